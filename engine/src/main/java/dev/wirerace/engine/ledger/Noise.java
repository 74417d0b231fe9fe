package dev.wirerace.engine.ledger;

import dev.wirerace.model.usage.ProcessUsage;

/**
 * How much of the machine others took during a window, as shares of all its CPUs' time (0 to 1): processes
 * other than the tiers under test ({@code othersShare}), and the hypervisor ({@code stealShare}). Null
 * shares: unknown (no {@code /proc/stat}).
 */
public record Noise(Double othersShare, Double stealShare) {

    static final Noise UNKNOWN = new Noise(null, null);

    /**
     * @param oursNanos CPU time of the processes under test in the window, from their own accounting
     */
    static Noise between(MachineCpu before, MachineCpu after, long oursNanos) {
        if (!before.known() || !after.known() || after.totalTicks() <= before.totalTicks()) {
            return UNKNOWN;
        }
        double total = after.totalTicks() - before.totalTicks();
        double busy = after.busyTicks() - before.busyTicks();
        double ours = oursNanos / (double) ProcessUsage.NANOS_PER_TICK;
        return new Noise(Math.max(0, busy - ours) / total, (after.stealTicks() - before.stealTicks()) / total);
    }

    /** Over either limit: the window's figures may carry someone else's load. */
    public boolean over(double othersLimit, double stealLimit) {
        return (othersShare != null && othersShare > othersLimit) || (stealShare != null && stealShare > stealLimit);
    }
}
