package dev.wirerace.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The recording and percentile arithmetic, fed with made-up latencies. */
class MeasurementTest {

    private static final Timing TIMING = new Timing(Duration.ofMillis(100), 5, Duration.ofMillis(500),
            Duration.ofSeconds(1));

    @Test
    void percentilesComeFromMeasuredCallsOnlyAndAreMergedAcrossWorkers() {
        WorkerTally first = new WorkerTally(5);
        WorkerTally second = new WorkerTally(5);
        // warm-up samples that must not count
        first.record(-1, 999_000_000);
        // 1..1000 µs spread over two workers and five iterations
        for (int micros = 1; micros <= 1000; micros++) {
            (micros % 2 == 0 ? first : second).record(micros % 5, micros * 1_000L);
        }
        Measurement m = Measurement.merge(List.of(first, second), TIMING);
        assertEquals(1000, m.counts().measured());
        assertEquals(1001, m.counts().made());
        assertEquals(500.0, m.latency().p50Micros(), 0.5);
        assertEquals(900.0, m.latency().p90Micros(), 0.9);
        assertEquals(990.0, m.latency().p99Micros(), 1.0);
        assertEquals(1000.0, m.latency().maxMicros(), 1.0);
        // 200 calls per 0.5 s iteration
        assertEquals(400.0, m.throughput().opsPerSecond(), 1e-9);
        assertEquals(List.of(400.0, 400.0, 400.0, 400.0, 400.0), m.throughput().perIteration());
        assertEquals(0.0, m.throughput().opsPerSecondCi95(), 1e-9);
    }

    @Test
    void failuresAreCountedByKindAndNeverAsSamples() {
        WorkerTally tally = new WorkerTally(5);
        tally.record(0, 10_000);
        tally.fail(FailureKind.TIMEOUT);
        tally.fail(FailureKind.TIMEOUT);
        tally.fail(FailureKind.INVALID_REPLY);
        tally.fail(FailureKind.NOT_STARTED);
        Measurement m = Measurement.merge(List.of(tally), TIMING);
        assertEquals(1, m.counts().measured());
        assertEquals(2L, m.counts().failures().get(FailureKind.TIMEOUT));
        assertEquals(1L, m.counts().failures().get(FailureKind.INVALID_REPLY));
        assertEquals(1L, m.counts().failures().get(FailureKind.NOT_STARTED));
        assertEquals(0L, m.counts().failures().get(FailureKind.CONNECTION));
        assertEquals(4, m.counts().failureCount());
        // a call that was never started was never made
        assertEquals(4, m.counts().made());
        assertEquals(10.0, m.latency().maxMicros(), 0.01);
    }

    @Test
    void iterationThroughputVariesAndGetsAConfidenceInterval() {
        WorkerTally tally = new WorkerTally(5);
        int[] callsPerIteration = { 100, 110, 90, 105, 95 };
        for (int i = 0; i < 5; i++) {
            for (int c = 0; c < callsPerIteration[i]; c++) {
                tally.record(i, 1_000);
            }
        }
        Measurement m = Measurement.merge(List.of(tally), TIMING);
        assertEquals(200.0, m.throughput().opsPerSecond(), 1e-9);
        // sd of {200,220,180,210,190} = 15.81; t(4) = 2.7764451 (97.5 %); half-width = t(4) * 15.81 / sqrt(5)
        assertEquals(2.7764451 * 15.811388 / Math.sqrt(5), m.throughput().opsPerSecondCi95(), 1e-3);
        assertEquals(1.0, m.latency().meanMicros(), 1e-9);
    }

    @Test
    void partsMeasuredApartCombineAsIfMeasuredAtOnce() {
        Timing oneIteration = new Timing(Duration.ofMillis(100), 1, Duration.ofMillis(500), Duration.ofSeconds(1));
        WorkerTally whole = new WorkerTally(5);
        List<Measurement> parts = new ArrayList<>();
        for (int part = 0; part < 5; part++) {
            WorkerTally tally = new WorkerTally(1);
            for (int call = 0; call < 100 + 10 * part; call++) {
                long nanos = (1 + call + part * 1_000L) * 1_000L;
                tally.record(0, nanos);
                whole.record(part, nanos);
            }
            tally.fail(FailureKind.TIMEOUT);
            whole.fail(FailureKind.TIMEOUT);
            parts.add(Measurement.merge(List.of(tally), oneIteration));
        }
        Measurement combined = Measurement.combine(parts);
        Measurement atOnce = Measurement.merge(List.of(whole), TIMING);
        assertEquals(atOnce.latency().p50Micros(), combined.latency().p50Micros());
        assertEquals(atOnce.latency().p99Micros(), combined.latency().p99Micros());
        assertEquals(atOnce.latency().maxMicros(), combined.latency().maxMicros());
        assertEquals(atOnce.throughput().perIteration(), combined.throughput().perIteration());
        assertEquals(atOnce.throughput().opsPerSecond(), combined.throughput().opsPerSecond(), 1e-9);
        assertEquals(atOnce.throughput().opsPerSecondCi95(), combined.throughput().opsPerSecondCi95(), 1e-9);
        assertEquals(atOnce.latency().meanMicros(), combined.latency().meanMicros(), 1e-9);
        assertEquals(atOnce.latency().meanMicrosCi95(), combined.latency().meanMicrosCi95(), 1e-9);
        assertEquals(atOnce.counts().made(), combined.counts().made());
        assertEquals(atOnce.counts().measured(), combined.counts().measured());
        assertEquals(5L, combined.counts().failures().get(FailureKind.TIMEOUT));
    }

    @Test
    void phasesFollowTheTimePlan() {
        assertEquals(-1, TIMING.phaseOf(0));
        assertEquals(-1, TIMING.phaseOf(99_999_999));
        assertEquals(0, TIMING.phaseOf(100_000_000));
        assertEquals(4, TIMING.phaseOf(2_599_999_999L));
        assertEquals(5, TIMING.phaseOf(2_600_000_000L));
    }
}
