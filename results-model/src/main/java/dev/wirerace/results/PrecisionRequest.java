package dev.wirerace.results;

import java.util.List;
import java.util.Locale;
import org.apache.commons.math3.stat.descriptive.rank.Median;

/**
 * A precision asked of a run, the time it was given, and what it came to: the launcher adds forks until the
 * median row's paired interval reaches the target or another fork would not fit in the budget.
 *
 * @param askedShare the target, as a share either way (0.05: ±5 %)
 * @param budgetMillis the time the run was given, its forks and their waits for a quiet host together
 * @param reachedShare the median row's paired half width at the end (pairedHalfWidth); null without one
 * @param ended {@link #REACHED}, {@link #BUDGET} or {@link #MOST_FORKS}
 * @param tookMillis what the forks took
 */
public record PrecisionRequest(double askedShare, long budgetMillis, Double reachedShare, String ended,
        long tookMillis) {

    public static final String REACHED = "reached";
    public static final String BUDGET = "budget spent";
    public static final String MOST_FORKS = "most forks";

    /**
     * The median over the ranked rows of the half width of their paired interval against the row above
     * (RunDigest's {@code overAbove}), as a share either way: the precision the run's answer rests on, since its
     * ties and leads are read from these intervals. Null when no row has one.
     */
    public static Double pairedHalfWidth(RunDocument run) {
        return pairedHalfWidth(RunDigest.groups(run));
    }

    /** The same, from the run's groups already ranked (RunDigest.groups). */
    static Double pairedHalfWidth(List<RunDigest.Group> groups) {
        double[] halves = groups.stream().flatMap(group -> group.entries().stream())
                .filter(e -> e.overAboveLow() != null && e.overAboveHigh() != null && e.overAboveLow() > 0)
                .mapToDouble(e -> Math.sqrt(e.overAboveHigh() / e.overAboveLow()) - 1).toArray();
        return halves.length == 0 ? null : new Median().evaluate(halves);
    }

    /** "precision ±6 % on the median row's paired ratio, asked ±10 %" or what the budget left it at. */
    public String describe() {
        String reached = reachedShare == null ? "no paired interval"
                : String.format(Locale.ROOT, "±%.0f %%", 100 * reachedShare);
        String asked = String.format(Locale.ROOT, "±%.0f %%", 100 * askedShare);
        return switch (ended) {
            case REACHED -> "precision " + reached + " on the median row's paired ratio, asked " + asked;
            case BUDGET -> String.format(Locale.ROOT, "precision %s on the median row's paired ratio, asked %s: another"
                    + " fork would not fit in the budget (%s of %s spent)", reached, asked, RunBasis.minutes(tookMillis),
                    RunBasis.minutes(budgetMillis));
            default -> "the most forks ran, at " + reached + " on the median row's paired ratio, asked " + asked;
        };
    }

    /** Whether the figures reached what was asked. */
    public boolean reached() {
        return REACHED.equals(ended);
    }

    /**
     * Short of what was asked by more than half of it (±18 % against ±12 %), or with no paired interval at all:
     * the figures are then indicative. A near miss is said as such, not so labelled.
     */
    public boolean farFromAsked() {
        return !reached() && (reachedShare == null || reachedShare > 1.5 * askedShare);
    }
}
