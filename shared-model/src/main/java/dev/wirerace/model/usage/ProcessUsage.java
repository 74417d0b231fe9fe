package dev.wirerace.model.usage;

import java.io.IOException;
import java.lang.management.CompilationMXBean;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;

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

    private static final Path STAT = Path.of("/proc/self/stat");
    private static final String BOOT_ID = readBootId();

    /** This process, now. */
    public static ProcessUsage ofThisProcess() {
        long[] ticks = userAndSystemTicks();
        long gcCount = 0;
        long gcMillis = 0;
        for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
            // G1's and ZGC's concurrent cycles run beside the application: counted as CPU, not as pauses
            if (collector.getName().contains("Concurrent") || collector.getCollectionCount() < 0) {
                continue;
            }
            gcCount += collector.getCollectionCount();
            gcMillis += Math.max(0, collector.getCollectionTime());
        }
        // the compilers' share and the whole read back to back, the slower (it may list the threads) first
        long compilerCpuNanos = CompilerThreads.cpuNanos();
        long cpuNanos = ProcessCpuClock.nanos();
        return new ProcessUsage(ProcessHandle.current().pid(), BOOT_ID, cpuNanos, ticks[0], ticks[1],
                readAllocatedBytes(), gcCount, gcMillis, readJitMillis(), compilerCpuNanos);
    }

    private static long readJitMillis() {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        return jit != null && jit.isCompilationTimeMonitoringSupported() ? jit.getTotalCompilationTime() : -1;
    }

    private static long readAllocatedBytes() {
        try {
            if (ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean threads
                    && threads.isThreadAllocatedMemorySupported() && threads.isThreadAllocatedMemoryEnabled()) {
                return threads.getTotalThreadAllocatedBytes();
            }
        } catch (UnsupportedOperationException e) {
            // a native image has no per-thread allocation counters
        }
        return -1;
    }

    private static long[] userAndSystemTicks() {
        try {
            return ProcessCpu.userAndSystemTicks(Files.readString(STAT));
        } catch (IOException | RuntimeException e) {
            return new long[] { -1, -1 };
        }
    }

    private static String readBootId() {
        try {
            return Files.readString(Path.of("/proc/sys/kernel/random/boot_id")).trim();
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }
}
