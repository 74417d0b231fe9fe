package dev.wirerace.probes;

import dev.wirerace.model.usage.ProcessUsage;
import java.io.IOException;
import java.lang.management.CompilationMXBean;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;

/** This process's usage now, as a ProcessUsage: the CPU clock, the kernel's ticks, the JVM's GC, JIT and allocation counters. */
public final class ProcessUsageProbe {

    private ProcessUsageProbe() {
    }

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
