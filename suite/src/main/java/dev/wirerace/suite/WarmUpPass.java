package dev.wirerace.suite;

import dev.wirerace.engine.ScenarioRunner;
import dev.wirerace.engine.SteadyState;
import dev.wirerace.engine.ledger.TierCost;
import dev.wirerace.engine.ledger.WindowCost;
import dev.wirerace.engine.ledger.WindowMeter;
import dev.wirerace.model.wire.Way;
import dev.wirerace.results.data.WireWarmupFigures;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.jboss.logging.Logger;

/** Warming up every open wire of a run until steady, before anything is measured. */
final class WarmUpPass {

    private static final Logger LOG = Logger.getLogger(WarmUpPass.class);

    /**
     * Every this many cycles of a wire (its first among them), the cycle is read as a measured round is: the
     * server's count before and after, and the sockets with both tiers' usage, which warms the harness's own
     * readers before the measured windows (a little less than reading them every cycle did:
     * docs/notebook/figures-you-can-act-on.md). The other cycles read only what steadiness needs, both tiers' usage:
     * the count reads and the two {@code ss} runs they skip took a third of the 4.6 s a 30 s pass spent outside
     * its calls here, time the slowest wire's warm-up needs more.
     */
    static final int FULL_READING_EVERY = 4;

    private final ScenarioRunner runner;
    private final Progress progress;
    private final WindowMeter meter;
    private final ServedCalls counts;

    WarmUpPass(ScenarioRunner runner, Progress progress, WindowMeter meter, ServedCalls counts) {
        this.runner = runner;
        this.progress = progress;
        this.meter = meter;
        this.counts = counts;
    }

    /**
     * The warm-up pass, in rounds like the measurement: each round runs one cycle of every wire still warming
     * (each of its scenarios for a share of the cycle), in a shuffled order, and a wire leaves once its
     * throughput is steady (SteadyState). Interleaved, either tier's JIT compiles one wire's code while the
     * others run. The pass ends when every wire is steady or its budget is spent; a wire still getting faster
     * then is marked so in the results. Each cycle reads both tiers' JIT time around it: SteadyState waits
     * for the compilers to fall quiet as well as for the throughput to stop moving. Meanwhile both tiers' JIT
     * compiler threads may use either tier's CPU (CompilerThreadAffinity); they are pinned back before this
     * returns. Returns how many calls each scenario must time together (GroupSizing).
     */
    Map<Scenario, Integer> run(Collection<OpenWire> wires, WireWarmup warmup, Random random,
            long grainNanos, RunRecord record) throws InterruptedException {
        Map<OpenWire, WarmingWire> warming = new LinkedHashMap<>();
        wires.forEach(wire -> warming.put(wire, new WarmingWire(warmup.leastCalls())));
        Map<Scenario, Double> throughputNanos = new HashMap<>();
        long deadline = System.nanoTime() + warmup.budget().toNanos();
        try (CompilerThreadAffinity lent = CompilerThreadAffinity.lend(tiersHere())) {
            cycles(warming, warmup, random, deadline, throughputNanos, record);
        }
        warming.forEach((wire, state) -> warmedUp(wire, state, record, progress));
        Map<Way, OpenWire> byWay = new HashMap<>();
        wires.forEach(wire -> byWay.put(wire.way(), wire));
        return new GroupSizing(runner, grainNanos).callsPerSample(throughputNanos,
                scenario -> byWay.get(scenario.way()).call(scenario));
    }

    /**
     * This JVM, and the business-service and the broker where they run on this machine (same kernel): whose
     * compilers may move. The broker shares the business-service's CPU, and warmed slowest of all in quick.
     */
    private List<Long> tiersHere() {
        List<Long> pids = new ArrayList<>(List.of(ProcessHandle.current().pid()));
        meter.serverPidHere().ifPresent(pids::add);
        meter.brokerPidHere().ifPresent(pids::add);
        return pids;
    }

    /** Cycles of every wire still warming, in shuffled rounds, until none is left or the deadline has passed. */
    private void cycles(Map<OpenWire, WarmingWire> warming, WireWarmup warmup, Random random, long deadline,
            Map<Scenario, Double> throughputNanos, RunRecord record) throws InterruptedException {
        while (!warming.isEmpty() && System.nanoTime() - deadline < 0) {
            List<OpenWire> round = new ArrayList<>(warming.keySet());
            Collections.shuffle(round, random);
            for (OpenWire wire : round) {
                if (System.nanoTime() - deadline >= 0) {
                    break;
                }
                Duration share = warmup.cycle().dividedBy(wire.scenarios().size());
                // the window reads both tiers' JIT time; now and then the count and the sockets as well, to warm
                // the harness's own readers, which would otherwise be compiled during the measured windows
                boolean fullReading = warming.get(wire).cycles() % FULL_READING_EVERY == 0;
                if (fullReading) {
                    counts.read(wire.scenarios().get(0));
                }
                WindowMeter.Window window = fullReading ? meter.open(wire.wire())
                        : meter.openWithoutSockets(wire.wire());
                long calls = 0;
                for (Scenario scenario : wire.scenarios()) {
                    progress.starting("warm-up: " + scenario.describe());
                    long done = runner.warmUp(scenario.describe(), wire.call(scenario), scenario.concurrency(), share);
                    throughputNanos.put(scenario, share.toNanos() / (double) done);
                    calls += done;
                }
                WindowCost cost = window.close(calls);
                if (fullReading) {
                    counts.read(wire.scenarios().get(0));
                }
                // the cycle's length is its window's: both clocks are read right around the calls
                SteadyState.Cycle cycle = new SteadyState.Cycle(calls, cost.nanos(), jitMillis(cost.client()),
                        jitMillis(cost.server()));
                if (warming.get(wire).cycle(cycle)) {
                    warmedUp(wire, warming.remove(wire), record, progress);
                }
            }
        }
    }

    /** A tier's JIT time in a window; null when it was not read or has no JIT (a native image). */
    private static Long jitMillis(TierCost tier) {
        return tier == null || tier.jitMillis() < 0 ? null : tier.jitMillis();
    }

    private static void warmedUp(OpenWire wire, WarmingWire warming, RunRecord record, Progress progress) {
        WireWarmupFigures figures = warming.figures();
        String outcome = warming.steady() ? "steady" : "NOT steady when the warm-up's time was up";
        LOG.infof("[warm-up, %s] %s: %d ms in %d cycles, %s", progress.timeLeft(), wire.way().id(),
                figures.millis(), figures.cycles(), outcome);
        record.wireWarmups.put(wire.way().id(), figures);
        if (!warming.steady()) {
            record.unsteadyWires.add(wire.way().id());
        }
    }
}
