package dev.wirerace.presentation.bench;

import org.HdrHistogram.Histogram;

/**
 * What one worker saw. Never shared while the worker runs (no locks, no contention in the hot path);
 * the runner merges all tallies once the workers are done. All recording goes through {@link #record}
 * and {@link #fail}, so the arithmetic is tested in one place.
 */
final class WorkerTally {

    /**
     * The histogram's unit, picoseconds: a group's mean per call (see ClockGrain) is a fraction of its time,
     * and in whole nanoseconds a 7.9 ns call would read as 7, a sixth of a local call lost to rounding.
     */
    static final long PICOS_PER_NANO = 1_000;

    /** Latencies of successful measured calls, in picoseconds; auto-resizing, so no sample is clipped. */
    final Histogram latencies = new Histogram(3);
    final long[] okPerIteration;
    final long[] nanosPerIteration;
    final long[] failures = new long[FailureKind.values().length];
    long made;
    long succeeded;

    WorkerTally(int iterations) {
        okPerIteration = new long[iterations];
        nanosPerIteration = new long[iterations];
    }

    /** A successful call that started (or was due) in {@code phase}, taking {@code nanos}. */
    void record(int phase, long nanos) {
        recordGroup(phase, nanos, 1);
    }

    /**
     * {@code calls} successful calls timed together (see ClockGrain), started in {@code phase} and taking
     * {@code nanos} in all: each is a sample of their mean.
     */
    void recordGroup(int phase, long nanos, int calls) {
        made += calls;
        succeeded += calls;
        if (phase >= 0 && phase < okPerIteration.length) {
            latencies.recordValueWithCount(Math.max(0, nanos * PICOS_PER_NANO / calls), calls);
            okPerIteration[phase] += calls;
            nanosPerIteration[phase] += nanos;
        }
    }

    /** Calls that succeeded in a group that a failure cut short: counted, but no sample (their time is mixed). */
    void succeededUntimed(int calls) {
        made += calls;
        succeeded += calls;
    }

    void fail(FailureKind kind) {
        if (kind != FailureKind.NOT_STARTED) {
            made++;
        }
        failures[kind.ordinal()]++;
    }
}
