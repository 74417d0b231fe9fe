package dev.wirerace.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The runner against fake wires on real threads: every call counted whatever its outcome, callers on virtual
 * threads, calls timed in groups. How the load models time calls is tested on a made-up clock
 * (ScenarioRunnerClockTest), where no assertion depends on how quiet the host is.
 */
class ScenarioRunnerTest {

    private static final Timing TIMING = new Timing(Duration.ofMillis(200), 5, Duration.ofMillis(200),
            Duration.ofSeconds(1));

    private final ScenarioRunner runner = new ScenarioRunner();

    @Test
    void everyCallMadeIsCountedOnceWhateverItsOutcome() throws InterruptedException {
        AtomicLong invoked = new AtomicLong();
        Call flaky = sequence -> {
            invoked.incrementAndGet();
            if (sequence % 10 == 0) {
                throw new CallFailure(FailureKind.INVALID_REPLY, "every tenth reply is wrong");
            }
        };
        Measurement m = runner.run("flaky", flaky, 3, LoadModel.CLOSED, 0, TIMING);
        assertEquals(invoked.get(), m.counts().made());
        assertEquals(m.counts().made(), m.counts().succeeded() + m.counts().failures().get(FailureKind.INVALID_REPLY));
        assertTrue(m.counts().failures().get(FailureKind.INVALID_REPLY) > 0);
    }

    @Test
    void virtualCallersMakeEveryCallOnAVirtualThreadAndAThousandOfThemWaitTogether() throws InterruptedException {
        AtomicLong onPlatform = new AtomicLong();
        java.util.concurrent.atomic.AtomicInteger inFlight = new java.util.concurrent.atomic.AtomicInteger();
        java.util.concurrent.atomic.AtomicInteger mostInFlight = new java.util.concurrent.atomic.AtomicInteger();
        // a thousand callers that each block 50 ms a call: on virtual threads they are all inside a call at once
        Call blocking = sequence -> {
            if (!Thread.currentThread().isVirtual()) {
                onPlatform.incrementAndGet();
            }
            mostInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
            try {
                Thread.sleep(50);
            } finally {
                inFlight.decrementAndGet();
            }
        };
        Measurement m = new ScenarioRunner(CallerThreads.VIRTUAL).run("virtual", blocking, 1_000, LoadModel.CLOSED, 0,
                TIMING);
        assertEquals(0, onPlatform.get(), "calls made on platform threads");
        assertEquals(m.counts().made(), m.counts().succeeded(), "every call succeeded: " + m.counts().failures());
        // all thousand start together; half of them at once is already far from one caller at a time
        assertTrue(mostInFlight.get() >= 500, "callers inside a call at the same time: " + mostInFlight.get());
    }

    @Test
    void callsTimedInGroupsAreEachASampleOfTheGroupsMeanAndAllCounted() throws InterruptedException {
        AtomicLong invoked = new AtomicLong();
        Call flaky = sequence -> {
            invoked.incrementAndGet();
            if (sequence % 1_000 == 999) {
                throw new CallFailure(FailureKind.INVALID_REPLY, "one reply in a thousand is wrong");
            }
        };
        Measurement m = runner.run("grouped", flaky, 2, LoadModel.CLOSED, 0, TIMING, 25);
        assertEquals(invoked.get(), m.counts().made());
        assertEquals(m.counts().made(), m.counts().succeeded() + m.counts().failures().get(FailureKind.INVALID_REPLY));
        assertTrue(m.counts().failures().get(FailureKind.INVALID_REPLY) > 0);
        // only whole groups are samples: a group cut short by a failure is counted but not timed
        assertEquals(0, m.counts().measured() % 25);
        assertTrue(m.counts().measured() < m.counts().succeeded());
    }

    @Test
    void groupsAreForClosedLoopOnly() {
        assertThrows(IllegalArgumentException.class,
                () -> runner.run("grouped fixed", sequence -> { }, 1, LoadModel.FIXED_RATE, 100, TIMING, 10));
    }
}
