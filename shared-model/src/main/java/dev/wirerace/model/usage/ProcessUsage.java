package dev.wirerace.model.usage;

/**
 * What this JVM process has used since it started, as the operating system and the JVM count it: read by
 * each tier at the edges of a measured window, so that the difference is that window's cost.
 *
 * @param pid the process
 * @param bootId the kernel's boot id: two readings with the same one come from the same machine
 * @param cpuNanos user plus system CPU time of every thread, to the nanosecond ({@link ProcessCpuClock}; where it
 *        falls back, in the JDK's 10 ms ticks)
 * @param userTicks user CPU time in the kernel's clock ticks ({@code /proc/self/stat}; -1 where there is none)
 * @param systemTicks system CPU time likewise: the two split {@code cpuNanos} into user and system
 * @param allocatedBytes bytes allocated on the heap by every thread, ended ones included; -1 where unsupported
 * @param gcCount collections so far, of every collector that stops the application
 * @param gcPauseMillis their accumulated time
 * @param jitMillis time the JIT compilers spent compiling, by the JVM's account; -1 where there is none
 *        (a native image): CPU per call that comes with JIT time is a tier still warming up
 * @param compilerCpuNanos CPU time of the JIT's compiler threads now running, to the nanosecond (the kernel's
 *        {@code /proc/self/task/<tid>/schedstat}): the part of {@code cpuNanos} that is compiling, not serving;
 *        -1 where there is none (a native image) or it cannot be read
 */
public record ProcessUsage(long pid, String bootId, long cpuNanos, long userTicks, long systemTicks,
        long allocatedBytes, long gcCount, long gcPauseMillis, long jitMillis, long compilerCpuNanos) {

    /** The kernel's clock tick for {@code /proc} times (USER_HZ, 100 on Linux everywhere in practice). */
    public static final long NANOS_PER_TICK = 10_000_000L;
}
