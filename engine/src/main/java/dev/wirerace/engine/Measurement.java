package dev.wirerace.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * A scenario's figures, merged from every worker: its throughput, its latency, its counts, the merged histogram and
 * what the fixed-rate callers spent spinning. Latencies in microseconds, throughput per second; confidence intervals
 * are 95% (Student's t) across the measured iterations.
 *
 * @param histogram the merged latencies of the measured iterations, in picoseconds (for the .hlog file)
 * @param spinNanos CPU time the fixed-rate callers spent spinning to each call's start: the generator's, not the
 *        client's (the ledger leaves it out of the client's CPU per call); 0 in a closed loop
 */
public record Measurement(Throughput throughput, Latency latency, Counts counts, Histogram histogram, long spinNanos) {

    /** Correct replies per second: the mean over the measured iterations, its 95 % half-width, each iteration's. */
    public record Throughput(double opsPerSecond, double opsPerSecondCi95, List<Double> perIteration) {
    }

    /**
     * Percentiles of the merged histogram, and the mean latency with its 95 % half-width over the iterations.
     *
     * @param meanMicrosPerIteration the mean latency of each measured iteration that had a successful call
     */
    public record Latency(double p50Micros, double p90Micros, double p99Micros, double p999Micros, double maxMicros,
            double meanMicros, double meanMicrosCi95, List<Double> meanMicrosPerIteration) {
    }

    /**
     * @param made every call started, warm-up included (what a server should have counted)
     * @param succeeded every call that returned a correct reply, warm-up included
     * @param measured correct replies in the measured iterations (the latency samples)
     */
    public record Counts(long made, long succeeded, long measured, Map<FailureKind, Long> failures) {

        public long failureCount() {
            return failures.values().stream().mapToLong(Long::longValue).sum();
        }
    }

    static Measurement merge(List<WorkerTally> tallies, Timing timing) {
        long[] durations = new long[timing.iterations()];
        Arrays.fill(durations, timing.iterationNanos());
        return merge(tallies, durations);
    }

    /** @param iterationNanos how long each iteration lasted: fixed for timed plans, measured for batches */
    static Measurement merge(List<WorkerTally> tallies, long[] iterationNanos) {
        Histogram merged = new Histogram(3);
        int iterations = iterationNanos.length;
        long[] ok = new long[iterations];
        long[] nanos = new long[iterations];
        long made = 0;
        long succeeded = 0;
        long spin = 0;
        Map<FailureKind, Long> failures = noFailures();
        for (WorkerTally tally : tallies) {
            merged.add(tally.latencies);
            spin += tally.spinNanos;
            for (int i = 0; i < iterations; i++) {
                ok[i] += tally.okPerIteration[i];
                nanos[i] += tally.nanosPerIteration[i];
            }
            made += tally.made;
            succeeded += tally.succeeded;
            for (FailureKind kind : FailureKind.values()) {
                failures.merge(kind, tally.failures[kind.ordinal()], Long::sum);
            }
        }
        double[] rates = new double[iterations];
        List<Double> means = new ArrayList<>();
        for (int i = 0; i < iterations; i++) {
            rates[i] = ok[i] / (iterationNanos[i] / 1e9);
            if (ok[i] > 0) {
                means.add(nanos[i] / (double) ok[i] / 1_000.0);
            }
        }
        return of(merged, Arrays.stream(rates).boxed().toList(), means, made, succeeded, failures, spin);
    }

    /**
     * One scenario measured in several parts (an iteration per round, see MeasurementPlan) as if it had been
     * measured at once: histograms merged, every part's iterations kept, counts summed.
     */
    public static Measurement combine(List<Measurement> parts) {
        Histogram merged = new Histogram(3);
        List<Double> rates = new ArrayList<>();
        List<Double> means = new ArrayList<>();
        long made = 0;
        long succeeded = 0;
        long spin = 0;
        Map<FailureKind, Long> failures = noFailures();
        for (Measurement part : parts) {
            spin += part.spinNanos();
            merged.add(part.histogram());
            rates.addAll(part.throughput().perIteration());
            means.addAll(part.latency().meanMicrosPerIteration());
            made += part.counts().made();
            succeeded += part.counts().succeeded();
            part.counts().failures().forEach((kind, count) -> failures.merge(kind, count, Long::sum));
        }
        return of(merged, rates, means, made, succeeded, failures, spin);
    }

    private static Map<FailureKind, Long> noFailures() {
        Map<FailureKind, Long> failures = new EnumMap<>(FailureKind.class);
        for (FailureKind kind : FailureKind.values()) {
            failures.put(kind, 0L);
        }
        return failures;
    }

    private static Measurement of(Histogram merged, List<Double> rates, List<Double> means, long made,
            long succeeded, Map<FailureKind, Long> failures, long spinNanos) {
        double[] rateValues = rates.stream().mapToDouble(Double::doubleValue).toArray();
        double[] meanValues = means.stream().mapToDouble(Double::doubleValue).toArray();
        return new Measurement(new Throughput(Stats.mean(rateValues), Stats.ci95(rateValues), List.copyOf(rates)),
                new Latency(micros(merged, 50), micros(merged, 90), micros(merged, 99), micros(merged, 99.9),
                        merged.getTotalCount() == 0 ? Double.NaN : micros(merged.getMaxValue()), Stats.mean(meanValues),
                        Stats.ci95(meanValues), List.copyOf(means)),
                new Counts(made, succeeded, merged.getTotalCount(), failures), merged, spinNanos);
    }

    private static double micros(Histogram histogram, double percentile) {
        return histogram.getTotalCount() == 0 ? Double.NaN : micros(histogram.getValueAtPercentile(percentile));
    }

    private static double micros(long picos) {
        return picos / (WorkerTally.PICOS_PER_NANO * 1_000.0);
    }
}
