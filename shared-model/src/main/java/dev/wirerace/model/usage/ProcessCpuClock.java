package dev.wirerace.model.usage;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.lang.management.ManagementFactory;

/**
 * This process's CPU time, every thread's, ended ones included, to the nanosecond: the kernel's
 * {@code clock_gettime(CLOCK_PROCESS_CPUTIME_ID)}, called through the FFM API. Kept because the JDK's own
 * {@code OperatingSystemMXBean.getProcessCpuTime()} reads {@code times()} on Linux, whole 10 ms clock ticks: over
 * a 160 ms round in which a tier spends 40 ms serving calls, that tick made its CPU per call wander by ±10 %
 * from round to round by itself. Where the call cannot be made (no such clock, or a native image without the
 * downcall registered), the JDK's figure, ticks and all; {@link #precise()} says which.
 */
public final class ProcessCpuClock {

    /** {@code CLOCK_PROCESS_CPUTIME_ID} in Linux's {@code <time.h>}. */
    private static final int CLOCK_PROCESS_CPUTIME_ID = 2;
    private static final MethodHandle CLOCK_GETTIME = linkedAndWorking();

    private ProcessCpuClock() {
    }

    /** True when {@link #nanos()} reads the kernel's clock, false when it falls back to the JDK's ticks. */
    public static boolean precise() {
        return CLOCK_GETTIME != null;
    }

    /** The process's CPU time so far in nanoseconds; -1 where neither way can read it. */
    public static long nanos() {
        if (CLOCK_GETTIME != null) {
            try {
                return clockGettime(CLOCK_GETTIME);
            } catch (Throwable e) {
                // it answered once at start: a failure now is the kernel's, and a tick figure mixed in would lie
                throw new IllegalStateException("clock_gettime(CLOCK_PROCESS_CPUTIME_ID) failed", e);
            }
        }
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime();
        }
        return -1;
    }

    private static long clockGettime(MethodHandle clockGettime) throws Throwable {
        try (Arena arena = Arena.ofConfined()) {
            // struct timespec { time_t tv_sec; long tv_nsec; }: two 64-bit fields on the 64-bit Linuxes
            MemorySegment timespec = arena.allocate(ValueLayout.JAVA_LONG, 2);
            int failed = (int) clockGettime.invokeExact(CLOCK_PROCESS_CPUTIME_ID, timespec);
            if (failed != 0) {
                throw new IllegalStateException("clock_gettime returned " + failed);
            }
            return timespec.getAtIndex(ValueLayout.JAVA_LONG, 0) * 1_000_000_000L
                    + timespec.getAtIndex(ValueLayout.JAVA_LONG, 1);
        }
    }

    /** The downcall, tried once; null when it cannot be linked or does not answer, so that nothing mixes the two. */
    private static MethodHandle linkedAndWorking() {
        if (!System.getProperty("os.name", "").startsWith("Linux")) {
            return null;
        }
        try {
            Linker linker = Linker.nativeLinker();
            MethodHandle handle = linker.defaultLookup().find("clock_gettime")
                    .map(address -> linker.downcallHandle(address,
                            FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT, ValueLayout.ADDRESS)))
                    .orElse(null);
            if (handle != null && clockGettime(handle) > 0) {
                return handle;
            }
        } catch (Throwable e) {
            // a native image without the downcall registered, or no native access: the JDK's figure stands
        }
        return null;
    }
}
