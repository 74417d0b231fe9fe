package dev.wirerace.engine.ledger;

import dev.wirerace.model.usage.ProcessUsage;

/**
 * What one tier's process used in a window: the difference of two {@link ProcessUsage} readings.
 *
 * @param allocatedBytes -1 where the process cannot count it (a native image); so is {@code jitMillis}
 * @param compilerCpuNanos the JIT compiler threads' part of {@code cpuNanos}; -1 where unknown
 */
public record TierCost(long cpuNanos, long userTicks, long systemTicks, long allocatedBytes, long gcCount,
        long gcPauseMillis, long jitMillis, long compilerCpuNanos) {

    public static final TierCost NONE = new TierCost(0, 0, 0, 0, 0, 0, 0, 0);

    /** The CPU of the tier's own threads, the compiler threads' left out where they are known. */
    public long callCpuNanos() {
        return compilerCpuNanos < 0 ? cpuNanos : Math.max(0, cpuNanos - compilerCpuNanos);
    }

    /** What the process used between two readings of it. */
    public static TierCost between(ProcessUsage before, ProcessUsage after) {
        boolean allocationKnown = before.allocatedBytes() >= 0 && after.allocatedBytes() >= 0;
        return new TierCost(after.cpuNanos() - before.cpuNanos(), after.userTicks() - before.userTicks(),
                after.systemTicks() - before.systemTicks(),
                allocationKnown ? after.allocatedBytes() - before.allocatedBytes() : -1,
                after.gcCount() - before.gcCount(), after.gcPauseMillis() - before.gcPauseMillis(),
                before.jitMillis() >= 0 && after.jitMillis() >= 0 ? after.jitMillis() - before.jitMillis() : -1,
                before.compilerCpuNanos() >= 0 && after.compilerCpuNanos() >= 0
                        ? Math.max(0, after.compilerCpuNanos() - before.compilerCpuNanos()) : -1);
    }

    /** This cost less CPU time the harness spent on this tier's behalf (its fixed-rate callers' spinning). */
    public TierCost lessCpu(long nanos) {
        return new TierCost(Math.max(0, cpuNanos - nanos), userTicks, systemTicks, allocatedBytes, gcCount,
                gcPauseMillis, jitMillis, compilerCpuNanos);
    }

    public TierCost plus(TierCost other) {
        return new TierCost(cpuNanos + other.cpuNanos, userTicks + other.userTicks, systemTicks + other.systemTicks,
                allocatedBytes < 0 || other.allocatedBytes < 0 ? -1 : allocatedBytes + other.allocatedBytes,
                gcCount + other.gcCount, gcPauseMillis + other.gcPauseMillis,
                jitMillis < 0 || other.jitMillis < 0 ? -1 : jitMillis + other.jitMillis,
                compilerCpuNanos < 0 || other.compilerCpuNanos < 0 ? -1 : compilerCpuNanos + other.compilerCpuNanos);
    }
}
