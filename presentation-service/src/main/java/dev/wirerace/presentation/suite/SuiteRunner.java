package dev.wirerace.presentation.suite;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.presentation.bench.BatchRunner;
import dev.wirerace.presentation.bench.Call;
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
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ThreadLocalRandom;
import org.HdrHistogram.Histogram;
import org.jboss.logging.Logger;

/**
 * Runs a suite: wires in a shuffled order, each wire's client built once before its scenarios, the server's
 * call count read around every scenario; then floor multiples, the studies' figures, and the results
 * written. One run at a time.
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
    private final ScenarioRunner runner = new ScenarioRunner();

    public SuiteRunner(WireClients clients, ServerCounts counts, ResultsStore store, Progress progress,
            BenchConfig config, BusinessTarget target, RunEnvironment environment, ObjectMapper json,
            NetworkCheck networkCheck, FaultInjector faults) {
        this.json = json;
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
        List<Scenario> scenarios = suite.scenarios(config);
        return progress.begin(suite.id(), runId, scenarios.size()) ? runId : null;
    }

    /**
     * Runs a claimed suite to the end and writes its results, whatever fails on the way: every wire's
     * client is built and checked first, then a warm-up pass over all wires brings both tiers' JIT to a
     * steady state, then the measured pass runs each wire's scenarios in the same shuffled order.
     */
    public RunDocument run(Suite suite, String runId) {
        Instant started = Instant.now();
        Timing timing = suite.timing(config, target.callTimeout());
        Duration wireWarmup = suite.wireWarmup(config);
        long seed = config.shuffleSeed().orElse(ThreadLocalRandom.current().nextLong());
        List<ScenarioResult> results = new ArrayList<>();
        Map<String, Histogram> histograms = new LinkedHashMap<>();
        Map<String, List<String>> transitions = new LinkedHashMap<>();
        Map<String, Long> firstCallMicros = new LinkedHashMap<>();
        List<String> failures = new ArrayList<>();
        Map<Wire, List<Scenario>> byWire = shuffledByWire(suite.scenarios(config), seed);
        Map<String, Object> network = checkNetwork(failures);
        FaultPlan plan = suite == Suite.FAULTS ? faults.plan() : FaultPlan.NONE;
        List<FaultEvent> faultEvents = new CopyOnWriteArrayList<>();
        try {
            if (config.fork() && plan != FaultPlan.NONE) {
                failures.add("faults are injected in this JVM's runs only: drop --fork");
            } else if (config.fork()) {
                runForked(suite, byWire, timing, wireWarmup, results, histograms, transitions, firstCallMicros,
                        failures);
            } else {
                runInProcess(byWire, timing, wireWarmup, results, histograms, transitions, firstCallMicros,
                        failures, plan, faultEvents);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            failures.add("interrupted");
        } finally {
            progress.end();
        }
        List<ScenarioResult> scenarios = FloorMultiples.apply(results);
        RunDocument run = new RunDocument(RunDocument.KIND, runId, suite.id(), environment.mode(),
                environment.modeLabel(), environment.network(), failures.isEmpty() ? "completed" : "failed",
                failures.isEmpty() ? null : String.join("; ", failures), started.toString(), Instant.now().toString(),
                environment.gitCommit(), environment.versions(), environment.machine(),
                settings(timing, wireWarmup, seed, firstCallMicros, network, plan, faultEvents), scenarios,
                Seeds.compare(scenarios),
                transitions);
        try {
            store.write(run, histograms);
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

    /** Every wire in this JVM: all clients built, one warm-up pass over all wires, then the measured pass. */
    private void runInProcess(Map<Wire, List<Scenario>> byWire, Timing timing, Duration wireWarmup,
            List<ScenarioResult> results, Map<String, Histogram> histograms, Map<String, List<String>> transitions,
            Map<String, Long> firstCallMicros, List<String> failures, FaultPlan plan, List<FaultEvent> faultEvents)
            throws InterruptedException {
        List<OpenWire> opened = new ArrayList<>();
        try {
            for (Map.Entry<Wire, List<Scenario>> wire : byWire.entrySet()) {
                OpenWire open = open(wire.getKey(), wire.getValue(), firstCallMicros, failures);
                if (open != null) {
                    opened.add(open);
                }
            }
            for (OpenWire wire : opened) {
                warmUp(wire, wireWarmup);
            }
            int index = 0;
            int total = opened.stream().mapToInt(wire -> wire.scenarios().size()).sum();
            for (OpenWire wire : opened) {
                for (Scenario scenario : wire.scenarios()) {
                    try (var faulted = faults.during(plan, wire.wire(), index++, total, faultEvents)) {
                        results.add(measure(wire, scenario, timing, histograms));
                    }
                }
            }
        } finally {
            for (OpenWire wire : opened) {
                transitions.put(wire.wire().id(), wire.breakerTransitions());
                wire.close();
            }
        }
    }

    /** Each wire in its own fresh JVM, one after the other in the shuffled order; their runs merged here. */
    private void runForked(Suite suite, Map<Wire, List<Scenario>> byWire, Timing timing, Duration wireWarmup,
            List<ScenarioResult> results, Map<String, Histogram> histograms, Map<String, List<String>> transitions,
            Map<String, Long> firstCallMicros, List<String> failures) {
        for (Map.Entry<Wire, List<Scenario>> entry : byWire.entrySet()) {
            Wire wire = entry.getKey();
            int scenarios = entry.getValue().size();
            progress.starting("fork: " + wire.id());
            Duration planned = wireWarmup.plus(timing.warmup().plus(timing.iteration().multipliedBy(
                    timing.iterations())).multipliedBy(scenarios));
            try {
                ForkedWire.Result child = ForkedWire.run(suite, wire, planned.multipliedBy(2).plusSeconds(120), json);
                results.addAll(child.run().scenarios());
                histograms.putAll(child.histograms());
                transitions.putAll(child.run().breakerTransitions());
                if (child.run().settings().get("firstCallMicros") instanceof Map<?, ?> first) {
                    first.forEach((w, micros) -> firstCallMicros.put(String.valueOf(w), ((Number) micros).longValue()));
                }
                if (child.run().failureReason() != null) {
                    failures.add(child.run().failureReason());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                failures.add("interrupted");
                return;
            } catch (Exception e) {
                LOG.errorf("%s: the fork failed: %s", wire.id(), e.toString());
                failures.add(wire.id() + ": the fork failed (" + e.getMessage() + ")");
            }
            for (int i = 0; i < scenarios; i++) {
                progress.finished();
            }
        }
    }

    /**
     * Builds the wire's client and makes one checked call outside any timed loop: the wire answers, and its
     * first-call cost is kept apart from the per-call figures. Null (and a recorded failure) if it cannot.
     */
    private OpenWire open(Wire wire, List<Scenario> scenarios, Map<String, Long> firstCallMicros,
            List<String> failures) {
        OpenWire open = null;
        try {
            open = wire.reach() == Wire.Reach.FLOOR ? new OpenWire(wire, scenarios, null, clients.openFloor(wire))
                    : new OpenWire(wire, scenarios, clients.open(wire), null);
            long start = System.nanoTime();
            open.call(scenarios.get(0)).invoke(-1);
            firstCallMicros.put(wire.id(), (System.nanoTime() - start) / 1_000);
            return open;
        } catch (Exception e) {
            LOG.errorf("%s: the client could not be built or its first call failed: %s", wire.id(), e.toString());
            failures.add(wire.id() + ": no working client (" + e.getMessage() + ")");
            scenarios.forEach(s -> progress.finished());
            if (open != null) {
                open.close();
            }
            return null;
        }
    }

    /** Runs each of the wire's scenarios for a share of the warm-up; nothing of it is kept. */
    private void warmUp(OpenWire wire, Duration wireWarmup) throws InterruptedException {
        Duration share = wireWarmup.dividedBy(wire.scenarios().size());
        for (Scenario scenario : wire.scenarios()) {
            progress.starting("warm-up: " + scenario.describe());
            runner.warmUp(scenario.describe(), wire.call(scenario), scenario.concurrency(), share);
        }
    }

    private ScenarioResult measure(OpenWire wire, Scenario scenario, Timing timing, Map<String, Histogram> histograms)
            throws InterruptedException {
        progress.starting(scenario.describe());
        Call call = wire.call(scenario);
        System.gc(); // so one scenario's garbage is not collected inside the next one's iterations
        Long before = counts.read(scenario);
        Measurement measurement = scenario.loadModel() == LoadModel.BATCH
                ? new BatchRunner().run(call, scenario.size(), batchRuns(scenario.size()))
                : runner.run(scenario.describe(), call, scenario.concurrency(), scenario.loadModel(),
                        scenario.ratePerSecond(), timing);
        Long served = ServerCounts.delta(before, counts.read(scenario));
        String histogramFile = histogramName(scenario);
        histograms.put(histogramFile, measurement.histogram());
        ScenarioResult result = ScenarioResults.of(scenario, measurement, served, "histograms/" + histogramFile);
        progress.finished();
        LOG.infof("[%d/%d] %-40s %10.0f ops/s  p50 %8.1f µs  p99 %8.1f µs  errors %d", progress.state().done(),
                progress.state().total(), scenario.describe(), orNaN(result.opsPerSecond()),
                orNaN(result.latencyMicros().p50()), orNaN(result.latencyMicros().p99()), result.errorCount());
        return result;
    }

    /** A wire whose client is built: a business client or, for a floor, a ping-pong client. */
    private record OpenWire(Wire wire, List<Scenario> scenarios, WireClient client, PingPongClient floor) {

        Call call(Scenario scenario) {
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

    private static Map<Wire, List<Scenario>> shuffledByWire(List<Scenario> scenarios, long seed) {
        Map<Wire, List<Scenario>> byWire = new LinkedHashMap<>();
        scenarios.forEach(s -> byWire.computeIfAbsent(s.wire(), w -> new ArrayList<>()).add(s));
        List<Wire> order = new ArrayList<>(byWire.keySet());
        Collections.shuffle(order, new Random(seed));
        Map<Wire, List<Scenario>> shuffled = new LinkedHashMap<>();
        order.forEach(wire -> shuffled.put(wire, byWire.get(wire)));
        return shuffled;
    }

    private Map<String, Object> settings(Timing timing, Duration wireWarmup, long seed,
            Map<String, Long> firstCallMicros, Map<String, Object> network, FaultPlan plan, List<FaultEvent> faultEvents) {
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("wireWarmupMillis", wireWarmup.toMillis());
        settings.put("warmupMillis", timing.warmup().toMillis());
        settings.put("iterations", timing.iterations());
        settings.put("iterationMillis", timing.iteration().toMillis());
        settings.put("shuffleSeed", seed);
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
        settings.put("firstCallMicros", firstCallMicros);
        settings.put("jvmArguments", ManagementFactory.getRuntimeMXBean().getInputArguments());
        settings.put("failureKinds", List.of(FailureKind.values()).stream().map(FailureKind::field).toList());
        return settings;
    }

    private static String histogramName(Scenario scenario) {
        return scenario.describe().replaceAll("[^A-Za-z0-9]+", "-") + ".hlog";
    }

    private static double orNaN(Double value) {
        return value == null ? Double.NaN : value;
    }
}
