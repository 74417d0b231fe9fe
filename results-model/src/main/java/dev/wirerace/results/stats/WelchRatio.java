package dev.wirerace.results.stats;

import java.util.List;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.StatUtils;

/**
 * The ratio of two sets of figures (B over A, fork by fork or round by round) as a comparison reads it: Welch's
 * interval of the difference of their mean logs, the p-values of a change beyond the margin each way, the two
 * one-sided tests of "the same", and the smallest change the design could detect.
 */
final class WelchRatio {

    private WelchRatio() {
    }

    /**
     * Welch's interval of the difference of mean logs, and the p-values of "beyond the margin" each way.
     *
     * @param lowerIsBetter p50 and CPU: a ratio below 1 is B better; ops/s: above 1 is
     */
    static RunComparison.Ratio ratio(List<Double> a, List<Double> b, double margin, boolean lowerIsBetter) {
        return ratio(a, b, margin, lowerIsBetter, null, null, RunComparison.DEFAULT_EQUIVALENCE, null, 1);
    }

    /** A standard deviation of logs known from elsewhere (pooled over a wire's rows), with its degrees of freedom. */
    record Spread(Double logSd, int degrees) {
    }

    /**
     * @param spreadA the spread to use for A's figures instead of their own (null: their own); likewise B
     * @param equivalence the margin of "the same" (two one-sided tests)
     * @param runToRun how far two runs' means of this figure move apart beyond their own forks' spread (standard
     *        deviation of logs), added to the difference's variance; null where not known
     * @param family how many rows Benjamini–Hochberg adjusts this figure's p-value over: the smallest change the
     *        design could detect is stated at the level a lone change among them must reach (2.5 % / family one-sided)
     */
    static RunComparison.Ratio ratio(List<Double> a, List<Double> b, double margin, boolean lowerIsBetter, Spread spreadA,
            Spread spreadB, double equivalence, Double runToRun, int family) {
        if (a.isEmpty() || b.isEmpty()) {
            return RunComparison.Ratio.NONE;
        }
        double[] logA = Intervals.logs(a);
        double[] logB = Intervals.logs(b);
        if (logA == null || logB == null) {
            return RunComparison.Ratio.FAILED_FIGURES; // a fork or round that made no call, or lacks the row: shown, not dropped
        }
        double difference = Intervals.mean(logB) - Intervals.mean(logA);
        double ratio = Math.exp(difference);
        if (logA.length < 2 || logB.length < 2) {
            return new RunComparison.Ratio(ratio, null, null, 1, 1, false, null, 1);
        }
        boolean pooled = spreadA != null && spreadB != null && spreadA.logSd() != null && spreadB.logSd() != null;
        double varA = (pooled ? spreadA.logSd() * spreadA.logSd() : StatUtils.variance(logA)) / logA.length;
        double varB = (pooled ? spreadB.logSd() * spreadB.logSd() : StatUtils.variance(logB)) / logB.length;
        double dfA = pooled ? spreadA.degrees() : logA.length - 1;
        double dfB = pooled ? spreadB.degrees() : logB.length - 1;
        double extra = runToRun == null ? 0 : runToRun * runToRun;
        double standardError = Math.sqrt(varA + varB + extra);
        double worse = lowerIsBetter ? difference : -difference; // above 0: B is worse
        double bound = Math.log(1 + margin);
        double sameBound = Math.log(1 + equivalence);
        if (standardError == 0) {
            return new RunComparison.Ratio(ratio, ratio, ratio, worse < -bound ? 0 : 1, worse > bound ? 0 : 1, false, margin,
                    Math.abs(difference) < sameBound ? 0 : 1);
        }
        // Welch–Satterthwaite; the run-to-run term, estimated apart, is taken as known (no degrees of its own)
        double degrees = Math.pow(varA + varB + extra, 2) / (varA * varA / dfA + varB * varB / dfB);
        TDistribution t = new TDistribution(degrees);
        double sameP = Math.max(t.cumulativeProbability((difference - sameBound) / standardError),
                1 - t.cumulativeProbability((difference + sameBound) / standardError));
        double half = t.inverseCumulativeProbability(0.975) * standardError;
        double worseP = 1 - t.cumulativeProbability((worse - bound) / standardError);
        double betterP = t.cumulativeProbability((worse + bound) / standardError);
        // after Benjamini–Hochberg a change on one row alone must reach p ≤ rate / family: stated at that level, the
        // figure promises what the verdicts deliver, not what a row tested by itself would
        double alone = RunComparison.FALSE_DISCOVERY_RATE / (2.0 * Math.max(1, family));
        double detectable = Math.exp(bound + noncentralityForPower(t.inverseCumulativeProbability(1 - alone), degrees)
                * standardError) - 1;
        return new RunComparison.Ratio(ratio, Math.exp(difference - half), Math.exp(difference + half), betterP, worseP, false,
                detectable, sameP);
    }

    /**
     * The shift, in standard errors, that a t-test with {@code critical} and {@code degrees} finds with
     * {@link RunComparison#POWER}: the normal approximation to the noncentral t (Johnson and Welch, 1940), which
     * counts that the spread is itself estimated; "critical + z(power)" would promise more than a few forks give
     * at a small level.
     */
    static double noncentralityForPower(double critical, double degrees) {
        double z = new NormalDistribution().inverseCumulativeProbability(RunComparison.POWER);
        return critical * (1 - 1 / (4 * degrees)) + z * Math.sqrt(1 + critical * critical / (2 * degrees));
    }
}
