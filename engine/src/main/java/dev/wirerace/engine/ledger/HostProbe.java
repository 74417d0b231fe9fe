package dev.wirerace.engine.ledger;

import dev.wirerace.engine.ClockGrain;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.locks.LockSupport;
import java.util.function.LongSupplier;

/**
 * The host alone, before a run starts anything: a few one-second looks at its steal and at other processes'
 * CPU (QuietHost's looks), the grain of its clock and how late a 1 ms park wakes up. What a run can hope for
 * is said before it starts rather than in its flags at the end.
 */
public final class HostProbe {

    /**
     * What the probe saw.
     *
     * @param seconds how long it looked
     * @param stealMean the hypervisor's steal, as a share of all CPUs' time, over all looks ({@code stealMax}: the
     *        worst look)
     * @param othersMean other processes' CPU, likewise ({@code othersMax}: the worst look)
     * @param clockGrainNanos the smallest step seen of System.nanoTime() (ClockGrain)
     * @param parkLateMicros how late a 1 ms park woke up, at the median of 50 (the timer's grain as a caller sees it)
     * @param outlook what the run can hope for, in one sentence
     */
    public record Reading(double seconds, Double stealMean, Double stealMax, Double othersMean, Double othersMax,
            long clockGrainNanos, double parkLateMicros, String outlook) {
    }

    /** The system property that hands a reading, as JSON, to the run that follows it. */
    public static final String PROPERTY = "wirerace.host-alone";

    static final int LOOKS = 5;

    private HostProbe() {
    }

    /** Five one-second looks at this machine with nothing of the run's started (the launcher's own CPU aside). */
    public static Reading probe(double othersLimit, double stealLimit) throws InterruptedException {
        LongSupplier ours = dev.wirerace.probes.ProcessCpuClock::nanos;
        List<Noise> looks = new ArrayList<>();
        long start = System.nanoTime();
        for (int i = 0; i < LOOKS; i++) {
            looks.add(QuietHost.look(ours, QuietHost.LOOK));
        }
        return reading((System.nanoTime() - start) / 1e9, looks, ClockGrain.measure(), parkLateMicros(),
                othersLimit, stealLimit);
    }

    /** What {@code looks} add up to, and the outlook they give against the noise guard's limits. */
    static Reading reading(double seconds, List<Noise> looks, long clockGrainNanos, double parkLateMicros,
            double othersLimit, double stealLimit) {
        double[] steal = looks.stream().filter(n -> n.stealShare() != null).mapToDouble(Noise::stealShare).toArray();
        double[] others = looks.stream().filter(n -> n.othersShare() != null).mapToDouble(Noise::othersShare).toArray();
        Double stealMean = steal.length == 0 ? null : Arrays.stream(steal).average().orElseThrow();
        Double stealMax = steal.length == 0 ? null : Arrays.stream(steal).max().orElseThrow();
        Double othersMean = others.length == 0 ? null : Arrays.stream(others).average().orElseThrow();
        Double othersMax = others.length == 0 ? null : Arrays.stream(others).max().orElseThrow();
        return new Reading(seconds, stealMean, stealMax, othersMean, othersMax, clockGrainNanos, parkLateMicros,
                outlook(seconds, stealMean, stealMax, othersMax, othersLimit, stealLimit));
    }

    static String outlook(double seconds, Double stealMean, Double stealMax, Double othersMax, double othersLimit,
            double stealLimit) {
        if (stealMax == null) {
            return "this host's CPU accounting cannot be read: no round can be checked for others' load";
        }
        List<String> load = new ArrayList<>();
        if (stealMax > stealLimit) {
            load.add(String.format(Locale.ROOT, "loses %.0f %% of its CPU to its hypervisor (up to %.0f %% in a second)",
                    100 * stealMean, 100 * stealMax));
        }
        if (othersMax != null && othersMax > othersLimit) {
            load.add(String.format(Locale.ROOT, "gives up to %.0f %% of its CPU to other processes", 100 * othersMax));
        }
        if (load.isEmpty()) {
            return String.format(Locale.ROOT, "the host is quiet (steal %.0f %%, others %.0f %% at most over %.0f s):"
                    + " rounds should pass the noise guard", 100 * stealMax, 100 * (othersMax == null ? 0 : othersMax),
                    seconds);
        }
        return "this host " + String.join(" and ", load) + " right now: expect disturbed rounds, measured again"
                + " once it is quiet, and the run to take longer";
    }

    /** The median lateness of 50 parks of 1 ms, in microseconds. */
    static double parkLateMicros() {
        long[] late = new long[50];
        for (int i = 0; i < late.length; i++) {
            long start = System.nanoTime();
            LockSupport.parkNanos(Duration.ofMillis(1).toNanos());
            late[i] = System.nanoTime() - start - Duration.ofMillis(1).toNanos();
        }
        Arrays.sort(late);
        return late[late.length / 2] / 1e3;
    }
}
