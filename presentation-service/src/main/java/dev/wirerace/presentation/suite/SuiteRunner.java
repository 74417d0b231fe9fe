package dev.wirerace.presentation.suite;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.presentation.bench.BatchRunner;
import dev.wirerace.presentation.bench.Call;
import dev.wirerace.presentation.bench.ClockGrain;
import dev.wirerace.presentation.bench.FailureKind;
import dev.wirerace.presentation.bench.LoadModel;
import dev.wirerace.presentation.bench.Measurement;
import dev.wirerace.presentation.bench.ScenarioRunner;
import dev.wirerace.presentation.bench.Timing;
import dev.wirerace.presentation.client.BusinessTarget;
import dev.wirerace.presentation.client.PingPongClient;
import dev.wirerace.presentation.client.WireClient;
import dev.wirerace.presentation.client.WireClients;
import dev.wirerace.presentation.faults.FaultEvent;
import dev.wirerace.presentation.faults.FaultInjector;
import dev.wirerace.presentation.faults.FaultPlan;
import dev.wirerace.presentation.ledger.WindowCost;
import dev.wirerace.presentation.ledger.WindowMeter;
import dev.wirerace.presentation.network.NetworkCheck;
import dev.wirerace.presentation.results.FloorMultiples;
import dev.wirerace.presentation.results.ResultsStore;
import dev.wirerace.presentation.results.RunDocument;
import dev.wirerace.presentation.results.ScenarioResult;
import dev.wirerace.presentation.results.Seeds;
import dev.wirerace.presentation.wire.Wire;
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
    private final ScenarioRunner runner = new ScenarioRunner();

    public SuiteRunner(WireClients clients, ServerCounts counts, ResultsStore store, Progress progress,
            BenchConfig config, BusinessTarget target, RunEnvironment environment, ObjectMapper json,
            NetworkCheck networkCheck, FaultInjector faults, WindowMeter meter) {
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
        Instant started = Instant.now();
        Timing timing = suite.timing(config, target.callTimeout());
        WireWarmup wireWarmup = suite.wireWarmup(config);
        long seed = config.shuffleSeed().orElse(ThreadLocalRandom.current().nextLong());
        RunRecord record = new RunRecord();
        List<String> failures = record.failures;
        Map<Wire, List<Scenario>> byWire = shuffledByWire(suite.scenarios(config), seed);
        Map<String, Object> network = checkNetwork(failures);
        FaultPlan plan = suite == Suite.FAULTS ? faults.plan() : FaultPlan.NONE;
        List<FaultEvent> faultEvents = new CopyOnWriteArrayList<>();
        try {
            if (config.fork() && plan != FaultPlan.NONE) {
                failures.add("faults are injected in this JVM's runs only: drop --fork");
            } else if (config.fork()) {
                runForked(suite, byWire, timing, wireWarmup, record);
            } else {
                runInProcess(measurementPlan(suite, inOrder(byWire), timing, seed), byWire, wireWarmup, seed, record,
                        plan, faultEvents);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            failures.add("interrupted");
        } finally {
            progress.end();
        }
        List<ScenarioResult> scenarios = FloorMultiples.apply(record.results);
        RunDocument run = new RunDocument(RunDocument.KIND, runId, suite.id(), environment.mode(),
                environment.modeLabel(), environment.network(), failures.isEmpty() ? "completed" : "failed",
                failures.isEmpty() ? null : String.join("; ", failures), started.toString(), Instant.now().toString(),
                environment.gitCommit(), environment.versions(), environment.machine(),
                settings(suite, timing, wireWarmup, seed, record, network, plan, faultEvents), scenarios,
                Seeds.compare(scenarios), record.breakerTransitions);
        try {
            store.write(run, record.histograms);
        } catch (Exception e) {
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
    private void runInProcess(MeasurementPlan measurementPlan, Map<Wire, List<Scenario>> byWire,
            WireWarmup wireWarmup, long seed, RunRecord record, FaultPlan plan, List<FaultEvent> faultEvents)
            throws InterruptedException {
        Map<Wire, OpenWire> opened = new LinkedHashMap<>();
        try {
            for (Map.Entry<Wire, List<Scenario>> wire : byWire.entrySet()) {
                OpenWire open = open(wire.getKey(), wire.getValue(), record);
                if (open != null) {
                    opened.put(wire.getKey(), open);
                }
            }
            long grain = ClockGrain.measure();
            record.clockGrainNanos = grain;
            Map<Scenario, Integer> callsPerSample = warmUp(opened.values(), wireWarmup, new Random(seed), grain,
                    record);
            // the warm-up's garbage, collected before anything is measured; later collections fall on
            // whichever slots they fall on, spread over all scenarios like any other slow spell
            System.gc();
            List<ScenarioParts> parts = measurementPlan.scenarios().stream()
                    .map(s -> new ScenarioParts(s, callsPerSample.getOrDefault(s, 1))).toList();
            List<MeasurementPlan.Slot> slots = measurementPlan.slots();
            for (int index = 0; index < slots.size(); index++) {
                MeasurementPlan.Slot slot = slots.get(index);
                ScenarioParts scenario = parts.get(slot.scenario());
                OpenWire wire = opened.get(scenario.scenario.wire());
                if (wire == null) {
                    progress.finished();
                    continue;
                }
                try (var faulted = faults.during(plan, wire.wire(), index, slots.size(), faultEvents)) {
                    scenario.add(measure(wire, scenario, slot));
                }
                progress.finished();
            }
            if (plan == FaultPlan.NONE) {
                remeasureDisturbed(parts, opened, (int) Math.ceil(slots.size() * config.noiseRemeasureShare()));
            }
            for (ScenarioParts scenario : parts) {
                if (!scenario.isEmpty()) {
                    boolean steady = !record.unsteadyWires.contains(scenario.scenario.wire().id());
                    record.results.add(scenario.result(record.histograms, histogramName(scenario.scenario), steady));
                }
            }
        } finally {
            for (OpenWire wire : opened.values()) {
                record.breakerTransitions.put(wire.wire().id(), wire.breakerTransitions());
                wire.close();
            }
        }
    }

    /** Each wire in its own fresh JVM, one after the other in the shuffled order; their runs merged here. */
    private void runForked(Suite suite, Map<Wire, List<Scenario>> byWire, Timing timing, WireWarmup wireWarmup,
            RunRecord record) {
        for (Map.Entry<Wire, List<Scenario>> entry : byWire.entrySet()) {
            Wire wire = entry.getKey();
            int scenarios = entry.getValue().size();
            progress.starting("fork: " + wire.id());
            Duration planned = wireWarmup.budget().plus(timing.warmup().plus(timing.iteration().multipliedBy(
                    timing.iterations())).multipliedBy(scenarios));
            int steps = measurementPlan(suite, entry.getValue(), timing, 0).slots().size();
            try {
                ForkedWire.Result child = ForkedWire.run(suite, wire, planned.multipliedBy(2).plusSeconds(120), json);
                record.addFork(child.run(), child.histograms());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                record.failures.add("interrupted");
                return;
            } catch (Exception e) {
                LOG.errorf("%s: the fork failed: %s", wire.id(), e.toString());
                record.failures.add(wire.id() + ": the fork failed (" + e.getMessage() + ")");
            }
            for (int i = 0; i < steps; i++) {
                progress.finished();
            }
        }
    }

    /**
     * Builds the wire's client and makes one checked call outside any timed loop: the wire answers, and its
     * first-call cost is kept apart from the per-call figures. Null (and a recorded failure) if it cannot.
     */
    private OpenWire open(Wire wire, List<Scenario> scenarios, RunRecord record) {
        OpenWire open = null;
        try {
            open = wire.reach() == Wire.Reach.FLOOR ? new OpenWire(wire, scenarios, null, clients.openFloor(wire))
                    : new OpenWire(wire, scenarios, clients.open(wire), null);
            long start = System.nanoTime();
            open.call(scenarios.get(0)).invoke(-1);
            record.firstCallMicros.put(wire.id(), (System.nanoTime() - start) / 1_000);
            return open;
        } catch (Exception e) {
            LOG.errorf("%s: the client could not be built or its first call failed: %s", wire.id(), e.toString());
            record.failures.add(wire.id() + ": no working client (" + e.getMessage() + ")");
            if (open != null) {
                open.close();
            }
            return null;
        }
    }

    /**
     * The warm-up pass, in rounds like the measurement: each round runs one cycle of every wire still warming
     * (each of its scenarios for a share of the cycle), in a shuffled order, and a wire leaves once its
     * throughput is steady (SteadyState). Interleaved, either tier's JIT compiles one wire's code while the
     * others run. The pass ends when every wire is steady or its budget is spent; a wire still getting faster
     * then is marked so in the results. Returns how many calls each scenario must time together (GroupSizing).
     */
    private Map<Scenario, Integer> warmUp(Collection<OpenWire> wires, WireWarmup warmup, Random random,
            long grainNanos, RunRecord record) throws InterruptedException {
        Map<OpenWire, WarmingWire> warming = new LinkedHashMap<>();
        wires.forEach(wire -> warming.put(wire, new WarmingWire(warmup.leastCalls())));
        Map<Scenario, Double> throughputNanos = new HashMap<>();
        long deadline = System.nanoTime() + warmup.budget().toNanos();
        while (!warming.isEmpty() && System.nanoTime() - deadline < 0) {
            List<OpenWire> round = new ArrayList<>(warming.keySet());
            Collections.shuffle(round, random);
            for (OpenWire wire : round) {
                if (System.nanoTime() - deadline >= 0) {
                    break;
                }
                long cycleStarted = System.nanoTime();
                Duration share = warmup.cycle().dividedBy(wire.scenarios().size());
                long calls = 0;
                for (Scenario scenario : wire.scenarios()) {
                    progress.starting("warm-up: " + scenario.describe());
                    long done = runner.warmUp(scenario.describe(), wire.call(scenario), scenario.concurrency(), share);
                    throughputNanos.put(scenario, share.toNanos() / (double) done);
                    calls += done;
                }
                if (warming.get(wire).cycle(calls, System.nanoTime() - cycleStarted)) {
                    warmedUp(wire, warming.remove(wire), record);
                }
            }
        }
        warming.forEach((wire, state) -> warmedUp(wire, state, record));
        Map<Wire, OpenWire> byWire = new HashMap<>();
        wires.forEach(wire -> byWire.put(wire.wire(), wire));
        return new GroupSizing(runner, grainNanos).callsPerSample(throughputNanos,
                scenario -> byWire.get(scenario.wire()).call(scenario));
    }

    private static void warmedUp(OpenWire wire, WarmingWire warming, RunRecord record) {
        Map<String, Object> figures = warming.figures();
        String outcome = warming.steady() ? "steady" : "still getting faster when the warm-up's time was up";
        LOG.infof("warm-up of %s: %d ms in %d cycles, %s", wire.wire().id(), figures.get("millis"),
                figures.get("cycles"), outcome);
        record.wireWarmups.put(wire.wire().id(), figures);
        if (!warming.steady()) {
            record.unsteadyWires.add(wire.wire().id());
        }
    }

    /**
     * Measures one slot: a round's iteration of a scenario, or all of it; the server's count read around it,
     * and around that the cost ledger's window (WindowMeter), whose noise decides whether it was disturbed.
     */
    private ScenarioParts.Round measure(OpenWire wire, ScenarioParts parts, MeasurementPlan.Slot slot)
            throws InterruptedException {
        Scenario scenario = parts.scenario;
        String name = slot.rounds() > 1 ? scenario.describe() + " round " + slot.round() + "/" + slot.rounds()
                : scenario.describe();
        progress.starting(name);
        Call call = wire.call(scenario);
        Long before = counts.read(scenario);
        WindowMeter.Window window = meter.open(wire.wire());
        Measurement measurement = scenario.loadModel() == LoadModel.BATCH
                ? new BatchRunner().run(call, scenario.size(), batchRuns(scenario.size()))
                : runner.run(scenario.describe(), call, scenario.concurrency(), scenario.loadModel(),
                        scenario.ratePerSecond(), slot.timing(), parts.callsPerSample);
        WindowCost cost = window.close(measurement.made());
        Long served = ServerCounts.delta(before, counts.read(scenario));
        boolean disturbed = cost.noise().over(config.noiseOthersLimit(), config.noiseStealLimit());
        Progress.State state = progress.state();
        String step = state.done() < state.total() ? "[" + (state.done() + 1) + "/" + state.total() + "]" : "[again]";
        LOG.infof("%s %-52s %10.0f ops/s  p50 %8.1f µs  p99 %8.1f µs  errors %d%s", step, name,
                measurement.opsPerSecond(), measurement.p50Micros(),
                measurement.p99Micros(), measurement.failureCount(), disturbed ? "  DISTURBED " + cost.noise() : "");
        return new ScenarioParts.Round(slot, measurement, served, cost, disturbed);
    }

    /**
     * The noise guard's second chance: every round still disturbed is measured again, at most twice and
     * within the run's budget of re-measured rounds; ScenarioParts keeps the quieter try.
     */
    private void remeasureDisturbed(List<ScenarioParts> parts, Map<Wire, OpenWire> opened, int budget)
            throws InterruptedException {
        int left = budget;
        for (int attempt = 1; attempt <= 2 && left > 0; attempt++) {
            for (ScenarioParts scenario : parts) {
                OpenWire wire = opened.get(scenario.scenario.wire());
                for (ScenarioParts.Round round : wire == null ? List.<ScenarioParts.Round>of() : scenario.disturbed()) {
                    if (left-- <= 0) {
                        break;
                    }
                    scenario.add(measure(wire, scenario, round.slot()));
                }
            }
        }
    }

    /**
     * A wire whose client is built: a business client or, for a floor, a ping-pong client. A class, not a
     * record: it is a map key, and its kept batch calls must not change its identity.
     */
    private static final class OpenWire {

        private final Wire wire;
        private final List<Scenario> scenarios;
        private final WireClient client;
        private final PingPongClient floor;
        /** Each study 1 batch's one call copy, kept from the warm-up to its runs. */
        private final Map<Scenario, Call> batchCalls = new ConcurrentHashMap<>();

        OpenWire(Wire wire, List<Scenario> scenarios, WireClient client, PingPongClient floor) {
            this.wire = wire;
            this.scenarios = scenarios;
            this.client = client;
            this.floor = floor;
        }

        Wire wire() {
            return wire;
        }

        List<Scenario> scenarios() {
            return scenarios;
        }

        /**
         * A fresh call copy (CallCopies), except for batches: study 1 timed runs of a call its JVM had
         * warmed, and a fresh copy per slot made runs of 10 to 1,000 local calls time a copy still being
         * compiled (0.03 to 0.05 µs a call, against 0.005 warm).
         */
        Call call(Scenario scenario) {
            if (scenario.loadModel() == LoadModel.BATCH) {
                return batchCalls.computeIfAbsent(scenario, this::copy);
            }
            return copy(scenario);
        }

        private Call copy(Scenario scenario) {
            return floor != null ? ScenarioCalls.floor(scenario, floor) : ScenarioCalls.of(scenario, client);
        }

        List<String> breakerTransitions() {
            return client == null ? List.of() : WireClients.breakerTransitions(client);
        }

        void close() {
            try {
                if (client != null) {
                    client.close();
                }
                if (floor != null) {
                    floor.close();
                }
            } catch (Exception e) {
                LOG.warnf("closing the %s client failed: %s", wire.id(), e.toString());
            }
        }
    }

    /** Study 1 made 30 runs of each size; runs of 100,000 calls are kept to 3 (a minute over HTTP here). */
    static int batchRuns(int callsPerRun) {
        return callsPerRun >= 100_000 ? 3 : 30;
    }

    private static List<Scenario> inOrder(Map<Wire, List<Scenario>> byWire) {
        return byWire.values().stream().flatMap(List::stream).toList();
    }

    private static Map<Wire, List<Scenario>> shuffledByWire(List<Scenario> scenarios, long seed) {
        Map<Wire, List<Scenario>> byWire = new LinkedHashMap<>();
        scenarios.forEach(s -> byWire.computeIfAbsent(s.wire(), w -> new ArrayList<>()).add(s));
        List<Wire> order = new ArrayList<>(byWire.keySet());
        Collections.shuffle(order, new Random(seed));
        Map<Wire, List<Scenario>> shuffled = new LinkedHashMap<>();
        order.forEach(wire -> shuffled.put(wire, byWire.get(wire)));
        return shuffled;
    }

    private Map<String, Object> settings(Suite suite, Timing timing, WireWarmup wireWarmup, long seed,
            RunRecord record, Map<String, Object> network, FaultPlan plan, List<FaultEvent> faultEvents) {
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("wireWarmupMillis", wireWarmup.least().toMillis());
        settings.put("warmupBudgetMillis", wireWarmup.budget().toMillis());
        settings.put("wireWarmupLeastCalls", wireWarmup.leastCalls());
        settings.put("wireWarmups", record.wireWarmups);
        settings.put("warmupMillis", timing.warmup().toMillis());
        settings.put("iterations", timing.iterations());
        settings.put("iterationMillis", timing.iteration().toMillis());
        settings.put("shuffleSeed", seed);
        settings.put("measurementOrder", MeasurementPlan.describe(interleaved(suite), timing));
        settings.put("callTimeoutMillis", target.callTimeout().toMillis());
        settings.put("loadModel", config.model().id());
        settings.put("forkPerWire", config.fork());
        settings.put("batchRuns", "30 runs per batch size, 3 for 100,000 calls");
        if (config.model() == LoadModel.FIXED_RATE) {
            settings.put("ratePerSecond", config.rate().orElse(1_000));
        }
        settings.put("faultTolerance", "timeout " + target.callTimeout().toMillis()
                + " ms, circuit breaker (20 calls, 50%, 2 s), bulkhead " + WireClients.MAX_CONCURRENT_CALLS + ", no retry");
        settings.put("businessHost", target.host());
        settings.put("cpuAffinity", environment.cpuAffinity());
        settings.put("networkCheck", network);
        settings.put("faultPlan", plan.id());
        settings.put("faultEvents", List.copyOf(faultEvents));
        settings.put("firstCallMicros", record.firstCallMicros);
        settings.put("clockGrainNanos", record.clockGrainNanos);
        settings.put("jvmArguments", ManagementFactory.getRuntimeMXBean().getInputArguments());
        settings.put("noiseGuard", Map.of("othersCpuShareLimit", config.noiseOthersLimit(), "stealShareLimit",
                config.noiseStealLimit(), "remeasureShare", config.noiseRemeasureShare(), "remeasuredRounds",
                record.results.stream().filter(r -> r.trust() != null).mapToInt(r -> r.trust().remeasuredRounds()).sum()));
        settings.put("failureKinds", List.of(FailureKind.values()).stream().map(FailureKind::field).toList());
        return settings;
    }

    private static String histogramName(Scenario scenario) {
        return scenario.describe().replaceAll("[^A-Za-z0-9]+", "-") + ".hlog";
    }

}
