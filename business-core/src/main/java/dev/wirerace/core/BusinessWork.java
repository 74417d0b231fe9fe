package dev.wirerace.core;

import dev.wirerace.model.WorkSetting;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Stand-in business logic: CPU time the core spends on every call before it answers ({@code --work}), and time it
 * sleeps ({@code --wait}, blocking work, which tells the server models apart), so
 * that a run can show how much the wire matters beside an application's own work, and so that a comparison
 * has a known effect to detect. None by default.
 *
 * <p>The time is the calling thread's own CPU time, not the wall clock: a thread descheduled in the middle
 * of its work would otherwise count another thread's time as its own, and the server's CPU per call would
 * grow by less than the work asked for.
 */
@Singleton
public class BusinessWork {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final long MIN_STEPS = 64;
    private static final double SHARE_OF_WHAT_IS_LEFT = 0.5;
    private static final int CLOCK_WARM_UP_READINGS = 20_000;
    /**
     * What is left is run at the last stretch's rate without reading the clock again once it is less than this many
     * readings: a reading of a thread's CPU clock costs about 1 µs on some virtual machines, nine tenths of it in the
     * kernel, and read five times in a 20 µs call it made a quarter of the work system time; the rate's error on the
     * few microseconds left costs less than the reading would.
     */
    private static final int LAST_STRETCH_READINGS = 10;

    private final long nanos;
    /** Null for none. */
    private final Duration wait;
    private final boolean threadCpuTime;
    /**
     * What one reading of the clock costs, learnt once: the loop stops this much short of the work, since half a
     * reading lies before the first sample and half after the last (1.2 to 1.4 µs over 20 µs on this kind of
     * host before it was taken out), and it does not start another stretch for less than half a reading, which
     * would overshoot by more than it makes up.
     */
    private final long clockNanos;
    /** Written so that the JIT cannot drop the loop as dead code. */
    private volatile long sink;
    /** Steps of the loop per nanosecond of CPU, as last measured (racy by design: any recent value will do). */
    private volatile double stepsPerNano = 0.1;

    @Inject
    public BusinessWork(@ConfigProperty(name = WorkSetting.NANOS, defaultValue = "0") long nanos,
            @ConfigProperty(name = WorkSetting.WAIT_NANOS, defaultValue = "0") long waitNanos) {
        if (nanos < 0 || waitNanos < 0) {
            throw new IllegalArgumentException(WorkSetting.NANOS + " and " + WorkSetting.WAIT_NANOS
                    + " must be 0 or more, not " + nanos + " and " + waitNanos);
        }
        this.nanos = nanos;
        this.wait = waitNanos > 0 ? Duration.ofNanos(waitNanos) : null;
        this.threadCpuTime = nanos > 0 && THREADS.isCurrentThreadCpuTimeSupported();
        this.clockNanos = nanos > 0 ? clockCost() : 0;
    }

    /**
     * The median time between two readings of the clock, back to back: one reading's cost, once the reading is
     * compiled (read cold, it came out nearly twice what a compiled reading costs).
     */
    private long clockCost() {
        for (int i = 0; i < CLOCK_WARM_UP_READINGS; i++) {
            sink += now();
        }
        long[] gaps = new long[201];
        for (int i = 0; i < gaps.length; i++) {
            long first = now();
            gaps[i] = now() - first;
        }
        java.util.Arrays.sort(gaps);
        return gaps[gaps.length / 2];
    }

    /** The CPU time each call spends, in nanoseconds. */
    public long nanos() {
        return nanos;
    }

    /** The time each call sleeps, in nanoseconds. */
    public long waitNanos() {
        return wait == null ? 0 : wait.toNanos();
    }

    /**
     * Spends this call's work on the calling thread; returns at once when there is none. The work is arithmetic
     * in user mode, as business logic is: the thread's CPU clock, a system call, is read only a few times a
     * call, each time running {@value #SHARE_OF_WHAT_IS_LEFT} of what is left at the rate the last stretch ran at.
     * Read every 64 steps, as it once was, the clock itself made four fifths of the work system time (the
     * server's system time per call grew by 13 to 17 µs of the 20 µs asked for). Nine tenths
     * of what is left, as it was next, overshot on a shared virtual machine, where the loop's rate moves by a
     * fifth from one stretch to the next: 10 % of 500 µs calls ran 40 µs or more over; half
     * overshoots only if the rate halves. The last stretch ends within half a clock reading of the work either way:
     * run until the work was reached, as it once was, every call overshot by most of a reading, which costs 0.2 µs
     * here and 1.5 µs on slower virtual machines (20 µs asked for came out as 21.1 to 21.4; docs/notebook/figures-you-can-act-on.md has the runs).
     * The last few readings' worth is run without a reading at all ({@value #LAST_STRETCH_READINGS} readings or less).
     */
    public void spend() {
        if (wait != null) {
            sleep();
        }
        if (nanos == 0) {
            return;
        }
        // a virtual thread has no CPU clock of its own (the JVM reads -1 for it): its work is timed on the wall
        // clock, which a thread descheduled meanwhile overcounts, rather than never ending
        boolean ownClock = threadCpuTime && !Thread.currentThread().isVirtual();
        long target = nanos - clockNanos;
        long start = now(ownClock);
        long x = sink;
        long spent = 0;
        while (target - spent > clockNanos / 2) {
            long left = target - spent;
            boolean last = left < LAST_STRETCH_READINGS * clockNanos;
            long steps = Math.max(MIN_STEPS, (long) (left * stepsPerNano * (last ? 1 : SHARE_OF_WHAT_IS_LEFT)));
            for (long i = 0; i < steps; i++) {
                x = x * 6364136223846793005L + 1442695040888963407L;
            }
            if (last) {
                break;
            }
            long now = now(ownClock) - start;
            if (now > spent) {
                stepsPerNano = steps / (double) (now - spent);
            }
            spent = now;
        }
        sink = x;
    }

    /**
     * The blocking part ({@code --wait}), as a call to a database or another service would block: a worker holds
     * its platform thread meanwhile, an event loop serves nothing else, a virtual thread lets its carrier go.
     */
    private void sleep() {
        try {
            Thread.sleep(wait);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private long now() {
        return now(threadCpuTime);
    }

    private static long now(boolean threadCpuTime) {
        return threadCpuTime ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }
}
