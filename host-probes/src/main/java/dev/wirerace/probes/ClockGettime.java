package dev.wirerace.probes;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;

/**
 * Linux's {@code clock_gettime(CLOCK_PROCESS_CPUTIME_ID)} through the JDK's foreign-function API (Java has no
 * call for the process's clock at its own precision), and the same clock of another process on this machine.
 * Only ever loaded by {@link ProcessCpuClock}, by a name built at run time, on a JVM: see there why.
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
        long nanos = read(CLOCK_PROCESS_CPUTIME_ID);
        if (nanos < 0) {
            throw new IllegalStateException("clock_gettime(CLOCK_PROCESS_CPUTIME_ID) failed");
        }
        return nanos;
    }

    /**
     * Another process's CPU clock, its id made as glibc's {@code clock_getcpuclockid} makes it (the kernel's
     * {@code MAKE_PROCESS_CPUCLOCK(pid, CPUCLOCK_SCHED)}: the pid's complement shifted by three, or 2).
     */
    @Override
    public long nanosOf(long pid) throws Throwable {
        return read((~(int) pid << 3) | 2);
    }

    /** The clock's time in nanoseconds; -1 when the kernel refuses (a process that has ended). */
    private long read(int clock) throws Throwable {
        try (Arena arena = Arena.ofConfined()) {
            // struct timespec { time_t tv_sec; long tv_nsec; }: two 64-bit fields on the 64-bit Linuxes
            MemorySegment timespec = arena.allocate(ValueLayout.JAVA_LONG, 2);
            int failed = (int) clockGettime.invokeExact(clock, timespec);
            if (failed != 0) {
                return -1;
            }
            return timespec.getAtIndex(ValueLayout.JAVA_LONG, 0) * 1_000_000_000L
                    + timespec.getAtIndex(ValueLayout.JAVA_LONG, 1);
        }
    }
}
