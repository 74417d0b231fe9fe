package dev.wirerace.suite;

import dev.wirerace.engine.Call;
import dev.wirerace.engine.ClockGrain;
import dev.wirerace.engine.LoadModel;
import dev.wirerace.engine.Measurement;
import dev.wirerace.engine.ScenarioRunner;
import dev.wirerace.engine.Timing;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;
import org.jboss.logging.Logger;

/**
 * How many calls each scenario times together (ClockGrain): for a closed loop, sized from the call's own pace
 * once it is warm; for a batch, its run; for a fixed rate, one.
 *
 * <p>The warm-up's pace alone is no measure of it: the warm-up times every call alone, and two clock reads
 * and a tally cost several times a local call. Groups sized from it were 4 to 20 times too small, of
 * different sizes from run to run (11 or 21 calls for local addOne), and the clock's step and the cost of
 * closing each group then moved the local wire's p50 by a third. So a call that might need groups is first
 * run for a moment in groups sized from the warm-up's pace, and the median group's mean per call, which
 * then carries that overhead only once per group, sizes its groups. Probe groups are kept that short on
 * purpose: with more workers than CPUs, a group longer than the scheduler's slice (0.75 ms) is mostly cut by
 * other workers' turns, and its median would measure them.
 */
final class GroupSizing {

    private static final Logger LOG = Logger.getLogger(GroupSizing.class);

    /** 10 ms unrecorded, then 40 ms of groups of about 2 µs or less: thousands of them. */
    private static final Timing PROBE = new Timing(Duration.ofMillis(10), 1, Duration.ofMillis(40),
            Duration.ofSeconds(5));

    private final ScenarioRunner runner;
    private final long grainNanos;

    GroupSizing(ScenarioRunner runner, long grainNanos) {
        this.runner = runner;
        this.grainNanos = grainNanos;
    }

    /**
     * Every scenario's calls per sample.
     *
     * @param throughputNanos per scenario, the wall time per call of all its workers together in the warm-up's
     *        last cycle: never more than a call's own time, so a call at or above a sample's span there needs no
     *        group
     */
    Map<Scenario, Integer> callsPerSample(Map<Scenario, Double> throughputNanos, Function<Scenario, Call> calls)
            throws InterruptedException {
        Map<Scenario, Integer> sizes = new HashMap<>();
        for (Map.Entry<Scenario, Double> entry : throughputNanos.entrySet()) {
            sizes.put(entry.getKey(), callsPerSample(entry.getKey(), entry.getValue(), calls));
        }
        return sizes;
    }

    private int callsPerSample(Scenario scenario, double throughputNanos, Function<Scenario, Call> calls)
            throws InterruptedException {
        if (scenario.loadModel() == LoadModel.BATCH) {
            return scenario.size(); // study 1's runs are timed whole (BatchRunner)
        }
        if (scenario.loadModel() != LoadModel.CLOSED || throughputNanos >= ClockGrain.sampleNanos(grainNanos)) {
            return 1;
        }
        Measurement probe = runner.run("group sizing " + scenario.describe(), calls.apply(scenario),
                scenario.concurrency(), LoadModel.CLOSED, 0, PROBE,
                ClockGrain.callsPerSample(grainNanos, throughputNanos));
        if (probe.counts().measured() == 0) {
            LOG.warnf("%s: no call succeeded while sizing its groups; its calls are timed alone",
                    scenario.describe());
        }
        return ClockGrain.callsPerSample(grainNanos, probe.latency().p50Micros() * 1_000);
    }
}
