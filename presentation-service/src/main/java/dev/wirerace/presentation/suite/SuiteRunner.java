package dev.wirerace.presentation.suite;

import dev.wirerace.presentation.run.Scenario;
import dev.wirerace.presentation.run.Progress;
import dev.wirerace.presentation.run.RunEnvironment;
import dev.wirerace.core.BusinessWork;
import dev.wirerace.model.wire.Way;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.engine.BatchRunner;
import dev.wirerace.engine.Call;
import dev.wirerace.engine.ClockGrain;
import dev.wirerace.engine.FailureKind;
import dev.wirerace.engine.LoadModel;
import dev.wirerace.engine.Measurement;
import dev.wirerace.engine.ScenarioRunner;
import dev.wirerace.engine.Timing;
import dev.wirerace.model.usage.HostDescription;
import dev.wirerace.presentation.client.BusinessAdmin;
import dev.wirerace.presentation.client.BusinessTarget;
import dev.wirerace.presentation.client.PingPongClient;
import dev.wirerace.presentation.client.WireClient;
import dev.wirerace.presentation.client.WireClients;
import dev.wirerace.presentation.references.ReferenceLoads;
import dev.wirerace.results.FaultEvent;
import dev.wirerace.results.ReferenceResult;
import dev.wirerace.results.RunSettings;
import dev.wirerace.presentation.faults.FaultInjector;
import dev.wirerace.presentation.faults.FaultPlan;
import dev.wirerace.engine.ledger.WindowCost;
import dev.wirerace.engine.ledger.WindowMeter;
import dev.wirerace.presentation.network.NetworkCheck;
import dev.wirerace.results.FloorMultiples;
import dev.wirerace.results.ResultsStore;
import dev.wirerace.results.RunDocument;
import dev.wirerace.results.ScenarioResult;
import dev.wirerace.results.PublishedFigures;
import jakarta.enterprise.context.ApplicationScoped;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ThreadLocalRandom;
import org.HdrHistogram.Histogram;
import org.jboss.logging.Logger;

/**
 * Runs a suite: every wire's client built once, a warm-up pass over all wires, then the measurement in the
 * order of a {@link MeasurementPlan}, the server's call count read around every measured slot; then floor
 * multiples, the studies' figures, and the results written. One run at a time.
 */
@ApplicationScoped
public class SuiteRunner {

    private static final Logger LOG = Logger.getLogger(SuiteRunner.class);

    private final WireClients clients;
    private final ServerCounts counts;
    private final ResultsStore store;
    private final Progress progress;
    private final BenchConfig config;
    private final BusinessTarget target;
    private final RunEnvironment environment;
    private final ObjectMapper json;
    private final NetworkCheck networkCheck;
    private final FaultInjector faults;
    private final WindowMeter meter;
    private final BusinessAdmin admin;
    private final ReferenceLoads referenceLoads;
    private final BusinessWork work;
    private final ScenarioRunner runner = new ScenarioRunner();

    public SuiteRunner(WireClients clients, ServerCounts counts, ResultsStore store, Progress progress,
            BenchConfig config, BusinessTarget target, RunEnvironment environment, ObjectMapper json,
            NetworkCheck networkCheck, FaultInjector faults, WindowMeter meter, BusinessAdmin admin,
            ReferenceLoads referenceLoads, BusinessWork work) {
        this.work = work;
        this.admin = admin;
        this.referenceLoads = referenceLoads;
        this.json = json;
        this.meter = meter;
        this.networkCheck = networkCheck;
        this.faults = faults;
        this.clients = clients;
        this.counts = counts;
        this.store = store;
        this.progress = progress;
        this.config = config;
        this.target = target;
        this.environment = environment;
    }

    /** Claims the run slot and names the run; null when another run is going. */
    public String claim(Suite suite) {
        String runId = ResultsStore.newRunId(suite.id(), environment.mode());
        Timing timing = suite.timing(config, target.callTimeout());
        int steps = measurementPlan(suite, suite.scenarios(config), timing, 0).slots().size();
        return progress.begin(suite.id(), runId, steps) ? runId : null;
    }

    /** Interleaved rounds, except for the faults suite, whose fault plan acts on one scenario's timeline. */
    private static MeasurementPlan measurementPlan(Suite suite, List<Scenario> scenarios, Timing timing, long seed) {
        return MeasurementPlan.of(scenarios, timing, interleaved(suite), seed);
    }

    private static boolean interleaved(Suite suite) {
        return suite != Suite.FAULTS;
    }

    /**
     * Runs a claimed suite to the end and writes its results, whatever fails on the way: every wire's
     * client is built and checked first, then a warm-up pass over all wires brings both tiers' JIT to a
     * steady state, then the plan's slots are measured.
     */
    public RunDocument run(Suite suite, String runId) {
        return progress.endAfter(() -> measureAndWrite(suite, runId));
    }

    private RunDocument measureAndWrite(Suite suite, String runId) {
        Instant started = Instant.now();
        Timing timing = suite.timing(config, target.callTimeout());
        WireWarmup wireWarmup = suite.wireWarmup(config);
        long seed = config.shuffleSeed().orElse(ThreadLocalRandom.current().nextLong());
        RunRecord record = new RunRecord();
        List<String> failures = record.failures;
        Map<Way, List<Scenario>> byWay = shuffledByWay(suite.scenarios(config), seed);
        Map<String, Object> network = checkNetwork(failures);
        FaultPlan plan = suite == Suite.FAULTS ? faults.plan() : FaultPlan.NONE;
        List<FaultEvent> faultEvents = new CopyOnWriteArrayList<>();
        List<ReferenceResult> references = List.of();
        try {
            if (config.fork() && plan != FaultPlan.NONE) {
                failures.add("faults are injected in this JVM's runs only: drop --fork");
            } else if (config.fork()) {
                runForked(suite, byWay, timing, wireWarmup, record);
            } else {
                runInProcess(measurementPlan(suite, inOrder(byWay), timing, seed), byWay, wireWarmup, seed, record,
                        plan, faultEvents);
            }
            if (config.references()) {
                references = referenceLoads.measure(inOrder(byWay), timing, failures);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            failures.add("interrupted");
        }
        List<ScenarioResult> scenarios = FloorMultiples.apply(record.results);
        RunDocument run = new RunDocument(RunDocument.KIND, runId, suite.id(), environment.mode(),
                environment.modeLabel(), environment.network(), failures.isEmpty() ? "completed" : "failed",
                failures.isEmpty() ? null : String.join("; ", failures), started.toString(), Instant.now().toString(),
                environment.gitCommit(), environment.versions(), environment.machine(),
                settings(suite, timing, wireWarmup, seed, record, network, plan, faultEvents), scenarios,
                PublishedFigures.compare(scenarios), record.breakerTransitions,
                new RunDocument.Hosts(HostDescription.ofThisProcess(), admin.host().orElse(null)), references,
                List.copyOf(record.recoveries));
        try {
            store.write(run, record.histograms);
        } catch (Exception | LinkageError e) { // LinkageError: a native image's missing reflection metadata
            LOG.errorf(e, "could not write the results of %s", runId);
        }
        return run;
    }

    /**
     * The link's check (does the proxy add what the profile says?) before anything is measured; a link
     * that fails it fails the run. Its figures go into the settings.
     */
    private Map<String, Object> checkNetwork(List<String> failures) {
        try {
            NetworkCheck.Result check = networkCheck.verify();
            if (!check.ok()) {
                failures.add("network check: the link adds less than its profile says " + check.figures());
            }
            return check.figures();
        } catch (Exception e) {
            failures.add("network check could not run: " + e.getMessage());
            return Map.of("error", String.valueOf(e.getMessage()));
        }
    }

    /** Every wire in this JVM: all clients built, one warm-up pass over all wires, then the plan's slots. */
    private void runInProcess(MeasurementPlan measurementPlan, Map<Way, List<Scenario>> byWay,
            WireWarmup wireWarmup, long seed, RunRecord record, FaultPlan plan, List<FaultEvent> faultEvents)
            throws InterruptedException {
        Map<Way, OpenWire> opened = new LinkedHashMap<>();
        try {
            for (Map.Entry<Way, List<Scenario>> wire : byWay.entrySet()) {
                OpenWire open = OpenWire.open(wire.getKey(), wire.getValue(), clients, record);
                if (open != null) {
                    opened.put(wire.getKey(), open);
                }
            }
            long grain = ClockGrain.measure();
            record.clockGrainNanos = grain;
            Duration measuring = measurementPlan.expectedDuration();
            Duration laterForks = wireWarmup.budget().plus(measuring).multipliedBy(config.forks() - config.forkIndex());
            progress.expectEndIn(wireWarmup.budget().plus(measuring).plus(laterForks));
            Map<Scenario, Integer> callsPerSample = new WarmUpPass(runner, progress, meter, counts).run(opened.values(),
                    wireWarmup, new Random(seed), grain, record);
            progress.expectEndIn(measuring.plus(laterForks));
            // the warm-up's garbage, collected before anything is measured; later collections fall on
            // whichever slots they fall on, spread over all scenarios like any other slow spell
            System.gc();
            RoundMeasurer measurer = new RoundMeasurer(runner, progress, counts, meter, config);
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
                long slotStarted = System.nanoTime();
                try (var faulted = faults.during(plan, wire.wire(), index, slots.size(), faultEvents,
                        everyWay -> record.recoveries.addAll(RecoveryProbe.probe(everyWay ? opened.values() : List.of(wire))))) {
                    scenario.add(measurer.measure(wire, scenario, slot));
                }
                if (scenario.scenario.loadModel() != LoadModel.BATCH) {
                    record.roundsNanos += System.nanoTime() - slotStarted;
                }
                progress.finished();
            }
            if (plan == FaultPlan.NONE) {
                measurer.remeasureDisturbed(parts, opened, (int) Math.ceil(slots.size() * config.noiseRemeasureShare()));
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

    /** Each wire in its own fresh JVM, one after the other in the shuffled order; their runs merged here. */
    private void runForked(Suite suite, Map<Way, List<Scenario>> byWay, Timing timing, WireWarmup wireWarmup,
            RunRecord record) {
        for (Map.Entry<Way, List<Scenario>> entry : byWay.entrySet()) {
            Way way = entry.getKey();
            int scenarios = entry.getValue().size();
            progress.starting("fork: " + way.id());
            Duration planned = wireWarmup.budget().plus(timing.warmup().plus(timing.iteration().multipliedBy(
                    timing.iterations())).multipliedBy(scenarios));
            int steps = measurementPlan(suite, entry.getValue(), timing, 0).slots().size();
            try {
                ForkedWire.Result child = ForkedWire.run(suite, way, planned.multipliedBy(2).plusSeconds(120), json);
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

    /** Study 1 made 30 runs of each size; runs of 100,000 calls are kept to 3 (a minute over HTTP here). */
    static int batchRuns(int callsPerRun) {
        return callsPerRun >= 100_000 ? 3 : 30;
    }

    private static List<Scenario> inOrder(Map<Way, List<Scenario>> byWay) {
        return byWay.values().stream().flatMap(List::stream).toList();
    }

    private static Map<Way, List<Scenario>> shuffledByWay(List<Scenario> scenarios, long seed) {
        Map<Way, List<Scenario>> byWay = new LinkedHashMap<>();
        scenarios.forEach(s -> byWay.computeIfAbsent(s.way(), w -> new ArrayList<>()).add(s));
        List<Way> order = new ArrayList<>(byWay.keySet());
        Collections.shuffle(order, new Random(seed));
        Map<Way, List<Scenario>> shuffled = new LinkedHashMap<>();
        order.forEach(way -> shuffled.put(way, byWay.get(way)));
        return shuffled;
    }

    private RunSettings settings(Suite suite, Timing timing, WireWarmup wireWarmup, long seed, RunRecord record,
            Map<String, Object> network, FaultPlan plan, List<FaultEvent> faultEvents) {
        int remeasured = record.results.stream().filter(r -> r.trust() != null).mapToInt(r -> r.trust().remeasuredRounds())
                .sum();
        return new RunSettings(wireWarmup.least().toMillis(), wireWarmup.budget().toMillis(),
                (long) wireWarmup.leastCalls(), record.wireWarmups, timing.warmup().toMillis(), timing.iterations(),
                timing.iteration().toMillis(), seed, MeasurementPlan.describe(interleaved(suite), timing),
                target.callTimeout().toMillis(), config.model().id(), config.fork(),
                "30 runs per batch size, 3 for 100,000 calls",
                config.model() == LoadModel.FIXED_RATE ? config.rate().orElse(1_000) : null,
                WireClients.guardDescription(target.callTimeout()), target.host(),
                environment.cpuAffinity(), network, plan.id(), List.copyOf(faultEvents), record.firstCallMicros,
                record.clockGrainNanos, ManagementFactory.getRuntimeMXBean().getInputArguments(),
                new RunSettings.NoiseGuard(config.noiseOthersLimit(), config.noiseStealLimit(),
                        config.noiseRemeasureShare(), remeasured),
                List.of(FailureKind.values()).stream().map(FailureKind::field).toList(), work.nanos(),
                config.forks() > 1 ? config.forkIndex() : null, config.forks() > 1 ? config.forks() : null, null,
                record.roundsNanos / 1_000_000, null);
    }

    private static String histogramName(Scenario scenario) {
        return scenario.describe().replaceAll("[^A-Za-z0-9]+", "-") + ".hlog";
    }

}
