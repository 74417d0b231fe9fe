package dev.wirerace.engine;

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
    /** Spun waiting for fixed-rate calls' starts (ScenarioRunner.waitPrecisely). */
    long spinNanos;
    /** The last call recorded, for moveLastCompletion. */
    private boolean lastRecorded;
    private int lastCalls;
    private long lastNanos;

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
        lastRecorded = true;
        lastCalls = calls;
        lastNanos = nanos;
        if (phase >= 0 && phase < okPerIteration.length) {
            latencies.recordValueWithCount(Math.max(0, nanos * PICOS_PER_NANO / calls), calls);
            okPerIteration[phase] += calls;
            nanosPerIteration[phase] += nanos;
        }
    }

    /**
     * Moves the last recorded call's count from the phase it was due in to the phase it completed in (fixed
     * rate: throughput is calls completed in a window); its latency sample stays where it was due. A failed
     * call was not recorded and is not moved.
     */
    void moveLastCompletion(int duePhase, int donePhase) {
        if (!lastRecorded || duePhase == donePhase) {
            return;
        }
        if (duePhase >= 0 && duePhase < okPerIteration.length) {
            okPerIteration[duePhase] -= lastCalls;
            nanosPerIteration[duePhase] -= lastNanos;
        }
        if (donePhase >= 0 && donePhase < okPerIteration.length) {
            okPerIteration[donePhase] += lastCalls;
            nanosPerIteration[donePhase] += lastNanos;
        }
    }

    /** Calls that succeeded in a group that a failure cut short: counted, but no sample (their time is mixed). */
    void succeededUntimed(int calls) {
        lastRecorded = false;
        made += calls;
        succeeded += calls;
    }

    /**
     * The tally of {@code stuck} callers (threads or lanes) abandoned inside a call past every timeout: each
     * counted as one call that timed out, so no call goes missing from the merge.
     */
    static WorkerTally abandoned(int iterations, long stuck) {
        WorkerTally abandoned = new WorkerTally(iterations);
        for (long i = 0; i < stuck; i++) {
            abandoned.fail(FailureKind.TIMEOUT);
        }
        return abandoned;
    }

    void fail(FailureKind kind) {
        lastRecorded = false;
        if (kind != FailureKind.NOT_STARTED) {
            made++;
        }
        failures[kind.ordinal()]++;
    }
}
