package dev.wirerace.engine.ledger;

/**
 * How much of the machine others took during a window, as shares of all its CPUs' time (0 to 1): processes
 * other than the tiers under test ({@code othersShare}), and the hypervisor ({@code stealShare}). Null
 * shares: unknown (no {@code /proc/stat}). How the machine's CPU is read: MachineCpu.
 *
 * @param grainShare how far the steal share may be off by the grain of its counter alone (MachineCpu.stealGrainNanos):
 *        a share no larger is within the reading's error; null when unknown
 */
public record Noise(Double othersShare, Double stealShare, Double grainShare) {

    static final Noise UNKNOWN = new Noise(null, null, null);

    /** A window read at a grain too fine to matter (made-up windows, runs that did not record it). */
    public Noise(Double othersShare, Double stealShare) {
        this(othersShare, stealShare, null);
    }

    /**
     * @param oursNanos CPU time of the processes under test in the window, from their own accounting
     */
    static Noise between(MachineCpu before, MachineCpu after, long oursNanos) {
        if (!before.known() || !after.known() || after.totalNanos() <= before.totalNanos()) {
            return UNKNOWN;
        }
        double total = after.totalNanos() - before.totalNanos();
        double busy = after.busyNanos() - before.busyNanos();
        return new Noise(Math.max(0, busy - oursNanos) / total, (after.stealNanos() - before.stealNanos()) / total,
                MachineCpu.stealGrainNanos() / total);
    }

    /**
     * Over either limit: the window's figures may carry someone else's load. Steal counts only beyond its
     * counter's grain: on a 160 ms window of two CPUs one 10 ms tick is 3 % of the window, so two ticks, which
     * the counter's grain alone can show, flagged a round against a 5 % limit (a longer window's grain is smaller).
     */
    public boolean over(double othersLimit, double stealLimit) {
        return (othersShare != null && othersShare > othersLimit)
                || (stealShare != null && stealShare - (grainShare == null ? 0 : grainShare) > stealLimit);
    }
}
