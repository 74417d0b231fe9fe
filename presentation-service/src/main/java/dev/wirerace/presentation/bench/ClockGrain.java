package dev.wirerace.presentation.bench;

/**
 * The smallest step in which {@code System.nanoTime()} is seen to move here (20 ns on this VM: two reads
 * cost that much), and how many calls must be timed together for a latency sample to span many such steps.
 * A call of a few nanoseconds (a local {@code addOne}) timed alone reads as 40 or 50 ns, whichever of two
 * clock steps the median happens to fall on; timed in groups, each sample is the group's mean per call.
 */
public final class ClockGrain {

    /** A sample spans at least this many grains, so the clock's step moves a percentile by 2 % at most. */
    static final int GRAINS_PER_SAMPLE = 50;

    private ClockGrain() {
    }

    /** The smallest positive difference between two consecutive reads of the clock, over many tries. */
    public static long measure() {
        long smallest = Long.MAX_VALUE;
        for (int i = 0; i < 200_000; i++) {
            long difference = -System.nanoTime() + System.nanoTime();
            if (difference > 0 && difference < smallest) {
                smallest = difference;
            }
        }
        return smallest == Long.MAX_VALUE ? 1 : smallest;
    }

    /** 1 for calls long enough to time alone; else enough calls per sample to span the grains wanted. */
    public static int callsPerSample(long grainNanos, double meanCallNanos) {
        double wanted = (double) GRAINS_PER_SAMPLE * grainNanos;
        if (!(meanCallNanos > 0) || meanCallNanos >= wanted) {
            return 1;
        }
        return (int) Math.ceil(wanted / meanCallNanos);
    }
}
