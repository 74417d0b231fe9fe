package dev.wirerace.soak;

import dev.wirerace.engine.Call;
import dev.wirerace.engine.CallFailure;
import dev.wirerace.results.soak.WireWindow;
import java.util.List;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

/**
 * One wire's share of the soak's rate, on a thread of its own: a call due every {@code 1/rate} seconds, the
 * three operations in turn, each reply checked. Latency runs from the call's due time, so a stall is charged
 * to every call it delays (as the fixed-rate load model does).
 */
final class WireLoad implements Runnable {

    private final String way;
    private final List<Call> calls;
    private final long intervalNanos;
    private final long firstDueNanos;
    private final long endNanos;
    private final Recorder latencies = new Recorder(3);
    private final LongAdder done = new LongAdder();
    private final LongAdder failed = new LongAdder();
    private volatile String lastFailure;
    private long windowCalls;
    private long windowErrors;

    /**
     * @param calls one checked call per operation, taken in turn
     * @param phase this wire's place among {@code wires}: its calls fall between the others', not all at once
     */
    WireLoad(String way, List<Call> calls, double ratePerSecond, long startNanos, int phase, int wires, long endNanos) {
        this.way = way;
        this.calls = calls;
        this.intervalNanos = (long) (1_000_000_000L / ratePerSecond);
        this.firstDueNanos = startNanos + intervalNanos * phase / wires;
        this.endNanos = endNanos;
    }

    String way() {
        return way;
    }

    String lastFailure() {
        return lastFailure;
    }

    /** Calls back to back until {@code untilNanos}, nothing recorded; returns how many failed. */
    int warmUp(long untilNanos) {
        int failures = 0;
        for (long sequence = 0; System.nanoTime() < untilNanos; sequence++) {
            try {
                calls.get((int) (sequence % calls.size())).invoke(sequence);
            } catch (Throwable e) {
                failures++;
            }
        }
        return failures;
    }

    @Override
    public void run() {
        long due = firstDueNanos;
        for (long sequence = 0; due < endNanos && !Thread.currentThread().isInterrupted(); sequence++) {
            long wait = due - System.nanoTime();
            if (wait > 0) {
                LockSupport.parkNanos(wait);
            }
            try {
                calls.get((int) (sequence % calls.size())).invoke(sequence);
                latencies.recordValue(Math.max(1, (System.nanoTime() - due) / 1_000));
            } catch (Throwable e) {
                failed.increment();
                lastFailure = CallFailure.oneLine(e);
            }
            done.increment();
            due += intervalNanos;
        }
    }

    /** The figures since the last window (one sampler thread calls this). */
    WireWindow window() {
        Histogram interval = latencies.getIntervalHistogram();
        long total = done.sum();
        long errors = failed.sum();
        WireWindow window = new WireWindow(total - windowCalls, errors - windowErrors,
                interval.getTotalCount() == 0 ? Double.NaN : interval.getValueAtPercentile(50),
                interval.getTotalCount() == 0 ? Double.NaN : interval.getValueAtPercentile(99),
                interval.getTotalCount() == 0 ? Double.NaN : interval.getMaxValue());
        windowCalls = total;
        windowErrors = errors;
        return window;
    }
}
