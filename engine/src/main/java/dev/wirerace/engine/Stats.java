package dev.wirerace.engine;

import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.StatUtils;

/**
 * Mean and a 95% confidence half-width (Student's t, from Commons Math) of a few iteration figures; a
 * variance pooled over groups; nearest-rank percentiles.
 */
public final class Stats {

    private Stats() {
    }

    /** Nearest-rank percentile: the smallest sample with at least that share of samples at or below it. */
    public static long nearestRank(long[] sorted, double quantile) {
        int index = (int) Math.ceil(quantile * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
    }

    /** A variance pooled over groups that each have their own mean, and its degrees of freedom. */
    public record Pooled(double variance, int degrees) {
    }

    /** Each group's squares about its own mean, over their degrees; groups of fewer than two add nothing. */
    public static Pooled pooledVariance(Iterable<double[]> groups) {
        double squares = 0;
        int degrees = 0;
        for (double[] group : groups) {
            if (group.length >= 2) {
                squares += StatUtils.variance(group) * (group.length - 1);
                degrees += group.length - 1;
            }
        }
        return new Pooled(degrees == 0 ? Double.NaN : squares / degrees, degrees);
    }

    public static double mean(double[] values) {
        return StatUtils.mean(values);
    }

    /** Half-width of the 95% interval of the mean; NaN with fewer than two values. */
    public static double ci95(double[] values) {
        int n = values.length;
        if (n < 2) {
            return Double.NaN;
        }
        double standardError = Math.sqrt(StatUtils.variance(values) / n);
        return t975(n - 1) * standardError;
    }

    /** The two-sided 95% quantile of Student's t for {@code degrees} of freedom. */
    public static double t975(double degrees) {
        return new TDistribution(Math.max(1e-3, degrees)).inverseCumulativeProbability(0.975);
    }
}
