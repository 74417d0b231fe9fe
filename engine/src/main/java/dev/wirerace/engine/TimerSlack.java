package dev.wirerace.engine;

import org.jboss.logging.Logger;

/**
 * The kernel's timer slack of the calling thread, made as small as it can be: Linux lets a sleeping thread
 * wake up to 50 µs late by default ({@code /proc/self/timerslack_ns}) so that it can batch wake-ups, and a
 * fixed-rate caller that parks until its next call's start would carry that as the call's latency. Measured on
 * this machine (a 1 ms park, 2,000 times, pinned): late by 98 µs at the median and 108 µs at p90 with the
 * default slack, 47 and 53 µs with 1 ns, the rest being the hypervisor's and the JVM's wake-up. A caller then
 * spins a shorter last stretch (spinning 200 µs before every call made the fixed-rate generator use up its
 * own CPU at 8,000 calls a second, 125 µs of client CPU a call: docs/notebook/threading-models.md).
 *
 * <p>{@code prctl} is reached through the JDK's foreign-function API ({@link Prctl}), loaded by a name built at
 * run time: a native image links no foreign call unless built with foreign-API support, and its builder stops at
 * one it can see ("linkToNative"). So the builder never sees it, and in an image the slack stays as the kernel
 * set it (callers spin the longer stretch).
 */
final class TimerSlack {

    /** One prctl call with one argument (the others 0). */
    interface Call {
        int call(int option, long argument) throws Throwable;
    }

    private static final Logger LOG = Logger.getLogger(TimerSlack.class);
    private static final int PR_SET_TIMERSLACK = 29;
    private static final int PR_GET_TIMERSLACK = 30;
    private static final Call PRCTL = prctl();
    private static volatile boolean failureLogged;

    private TimerSlack() {
    }

    /** Sets this thread's slack to 1 ns; whether it could (Linux on a JVM, with prctl reachable). */
    static boolean tighten() {
        if (PRCTL == null) {
            return false;
        }
        try {
            return PRCTL.call(PR_SET_TIMERSLACK, 1L) == 0;
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
            return PRCTL.call(PR_GET_TIMERSLACK, 0L);
        } catch (Throwable failed) {
            return -1;
        }
    }

    private static Call prctl() {
        if (System.getProperty("org.graalvm.nativeimage.imagecode") != null) {
            return null; // in a native image (the property its builder and the image set)
        }
        try {
            return (Call) Class.forName(TimerSlack.class.getPackageName() + ".Prctl").getDeclaredConstructor()
                    .newInstance();
        } catch (ReflectiveOperationException | RuntimeException | LinkageError unavailable) {
            return null;
        }
    }
}
