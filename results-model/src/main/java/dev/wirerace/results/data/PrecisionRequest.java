package dev.wirerace.results.data;



/**
 * A precision asked of a run, the time it was given, and what it came to: the launcher adds forks until the
 * median row's paired interval reaches the target or another fork would not fit in the budget.
 *
 * @param askedShare the target, as a share either way (0.05: ±5 %)
 * @param budgetMillis the time the run was given, its forks and their waits for a quiet host together
 * @param reachedShare the median row's paired half width at the end (stats.RunBasis.pairedHalfWidth); null without one
 * @param ended {@link #REACHED}, {@link #BUDGET} or {@link #MOST_FORKS}
 * @param tookMillis what the forks took
 */
public record PrecisionRequest(double askedShare, long budgetMillis, Double reachedShare, String ended,
        long tookMillis) {

    public static final String REACHED = "reached";
    public static final String BUDGET = "budget spent";
    public static final String MOST_FORKS = "most forks";

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
