package dev.wirerace.results.stats;

import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.StatUtils;

/**
 * One ratio B / A estimated from pairs measured side by side (two wires in one fork, an A fork and the B fork
 * beside it), on the log scale: the mean of the pairs' log ratios, its standard error and degrees of freedom.
 * Pairing is what lets a shared host's drift cancel: both members of a pair saw the same host, so only the
 * difference between them varies. The spread may be the pairs' own or one pooled over like pairs elsewhere
 * (a wire's other scenarios), which with two or three pairs is the difference between one degree of freedom and
 * several.
 *
 * @param meanLog the mean of log(B/A) over the pairs
 * @param standardError of {@code meanLog}; 0 when every pair agrees exactly
 * @param degrees of freedom of the spread behind {@code standardError}
 * @param pairs how many pairs the mean is of
 */
public record PairedEstimate(double meanLog, double standardError, double degrees, int pairs) {

    /** The two-sided level of every interval and test here. */
    public static final double ALPHA = 0.05;

    /** From the pairs' own log ratios, Student's t with pairs − 1 degrees of freedom; null under two pairs. */
    public static PairedEstimate of(double[] logRatios) {
        if (logRatios.length < 2) {
            return null;
        }
        return new PairedEstimate(StatUtils.mean(logRatios),
                Math.sqrt(StatUtils.variance(logRatios) / logRatios.length), logRatios.length - 1, logRatios.length);
    }

    /**
     * From the pairs' mean and a spread pooled over like pairs ({@code pooledSd} of one pair's log ratio, with
     * {@code pooledDegrees}); null without a pair or a degree of freedom.
     */
    public static PairedEstimate pooled(double[] logRatios, double pooledSd, int pooledDegrees) {
        if (logRatios.length < 1 || pooledDegrees < 1 || Double.isNaN(pooledSd)) {
            return null;
        }
        return new PairedEstimate(StatUtils.mean(logRatios), pooledSd / Math.sqrt(logRatios.length), pooledDegrees,
                logRatios.length);
    }

    /** log(b / a) pair by pair, where both have a figure above 0; a pair missing either is left out. */
    public static double[] logRatios(java.util.List<Double> a, java.util.List<Double> b) {
        java.util.List<Double> logs = new java.util.ArrayList<>();
        for (int k = 0; k < Math.min(a.size(), b.size()); k++) {
            Double x = a.get(k);
            Double y = b.get(k);
            if (x != null && y != null && x > 0 && y > 0) {
                logs.add(Math.log(y / x));
            }
        }
        return logs.stream().mapToDouble(Double::doubleValue).toArray();
    }

    public double ratio() {
        return Math.exp(meanLog);
    }

    /** The {@code 1 − ALPHA} interval's ends, as ratios. */
    public double low() {
        return Math.exp(meanLog - halfWidth(1 - ALPHA / 2));
    }

    public double high() {
        return Math.exp(meanLog + halfWidth(1 - ALPHA / 2));
    }

    /** The two-sided p-value of "B and A are the same" (no difference at all). */
    public double pValue() {
        if (standardError == 0) {
            return meanLog == 0 ? 1 : 0;
        }
        return 2 * (1 - t().cumulativeProbability(Math.abs(meanLog) / standardError));
    }

    /**
     * The p-value of two one-sided tests (Schuirmann's TOST) of "B differs from A by {@code margin} or more",
     * either way: below {@code ALPHA} the two are the same within the margin. Equivalent to the 90 % interval
     * lying inside ±margin.
     */
    public double equivalenceP(double margin) {
        double bound = Math.log(1 + margin);
        if (standardError == 0) {
            return Math.abs(meanLog) < bound ? 0 : 1;
        }
        double belowUpper = t().cumulativeProbability((meanLog - bound) / standardError);
        double aboveLower = 1 - t().cumulativeProbability((meanLog + bound) / standardError);
        return Math.max(belowUpper, aboveLower);
    }

    public boolean sameWithin(double margin) {
        return equivalenceP(margin) < ALPHA;
    }

    /**
     * About how many pairs in all would settle the question, one way or the other, were the pairs to go on as
     * they have: the interval must shrink inside the margin (the same: the 90 % interval of two one-sided tests) or
     * clear of 1 at the level a lone difference needs after Benjamini–Hochberg over {@code family} rows
     * ({@link #ALPHA} / family), whichever needs fewer; null when neither can (the estimate on the margin itself).
     */
    public Integer pairsToSettle(double margin, int family) {
        double bound = Math.log(1 + margin);
        double distance = Math.abs(meanLog);
        double forSame = pairsFor(halfWidth(1 - ALPHA), bound - distance);
        double forDifference = pairsFor(halfWidth(1 - ALPHA / (2.0 * Math.max(1, family))), distance);
        double fewer = Math.min(forSame, forDifference);
        return Double.isFinite(fewer) ? (int) Math.ceil(fewer) : null;
    }

    /** The pairs at which an interval of {@code half} now would shrink to {@code room}; infinite without room. */
    private double pairsFor(double half, double room) {
        return room <= 0 || !(half > 0) ? Double.POSITIVE_INFINITY : pairs * Math.pow(half / room, 2);
    }

    private double halfWidth(double quantile) {
        return standardError == 0 ? 0 : t().inverseCumulativeProbability(quantile) * standardError;
    }

    private TDistribution t() {
        return new TDistribution(Math.max(1e-3, degrees));
    }
}
