package dev.wirerace.probes;

import java.lang.management.ManagementFactory;
import java.util.OptionalLong;

/**
 * This process's CPU time, every thread's, ended ones included, to the nanosecond: the kernel's
 * {@code clock_gettime(CLOCK_PROCESS_CPUTIME_ID)}. Kept because the JDK's own
 * {@code OperatingSystemMXBean.getProcessCpuTime()} reads {@code times()} on Linux, whole 10 ms clock ticks: a
 * quick round's 80 ms or so of a tier's CPU carried ±4 ms of that by itself.
 *
 * <p>The call goes through the JDK's foreign-function API ({@link ClockGettime}), loaded by a name built at run
 * time, as the engine's {@code TimerSlack} does: a native image's builder stops at a foreign call it can see
 * unless built with foreign-API support. So in a native image, or wherever the call cannot be made, the figure is
 * the JDK's, ticks and all; {@link #precise()} says which, and one process never mixes the two.
 */
public final class ProcessCpuClock {

    /** One reading of the process's clock, or of another process's; -1 where the other has ended. */
    interface Reader {
        long nanos() throws Throwable;

        long nanosOf(long pid) throws Throwable;
    }

    private static final Reader CLOCK = kernelClock();

    private ProcessCpuClock() {
    }

    /** True when {@link #nanos()} reads the kernel's clock, false when it falls back to the JDK's ticks. */
    public static boolean precise() {
        return CLOCK != null;
    }

    /** The process's CPU time so far in nanoseconds; -1 where neither way can read it. */
    public static long nanos() {
        if (CLOCK != null) {
            try {
                return CLOCK.nanos();
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

    /**
     * Another process's CPU time so far, on this machine, in nanoseconds: read at the same instant as the machine's
     * CPU, what the noise guard subtracts of a tier it cannot read at that instant otherwise. Empty where the
     * kernel's clock cannot be read (a native image: no fallback, the JDK has none for another process) or that
     * process has ended.
     */
    public static OptionalLong nanosOf(long pid) {
        if (CLOCK == null) {
            return OptionalLong.empty();
        }
        try {
            long nanos = CLOCK.nanosOf(pid);
            return nanos < 0 ? OptionalLong.empty() : OptionalLong.of(nanos);
        } catch (Throwable e) {
            return OptionalLong.empty();
        }
    }

    /** The kernel's clock, tried once; null where it cannot be had, so that a process reads one clock only. */
    private static Reader kernelClock() {
        if (System.getProperty("org.graalvm.nativeimage.imagecode") != null
                || !System.getProperty("os.name", "").startsWith("Linux")) {
            return null; // a native image (the property its builder and the image set), or no such clock
        }
        try {
            Reader clock = (Reader) Class.forName(ProcessCpuClock.class.getPackageName() + ".ClockGettime")
                    .getDeclaredConstructor().newInstance();
            return clock.nanos() > 0 ? clock : null;
        } catch (Throwable unavailable) {
            return null;
        }
    }
}
