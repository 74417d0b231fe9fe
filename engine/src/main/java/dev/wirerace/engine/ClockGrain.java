package dev.wirerace.engine;

/**
 * The smallest step in which {@code System.nanoTime()} is seen to move here (10 to 20 ns on this VM: two
 * reads cost that much), and how many calls must be timed together for a latency sample to span many such
 * steps. A call of a few nanoseconds (a local {@code addOne}) timed alone reads as 40 or 50 ns, whichever of
 * two clock steps the median happens to fall on; timed in groups, each sample is the group's mean per call.
 */
public final class ClockGrain {

    /** A sample spans at least this many grains, so the clock's step moves a percentile by 1 % at most. */
    static final int GRAINS_PER_SAMPLE = 100;

    /**
     * And at least this long, whatever grain this JVM saw: the clock read and the tally that close each group
     * (some 20 to 30 ns) then add 1 to 2 % to its mean per call, the same share in every run.
     */
    static final long LEAST_SAMPLE_NANOS = 2_000;

    private ClockGrain() {
    }

    /**
     * The smallest positive difference between two consecutive reads of the clock, over many tries.
     *
     * @throws IllegalStateException when the clock never moved between two reads: no grain was measured
     */
    public static long measure() {
        long smallest = Long.MAX_VALUE;
        for (int i = 0; i < 200_000; i++) {
            long difference = -System.nanoTime() + System.nanoTime();
            if (difference > 0 && difference < smallest) {
                smallest = difference;
            }
        }
        if (smallest == Long.MAX_VALUE) {
            throw new IllegalStateException("System.nanoTime() never moved in 200,000 pairs of reads");
        }
        return smallest;
    }

    /** How long a sample must span. */
    public static long sampleNanos(long grainNanos) {
        return Math.max(GRAINS_PER_SAMPLE * grainNanos, LEAST_SAMPLE_NANOS);
    }

    /** 1 for calls long enough to time alone; else enough calls per sample to span {@link #sampleNanos}. */
    public static int callsPerSample(long grainNanos, double callNanos) {
        double wanted = sampleNanos(grainNanos);
        if (!(callNanos > 0) || callNanos >= wanted) {
            return 1;
        }
        return (int) Math.ceil(wanted / callNanos);
    }
}
