package dev.wirerace.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.commons.math3.distribution.NormalDistribution;

/**
 * Decides when a warm-up is over, from what actually settles: the JIT compilers of both tiers and the
 * throughput of the warm-up's cycles (cycles of equal length, each fed in with its calls and each tier's JIT
 * time). Steady once, over the last {@value #WINDOW} cycles,
 * <ul>
 * <li>every cycle completed calls (a wire that answers nothing is never steady);</li>
 * <li>the throughput shows no trend: Mann–Kendall's test finds none at {@value #TREND_ALPHA} one-sided in
 * either direction, and Sen's slope (the median of the pairwise slopes, which one slow spell cannot drag)
 * moves the throughput by at most {@value #DRIFT_LIMIT} of its median across the window;</li>
 * <li>in the last cycle neither tier's JIT spent more than {@value #QUIET_JIT_SHARE} of the cycle compiling
 * (a tier that does not report JIT time is not held back);</li>
 * <li>and at least a least number of calls were made (see WireWarmup).</li>
 * </ul>
 *
 * <p>Why these tests: this host's cycles wander by ±10 to 20 % with nothing warming up, so "no cycle beat the
 * last by 5 %" is passed or failed by chance, and a slower cycle says nothing. A trend across several cycles
 * is what warming up looks like (a rise), and what a leak or a growing queue looks like (a fall); both fail.
 * Compilation is the cause of most of the rise and is counted directly, by both JVMs. Only the last cycle's
 * compilation counts: long after a wire has settled, either JVM still compiles now and then (a recompilation,
 * another wire's code on the shared server), and waiting for two quiet cycles in a row doubled the warm-up
 * here without changing a figure.
 */
public final class SteadyState {

    /** Cycles the trend test looks at. */
    public static final int WINDOW = 5;
    static final double QUIET_JIT_SHARE = 0.05;
    static final double TREND_ALPHA = 0.05;
    static final double DRIFT_LIMIT = 0.20;
    private static final double TREND_Z = new NormalDistribution().inverseCumulativeProbability(1 - TREND_ALPHA);

    /**
     * One warm-up cycle.
     *
     * @param clientJitMillis the calling tier's JIT compilation time during the cycle; null where unknown
     * @param serverJitMillis the serving tier's likewise (null for in-process wires and native images)
     */
    public record Cycle(long calls, long nanos, Long clientJitMillis, Long serverJitMillis) {

        double callsPerSecond() {
            return nanos > 0 ? calls * 1e9 / nanos : 0;
        }

        boolean jitQuiet() {
            double limit = QUIET_JIT_SHARE * nanos / 1e6;
            return (clientJitMillis == null || clientJitMillis <= limit)
                    && (serverJitMillis == null || serverJitMillis <= limit);
        }
    }

    private final long leastCalls;
    private final List<Cycle> cycles = new ArrayList<>();
    private long calls;

    /** @param leastCalls calls to make before steadiness counts at all (see WireWarmup) */
    public SteadyState(long leastCalls) {
        this.leastCalls = leastCalls;
    }

    /** Records one cycle; true once the warm-up is steady. */
    public boolean add(Cycle cycle) {
        cycles.add(cycle);
        calls += cycle.calls();
        return steady();
    }

    public boolean steady() {
        if (cycles.size() < WINDOW || calls < leastCalls) {
            return false;
        }
        List<Cycle> window = cycles.subList(cycles.size() - WINDOW, cycles.size());
        if (window.stream().anyMatch(c -> c.calls() == 0)) {
            return false;
        }
        if (!window.get(WINDOW - 1).jitQuiet()) {
            return false;
        }
        double[] rates = window.stream().mapToDouble(Cycle::callsPerSecond).toArray();
        return !trending(rates) && Math.abs(drift(rates)) <= DRIFT_LIMIT;
    }

    /** Mann–Kendall: a rise or a fall significant at TREND_ALPHA (normal approximation, continuity corrected). */
    static boolean trending(double[] values) {
        int n = values.length;
        int s = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                s += Double.compare(values[j], values[i]);
            }
        }
        double sd = Math.sqrt(n * (n - 1) * (2.0 * n + 5) / 18.0);
        return (Math.abs(s) - 1) / sd > TREND_Z;
    }

    /** Sen's slope times the window's span, over the window's median: how far the throughput moved across it. */
    static double drift(double[] values) {
        int n = values.length;
        double[] slopes = new double[n * (n - 1) / 2];
        int k = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                slopes[k++] = (values[j] - values[i]) / (j - i);
            }
        }
        double median = median(values.clone());
        return median > 0 ? median(slopes) * (n - 1) / median : 0;
    }

    private static double median(double[] values) {
        Arrays.sort(values);
        int n = values.length;
        return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
    }

    public int cycles() {
        return cycles.size();
    }

    /** The cycles so far, for the results: a reader can judge "steady" from the same figures. */
    public List<Cycle> history() {
        return List.copyOf(cycles);
    }
}
