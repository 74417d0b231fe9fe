package dev.wirerace.engine;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import org.jboss.logging.Logger;

/**
 * The kernel's timer slack of the calling thread, made as small as it can be: Linux lets a sleeping thread
 * wake up to 50 µs late by default ({@code /proc/self/timerslack_ns}) so that it can batch wake-ups, and a
 * fixed-rate caller that parks until its next call's start would carry that as the call's latency. Measured on
 * this machine (a 1 ms park, 2,000 times, pinned): late by 98 µs at the median and 108 µs at p90 with the
 * default slack, 47 and 53 µs with 1 ns, the rest being the hypervisor's and the JVM's wake-up. A caller then
 * spins a shorter last stretch (spinning 200 µs before every call made the fixed-rate generator use up its
 * own CPU at 8,000 calls a second: run 20261126-223154-quick-jvm, 125 µs of client CPU a call). {@code prctl} is reached
 * through the JDK's own foreign-function API: Java has no call for it.
 */
final class TimerSlack {

    private static final Logger LOG = Logger.getLogger(TimerSlack.class);
    private static final int PR_SET_TIMERSLACK = 29;
    private static final int PR_GET_TIMERSLACK = 30;
    private static final MethodHandle PRCTL = prctl();
    private static volatile boolean failureLogged;

    private TimerSlack() {
    }

    /** Sets this thread's slack to 1 ns; whether it could (Linux, with prctl reachable). */
    static boolean tighten() {
        if (PRCTL == null) {
            return false;
        }
        try {
            return (int) PRCTL.invokeExact(PR_SET_TIMERSLACK, 1L, 0L, 0L, 0L) == 0;
        } catch (Throwable failed) {
            if (!failureLogged) {
                failureLogged = true;
                LOG.warnf("cannot set the timer slack (%s): fixed-rate callers spin longer before each call", failed);
            }
            return false;
        }
    }

    /** This thread's slack in nanoseconds as the kernel reports it ({@code PR_GET_TIMERSLACK}); -1 where it cannot. */
    static long ofThisThread() {
        if (PRCTL == null) {
            return -1;
        }
        try {
            return (int) PRCTL.invokeExact(PR_GET_TIMERSLACK, 0L, 0L, 0L, 0L);
        } catch (Throwable failed) {
            return -1;
        }
    }

    private static MethodHandle prctl() {
        try {
            Linker linker = Linker.nativeLinker();
            return linker.defaultLookup().find("prctl").map(address -> linker.downcallHandle(address,
                    FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG,
                            ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG))).orElse(null);
        } catch (RuntimeException | Error unavailable) {
            return null;
        }
    }
}
