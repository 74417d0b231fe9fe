package dev.wirerace.engine;

import java.util.concurrent.locks.LockSupport;

/**
 * Where the runner reads the time and waits for it: the system's monotonic clock and parking, or a made-up one,
 * so that fixed rate, intended starts and late starts can be tested to the nanosecond without a quiet host.
 */
public interface Ticker {

    /** The system's: {@link System#nanoTime()}, {@link LockSupport#parkNanos(long)}, {@link Thread#onSpinWait()}. */
    Ticker SYSTEM = new Ticker() {
        @Override
        public long nanoTime() {
            return System.nanoTime();
        }

        @Override
        public void parkNanos(long nanos) {
            LockSupport.parkNanos(nanos);
        }

        @Override
        public void onSpinWait() {
            Thread.onSpinWait();
        }
    };

    long nanoTime();

    /** Waits about this long, or less (a park may end early). */
    void parkNanos(long nanos);

    /** One turn of a busy wait. */
    void onSpinWait();

    /** Parks until the deadline has passed (a park may end early: it parks again). */
    default void parkUntil(long deadline) {
        long wait;
        while ((wait = deadline - nanoTime()) > 0) {
            parkNanos(wait);
        }
    }
}
