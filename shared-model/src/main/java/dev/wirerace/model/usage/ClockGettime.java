package dev.wirerace.model.usage;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;

/**
 * Linux's {@code clock_gettime(CLOCK_PROCESS_CPUTIME_ID)} through the JDK's foreign-function API (Java has no
 * call for the process's clock at its own precision). Only ever loaded by {@link ProcessCpuClock}, by a name built
 * at run time, on a JVM: see there why.
 */
final class ClockGettime implements ProcessCpuClock.Reader {

    /** {@code CLOCK_PROCESS_CPUTIME_ID} in Linux's {@code <time.h>}. */
    private static final int CLOCK_PROCESS_CPUTIME_ID = 2;

    private final MethodHandle clockGettime;

    /** @throws IllegalStateException where the C library has no clock_gettime */
    ClockGettime() {
        Linker linker = Linker.nativeLinker();
        clockGettime = linker.defaultLookup().find("clock_gettime").map(address -> linker.downcallHandle(address,
                FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT, ValueLayout.ADDRESS)))
                .orElseThrow(() -> new IllegalStateException("no clock_gettime in the C library"));
    }

    @Override
    public long nanos() throws Throwable {
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
}
