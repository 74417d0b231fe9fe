package dev.wirerace.engine.ledger;

/**
 * How much of the machine others took during a window, as shares of all its CPUs' time (0 to 1): processes
 * other than the tiers under test ({@code othersShare}), and the hypervisor ({@code stealShare}). Null
 * shares: unknown (no {@code /proc/stat}). How the machine's CPU is read: MachineCpu.
 */
public record Noise(Double othersShare, Double stealShare) {

    static final Noise UNKNOWN = new Noise(null, null);

    /**
     * @param oursNanos CPU time of the processes under test in the window, from their own accounting
     */
    static Noise between(MachineCpu before, MachineCpu after, long oursNanos) {
        if (!before.known() || !after.known() || after.totalNanos() <= before.totalNanos()) {
            return UNKNOWN;
        }
        double total = after.totalNanos() - before.totalNanos();
        double busy = after.busyNanos() - before.busyNanos();
        return new Noise(Math.max(0, busy - oursNanos) / total, (after.stealNanos() - before.stealNanos()) / total);
    }

    /** Over either limit: the window's figures may carry someone else's load. */
    public boolean over(double othersLimit, double stealLimit) {
        return (othersShare != null && othersShare > othersLimit) || (stealShare != null && stealShare > stealLimit);
    }
}
