package dev.wirerace.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The load models' timing on a made-up clock, to the nanosecond and on any host: a park lasts exactly what it
 * asks, a turn of a spin a tenth of a microsecond, and a call exactly what the test says. One caller, so that
 * the clock is read by one thread at a time.
 */
class ScenarioRunnerClockTest {

    /** 10 ms of warm-up, then two rounds of 100 ms. */
    private static final Timing TIMING = new Timing(Duration.ofMillis(10), 2, Duration.ofMillis(100),
            Duration.ofMillis(50));
    private static final long SPIN_TURN_NANOS = 100;

    /** A clock that moves only when it is told to: by a park, a turn of a spin, or a call. */
    static final class MadeUpTime implements Ticker {
        final AtomicLong now = new AtomicLong(1_000_000_000L);

        @Override
        public long nanoTime() {
            return now.get();
        }

        @Override
        public void parkNanos(long nanos) {
            now.addAndGet(nanos);
        }

        @Override
        public void onSpinWait() {
            now.addAndGet(SPIN_TURN_NANOS);
        }

        /** A call that takes exactly this long. */
        Call takes(Duration duration) {
            return sequence -> now.addAndGet(duration.toNanos());
        }
    }

    private final MadeUpTime clock = new MadeUpTime();
    private final ScenarioRunner runner = new ScenarioRunner(CallerThreads.PLATFORM, clock);

    @Test
    void aFixedRateCallStartsAtItsIntendedTimeSoAnInstantCallShowsNoLatency() throws InterruptedException {
        Measurement m = runner.run("instant", clock.takes(Duration.ZERO), 1, LoadModel.FIXED_RATE, 1_000, TIMING);

        // 1,000/s over 210 ms: 210 calls made, the 200 of the rounds measured
        assertEquals(210, m.counts().made());
        assertEquals(200, m.counts().measured());
        // each waited to its start by a park and then a spin that ends on it
        assertEquals(0.0, m.latency().maxMicros(), "latest start " + m.latency().maxMicros() + " µs");
        assertEquals(1_000.0, m.throughput().opsPerSecond(), 1e-9);
    }

    @Test
    void aFixedRateCallThatStartsLateCarriesItsWaitAsLatency() throws InterruptedException {
        // 1.5 ms a call on one caller asked for 1,000/s: call k starts 0.5 ms × k late, and says so
        Measurement m = runner.run("slow", clock.takes(Duration.ofNanos(1_500_000)), 1, LoadModel.FIXED_RATE, 1_000,
                TIMING);

        // call k waits 0.5 ms × k for its start and then takes 1.5 ms: the median measured call (k about 91) 47 ms
        assertEquals(47_000, m.latency().p50Micros(), 1_000);
        assertTrue(m.latency().maxMicros() > 1.5 * m.latency().p50Micros(), "the wait grows call by call: max " + m.latency().maxMicros());
        // what the wire delivered, not what was offered: one call each 1.5 ms
        assertEquals(1_000.0 / 1.5, m.throughput().opsPerSecond(), 5.0);
    }

    @Test
    void aClosedLoopTimesEachCallFromItsOwnStart() throws InterruptedException {
        Measurement m = runner.run("closed", clock.takes(Duration.ofNanos(100_000)), 1, LoadModel.CLOSED, 0, TIMING);

        assertEquals(100.0, m.latency().p50Micros(), 0.1);
        assertEquals(100.0, m.latency().maxMicros(), 0.1);
        assertEquals(10_000.0, m.throughput().opsPerSecond(), 1e-9);
        assertEquals(0, m.spinNanos(), "a closed loop waits for no start");
    }

    @Test
    void callsNotStartedBeforeTheRunGivesUpAreCountedAsSuch() throws InterruptedException {
        // 100 ms a call, 1,000/s asked: the plan's 210 ms and the 50 ms timeout pass after a few calls
        Measurement m = runner.run("stuck", clock.takes(Duration.ofMillis(100)), 1, LoadModel.FIXED_RATE, 1_000,
                TIMING);

        long notStarted = m.counts().failures().get(FailureKind.NOT_STARTED);
        // made before the give-up: started at 0, 100 and 200 ms past the plan's start; at 300 ms the plan's
        // 210 ms and the 50 ms timeout have passed, and the 207 calls left are never started
        assertEquals(3, m.counts().made());
        assertEquals(210, m.counts().made() + notStarted, "every planned call is made or counted as not started");
    }

    @Test
    void theSpinBeforeEachStartIsReportedApart() throws InterruptedException {
        Measurement m = runner.run("spinning", clock.takes(Duration.ZERO), 1, LoadModel.FIXED_RATE, 1_000, TIMING);
        long spin = TimerSlack.tighten() ? ScenarioRunner.SPIN_NANOS_TIGHT : ScenarioRunner.SPIN_NANOS;

        // every one of the 210 starts parked to its last stretch and spun that stretch, and no more
        assertEquals(210 * spin, m.spinNanos());
    }
}
