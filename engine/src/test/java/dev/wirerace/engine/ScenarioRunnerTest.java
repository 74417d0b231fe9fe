package dev.wirerace.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The runner against fake wires. A deliberately slow call shows the difference between the load models:
 * closed loop waits for it, fixed rate charges each call with the delay its predecessors caused.
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
        assertEquals(invoked.get(), m.made());
        assertEquals(m.made(), m.succeeded() + m.failures().get(FailureKind.INVALID_REPLY));
        assertTrue(m.failures().get(FailureKind.INVALID_REPLY) > 0);
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
        assertEquals(m.made(), m.succeeded(), "every call succeeded: " + m.failures());
        // all thousand start together; half of them at once is already far from one caller at a time
        assertTrue(mostInFlight.get() >= 500, "callers inside a call at the same time: " + mostInFlight.get());
    }

    @Test
    void fixedRateMeasuresFromTheIntendedStartSoQueueingShows() throws InterruptedException {
        // each call takes 10 ms; 200 calls/s on one worker asks for one every 5 ms: it falls behind
        Call slow = sequence -> Thread.sleep(10);
        Measurement closed = runner.run("slow closed", slow, 1, LoadModel.CLOSED, 0, TIMING);
        Measurement fixed = runner.run("slow fixed", slow, 1, LoadModel.FIXED_RATE, 200, TIMING);

        // closed loop: every sample is the call itself
        assertTrue(closed.p50Micros() >= 10_000 && closed.p50Micros() < 100_000, "closed p50 " + closed.p50Micros());
        // fixed rate: by the end of 1.2 s the backlog is over half a second, and the samples say so
        assertTrue(fixed.maxMicros() > 300_000, "fixed-rate max " + fixed.maxMicros());
        assertTrue(fixed.p50Micros() > 5 * closed.p50Micros(), "fixed p50 " + fixed.p50Micros());
    }

    @Test
    void fixedRateAboveWhatTheWireCanServeReportsWhatItDelivered() throws InterruptedException {
        // 10 ms a call on one worker serves 100/s at most; 200/s are offered
        Measurement m = runner.run("slow fixed", sequence -> Thread.sleep(10), 1, LoadModel.FIXED_RATE, 200, TIMING);
        assertTrue(m.opsPerSecond() < 110, "ops/s is calls completed, not calls offered: " + m.opsPerSecond());
        assertTrue(m.opsPerSecond() > 60, "yet it did serve: " + m.opsPerSecond());
    }

    @Test
    void aFixedRateCallStartsOnTimeNotWhenAParkHappensToEnd() throws InterruptedException {
        // an instant call at 1,000/s: its latency is the harness's lateness alone; parking, it is up to the
        // kernel's timer slack (50 µs here); spinning the last stretch, a few µs
        Measurement m = runner.run("instant fixed", sequence -> { }, 1, LoadModel.FIXED_RATE, 1_000, TIMING);
        assertTrue(m.p50Micros() < 20, "p50 of an instant call " + m.p50Micros() + " µs");
    }

    @Test
    void theTimeFixedRateCallersSpinToEachStartIsReportedApartAndAClosedLoopSpinsNone() throws InterruptedException {
        Measurement fixed = runner.run("spinning", sequence -> { }, 2, LoadModel.FIXED_RATE, 1_000, TIMING);
        // 1,200 calls planned, each spinning at most the last stretch before its start
        assertTrue(fixed.spinNanos() > 0 && fixed.spinNanos() <= 1_200 * ScenarioRunner.SPIN_NANOS,
                "spun " + fixed.spinNanos() + " ns");
        assertEquals(0, runner.run("closed", sequence -> { }, 2, LoadModel.CLOSED, 0, TIMING).spinNanos());
    }

    @Test
    void fixedRateAtAnAttainableRateKeepsTheRate() throws InterruptedException {
        AtomicLong invoked = new AtomicLong();
        Measurement m = runner.run("fast fixed", sequence -> invoked.incrementAndGet(), 2, LoadModel.FIXED_RATE,
                500, TIMING);
        // 500/s over 1.2 s of plan = 600 calls, all started on time
        assertEquals(600, invoked.get(), 2);
        assertEquals(500.0, m.opsPerSecond(), 10.0);
        assertEquals(0L, m.failures().get(FailureKind.NOT_STARTED));
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
        assertEquals(invoked.get(), m.made());
        assertEquals(m.made(), m.succeeded() + m.failures().get(FailureKind.INVALID_REPLY));
        assertTrue(m.failures().get(FailureKind.INVALID_REPLY) > 0);
        // only whole groups are samples: a group cut short by a failure is counted but not timed
        assertEquals(0, m.measured() % 25);
        assertTrue(m.measured() < m.succeeded());
    }

    @Test
    void groupsAreForClosedLoopOnly() {
        assertThrows(IllegalArgumentException.class,
                () -> runner.run("grouped fixed", sequence -> { }, 1, LoadModel.FIXED_RATE, 100, TIMING, 10));
    }
}
