package dev.wirerace.presentation.bench;

/** Mean and a 95% confidence half-width (Student's t) of a few iteration figures; nearest-rank percentiles. */
public final class Stats {

    /** Two-sided 97.5% quantiles of Student's t for 1..30 degrees of freedom. */
    private static final double[] T_975 = { 12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262,
        2.228, 2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064,
        2.060, 2.056, 2.052, 2.048, 2.045, 2.042 };

    private Stats() {
    }

    /** Nearest-rank percentile: the smallest sample with at least that share of samples at or below it. */
    public static long nearestRank(long[] sorted, double quantile) {
        int index = (int) Math.ceil(quantile * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
    }

    public static double mean(double[] values) {
        if (values.length == 0) {
            return Double.NaN;
        }
        double sum = 0;
        for (double value : values) {
            sum += value;
        }
        return sum / values.length;
    }

    /** Half-width of the 95% interval of the mean; NaN with fewer than two values. */
    public static double ci95(double[] values) {
        int n = values.length;
        if (n < 2) {
            return Double.NaN;
        }
        double mean = mean(values);
        double squares = 0;
        for (double value : values) {
            squares += (value - mean) * (value - mean);
        }
        double standardError = Math.sqrt(squares / (n - 1)) / Math.sqrt(n);
        return t975(n - 1) * standardError;
    }

    /** The two-sided 95% quantile of Student's t for {@code degrees} of freedom (rounded down; normal past 30). */
    public static double t975(double degrees) {
        int df = (int) Math.max(1, Math.floor(degrees));
        return df <= T_975.length ? T_975[df - 1] : 1.960;
    }
}
