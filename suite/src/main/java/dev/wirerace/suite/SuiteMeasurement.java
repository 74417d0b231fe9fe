package dev.wirerace.suite;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.engine.ClockGrain;
import dev.wirerace.engine.LoadModel;
import dev.wirerace.engine.ScenarioRunner;
import dev.wirerace.engine.Timing;
import dev.wirerace.engine.ledger.QuietHost;
import dev.wirerace.engine.ledger.WindowMeter;
import dev.wirerace.model.usage.YardstickReading;
import dev.wirerace.model.wire.Way;
import dev.wirerace.probes.JavaYardstick;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.function.Supplier;
import org.jboss.logging.Logger;

/**
 * The measuring part of a suite's run, into its RunRecord: every wire in this JVM (clients built and checked,
 * one warm-up pass over all wires, the plan's slots, disturbed rounds measured again), or each wire in a
 * fresh JVM of its own. What the run reaches and what it writes are the presentation-service's.
 */
public final class SuiteMeasurement {

    private static final Logger LOG = Logger.getLogger(SuiteMeasurement.class);

    private final RunPlan plan;
    private final Progress progress;
    private final ServedCalls counts;
    private final WindowMeter meter;
    private final WireOpener clients;
    private final ScenarioRunner runner;
    private final Supplier<Optional<YardstickReading>> serverYardstick;

    /**
     * @param serverYardstick reads the business-service's Java yardstick (its admin endpoint); empty when it cannot
     */
    public SuiteMeasurement(RunPlan plan, Progress progress, ServedCalls counts, WindowMeter meter, WireOpener clients,
            Supplier<Optional<YardstickReading>> serverYardstick) {
        this.plan = plan;
        this.progress = progress;
        this.counts = counts;
        this.meter = meter;
        this.clients = clients;
        this.runner = new ScenarioRunner(plan.load().callers());
        this.serverYardstick = serverYardstick;
    }

    /** Every wire in this JVM: all clients built, one warm-up pass over all wires, then the plan's slots. */
    public void inProcess(MeasurementPlan measurementPlan, Map<Way, List<Scenario>> byWay, WireWarmup wireWarmup,
            long seed, RunRecord record, AroundSlot aroundSlot) throws InterruptedException {
        Map<Way, OpenWire> opened = new LinkedHashMap<>();
        try {
            for (Map.Entry<Way, List<Scenario>> wire : byWay.entrySet()) {
                OpenWire open = OpenWire.open(wire.getKey(), wire.getValue(), clients, record);
                if (open != null) {
                    opened.put(wire.getKey(), open);
                }
            }
            YardstickReadings yardstick = new YardstickReadings(serverYardstick, record);
            yardstick.warm();
            long grain = ClockGrain.measure();
            record.clockGrainNanos = grain;
            Duration measuring = measurementPlan.expectedDuration();
            Duration laterForks = wireWarmup.budget().plus(measuring).multipliedBy(plan.forks().count() - plan.forks().index());
            progress.expectEndIn(wireWarmup.budget().plus(measuring).plus(laterForks));
            Map<Scenario, Integer> callsPerSample = new WarmUpPass(runner, progress, meter, counts).run(opened.values(),
                    wireWarmup, new Random(seed), grain, record);
            progress.expectEndIn(measuring.plus(laterForks));
            // the warm-up's garbage, collected before anything is measured; later collections fall on
            // whichever slots they fall on, spread over all scenarios like any other slow spell
            System.gc();
            RoundMeasurer measurer = new RoundMeasurer(runner, progress, counts, meter, plan);
            List<ScenarioParts> parts = measurementPlan.scenarios().stream()
                    .map(s -> new ScenarioParts(s, callsPerSample.getOrDefault(s, 1))).toList();
            List<MeasurementPlan.Slot> slots = measurementPlan.slots();
            for (int index = 0; index < slots.size(); index++) {
                MeasurementPlan.Slot slot = slots.get(index);
                ScenarioParts scenario = parts.get(slot.scenario());
                OpenWire wire = opened.get(scenario.scenario.way());
                if (wire == null) {
                    progress.finished();
                    continue;
                }
                yardstick.beforeSlot(index, slots.size());
                long slotStarted = System.nanoTime();
                try (AroundSlot.Guard around = aroundSlot.open(wire.wire(), index, slots.size(),
                        everyWay -> record.recoveries.addAll(RecoveryProbe.probe(everyWay ? opened.values() : List.of(wire))))) {
                    scenario.add(measurer.measure(wire, scenario, slot));
                }
                if (scenario.scenario.loadModel() != LoadModel.BATCH) {
                    record.roundsNanos += System.nanoTime() - slotStarted;
                }
                progress.finished();
            }
            yardstick.read();
            if (aroundSlot == AroundSlot.NOTHING && measurementPlan.remeasure()) {
                remeasure(measurer, parts, opened, slots.size(), measurementPlan.patience(), record);
            }
            for (ScenarioParts scenario : parts) {
                if (!scenario.isEmpty()) {
                    boolean steady = !record.unsteadyWires.contains(scenario.scenario.way().id());
                    record.results.add(scenario.result(record.histograms, histogramName(scenario.scenario), steady));
                }
            }
        } finally {
            for (OpenWire wire : opened.values()) {
                record.breakerTransitions.put(wire.way().id(), wire.breakerTransitions());
                wire.close();
            }
        }
    }

    /**
     * Disturbed and compiling rounds measured again (Remeasuring), with this fork's share of the run's patience;
     * what it waited recorded in the run.
     */
    private void remeasure(RoundMeasurer measurer, List<ScenarioParts> parts, Map<Way, OpenWire> opened, int slots,
            Duration patience, RunRecord record) throws InterruptedException {
        QuietHost host = QuietHost.watching(meter.serverPidHere(), plan.noise().othersLimit(), plan.noise().stealLimit());
        List<ScenarioParts> open = parts.stream().filter(p -> opened.containsKey(p.scenario.way())).toList();
        Remeasuring.Outcome outcome = new Remeasuring(host, System::nanoTime).run(open,
                (scenario, round) -> measurer.measure(opened.get(scenario.scenario.way()), scenario, round.slot()),
                patience, (int) Math.ceil(slots * plan.noise().remeasureShare()));
        record.addRemeasuring(patience, outcome.waits(), outcome.waitedNanos(), outcome.patienceSpent());
    }

    /** Each wire in its own fresh JVM, one after the other in the shuffled order; their runs merged here. */
    public void forked(Suite suite, Map<Way, List<Scenario>> byWay, Timing timing, WireWarmup wireWarmup,
            RunRecord record, ObjectMapper json) {
        for (Map.Entry<Way, List<Scenario>> entry : byWay.entrySet()) {
            Way way = entry.getKey();
            int scenarios = entry.getValue().size();
            progress.starting("fork: " + way.id());
            Duration planned = wireWarmup.budget().plus(timing.length().multipliedBy(scenarios));
            int steps = MeasurementPlan.of(suite, entry.getValue(), timing, 0).slots().size();
            try {
                ForkedWire.Result child = ForkedWire.run(suite, plan, way, planned.multipliedBy(2).plusSeconds(120), json);
                record.addFork(child.run(), child.histograms());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                record.failures.add("interrupted");
                return;
            } catch (Exception e) {
                LOG.errorf("%s: the fork failed: %s", way.id(), e.toString());
                record.failures.add(way.id() + ": the fork failed (" + e.getMessage() + ")");
            }
            for (int i = 0; i < steps; i++) {
                progress.finished();
            }
        }
    }

    private static String histogramName(Scenario scenario) {
        return scenario.describe().replaceAll("[^A-Za-z0-9]+", "-") + ".hlog";
    }
}
