package dev.wirerace.presentation.suite;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.core.BusinessWork;
import dev.wirerace.engine.BatchRunner;
import dev.wirerace.engine.Call;
import dev.wirerace.engine.ClockGrain;
import dev.wirerace.engine.FailureKind;
import dev.wirerace.engine.LoadModel;
import dev.wirerace.engine.Measurement;
import dev.wirerace.engine.ScenarioRunner;
import dev.wirerace.engine.Timing;
import dev.wirerace.engine.ledger.HostProbe;
import dev.wirerace.engine.ledger.WindowCost;
import dev.wirerace.engine.ledger.WindowMeter;
import dev.wirerace.model.WorkSetting;
import dev.wirerace.model.usage.HostDescription;
import dev.wirerace.model.wire.Way;
import dev.wirerace.presentation.client.BusinessAdmin;
import dev.wirerace.presentation.client.BusinessTarget;
import dev.wirerace.presentation.client.WireClients;
import dev.wirerace.presentation.network.NetworkCheck;
import dev.wirerace.presentation.run.RunEnvironment;
import dev.wirerace.probes.HostDescriptionProbe;
import dev.wirerace.results.ResultsStore;
import dev.wirerace.results.data.FaultEvent;
import dev.wirerace.results.data.JavaSpeed;
import dev.wirerace.results.data.ReferenceResult;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.RunSettings;
import dev.wirerace.results.data.ScenarioResult;
import dev.wirerace.results.stats.FloorMultiples;
import dev.wirerace.results.stats.PublishedFigures;
import dev.wirerace.suite.AroundSlot;
import dev.wirerace.suite.MeasurementPlan;
import dev.wirerace.suite.PingPongClient;
import dev.wirerace.suite.Progress;
import dev.wirerace.suite.RunPlan;
import dev.wirerace.suite.RunRecord;
import dev.wirerace.suite.Scenario;
import dev.wirerace.suite.Suite;
import dev.wirerace.suite.SuiteMeasurement;
import dev.wirerace.suite.WireClient;
import dev.wirerace.suite.WireWarmup;
import dev.wirerace.suite.faults.FaultInjector;
import dev.wirerace.suite.references.ReferenceLoads;
import dev.wirerace.tiers.link.FaultPlan;
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
    private final RunPlan plan;
    private final BusinessTarget target;
    private final RunEnvironment environment;
    private final ObjectMapper json;
    private final NetworkCheck networkCheck;
    private final FaultInjector faults;
    private final WindowMeter meter;
    private final BusinessAdmin admin;
    private final ReferenceLoads referenceLoads;
    private final BusinessWork work;

    public SuiteRunner(WireClients clients, ServerCounts counts, ResultsStore store, Progress progress,
            RunPlan plan, BusinessTarget target, RunEnvironment environment, ObjectMapper json,
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
        this.plan = plan;
        this.target = target;
        this.environment = environment;
    }

    /** Claims the run slot and names the run; null when another run is going. */
    public String claim(Suite suite) {
        String runId = ResultsStore.newRunId(suite.id(), environment.mode());
        Timing timing = suite.timing(plan, target.callTimeout());
        int steps = MeasurementPlan.of(suite, suite.scenarios(plan), timing, 0).slots().size();
        return progress.begin(suite.id(), runId, steps) ? runId : null;
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
        Timing timing = suite.timing(plan, target.callTimeout());
        WireWarmup wireWarmup = suite.wireWarmup(plan);
        long seed = plan.shuffleSeed() != null ? plan.shuffleSeed() : ThreadLocalRandom.current().nextLong();
        RunRecord record = new RunRecord();
        List<String> failures = record.failures;
        Map<Way, List<Scenario>> byWay = shuffledByWay(suite.scenarios(plan), seed);
        Map<String, Object> network = checkNetwork(failures);
        FaultPlan faultPlan = suite == Suite.FAULTS ? faults.plan() : FaultPlan.NONE;
        List<FaultEvent> faultEvents = new CopyOnWriteArrayList<>();
        List<ReferenceResult> references = List.of();
        try {
            if (plan.forks().eachWire() && faultPlan != FaultPlan.NONE) {
                failures.add("faults are injected in this JVM's runs only: drop --fork");
            } else if (plan.forks().eachWire()) {
                measurement().forked(suite, byWay, timing, wireWarmup, record, json);
            } else {
                AroundSlot aroundSlot = faultPlan == FaultPlan.NONE ? AroundSlot.NOTHING
                        : (wire, index, slots, recovery) -> faults.during(faultPlan, wire, index, slots, faultEvents,
                                recovery::afterFault)::close;
                measurement().inProcess(MeasurementPlan.of(suite, inOrder(byWay), timing, seed)
                        .withPatience(suite.patienceOfThisFork(plan)), byWay, wireWarmup, seed,
                        record, aroundSlot);
            }
            if (plan.references()) {
                references = referenceLoads.measure(inOrder(byWay), timing, failures);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            failures.add("interrupted");
        }
        List<ScenarioResult> scenarios = FloorMultiples.apply(record.results);
        RunDocument run = new RunDocument(environment.header(RunDocument.KIND, runId, suite.id(), failures, started),
                settings(suite, timing, wireWarmup, seed, record, network, faultPlan, faultEvents), scenarios,
                PublishedFigures.compare(scenarios), record.breakerTransitions,
                new RunDocument.Hosts(HostDescriptionProbe.ofThisProcess(), admin.host().orElse(null)), references,
                List.copyOf(record.recoveries), null);
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

    private SuiteMeasurement measurement() {
        return new SuiteMeasurement(plan, progress, counts, meter, clients, admin::yardstick);
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

    /** The launcher's reading of the host before the run (HostProbe); null without one or when it cannot be read. */
    private HostProbe.Reading hostAlone() {
        try {
            return environment.hostAloneJson().isEmpty() ? null
                    : json.readValue(environment.hostAloneJson().get(), HostProbe.Reading.class);
        } catch (Exception e) {
            LOG.warnf("the host's reading handed over is not one: %s", e.getMessage());
            return null;
        }
    }

    /**
     * The work per call the business tier reports it applies (what its server rows carry), else this tier's; a
     * business-service whose work differs from this tier's (one started elsewhere) is said once, since the
     * in-process rows then carry this tier's.
     */
    private WorkSetting.Applied appliedWork() {
        WorkSetting.Applied here = new WorkSetting.Applied(work.nanos(), work.waitNanos());
        WorkSetting.Applied there = admin.work().orElse(here);
        if (!there.equals(here)) {
            LOG.warnf("the business-service applies %d ns of work and %d ns of wait per call, this tier %d and %d: the"
                    + " run records the business-service's; its in-process rows carry this tier's", there.workNanos(),
                    there.waitNanos(), here.workNanos(), here.waitNanos());
        }
        return there;
    }

    private RunSettings settings(Suite suite, Timing timing, WireWarmup wireWarmup, long seed, RunRecord record,
            Map<String, Object> network, FaultPlan faultPlan, List<FaultEvent> faultEvents) {
        int remeasured = record.results.stream().filter(r -> r.trust() != null).mapToInt(r -> r.trust().remeasuredRounds())
                .sum();
        RunSettings.Warmup warmup = new RunSettings.Warmup(wireWarmup.least().toMillis(), wireWarmup.budget().toMillis(),
                (long) wireWarmup.leastCalls(), record.wireWarmups, timing.warmup().toMillis());
        RunSettings.Timing rounds = new RunSettings.Timing(timing.iterations(), timing.iteration().toMillis(), seed,
                MeasurementPlan.describe(suite.interleaved(), timing), target.callTimeout().toMillis(),
                record.roundsNanos / 1_000_000, "30 runs per batch size, 3 for 100,000 calls");
        WorkSetting.Applied applied = appliedWork();
        RunSettings.Load load = new RunSettings.Load(plan.load().model().id(),
                plan.load().recordedRate(), applied.workNanos(), applied.waitNanos(), plan.load().callers().id());
        RunSettings.Faults faults = new RunSettings.Faults(WireClients.guardDescription(target.callTimeout()),
                faultPlan.id(), List.copyOf(faultEvents));
        RunSettings.Environment where = new RunSettings.Environment(target.host(), environment.cpuAffinity(), network,
                record.firstCallMicros, record.clockGrainNanos, ManagementFactory.getRuntimeMXBean().getInputArguments(),
                List.of(FailureKind.values()).stream().map(FailureKind::field).toList(), hostAlone());
        boolean forked = plan.forks().count() > 1;
        RunSettings.Forks forks = new RunSettings.Forks(plan.forks().eachWire(), forked ? plan.forks().index() : null,
                forked ? plan.forks().count() : null, null);
        RunSettings.NoiseGuard guard = new RunSettings.NoiseGuard(plan.noise().othersLimit(), plan.noise().stealLimit(),
                plan.noise().remeasureShare(), remeasured, record.patienceNanos / 1_000_000, record.quietWaits,
                record.waitedNanos / 1_000_000, record.patienceSpent);
        return new RunSettings(warmup, rounds, load, faults, where, forks, guard, null,
                JavaSpeed.ofReadings(record.clientYardstickNanos, record.serverYardstickNanos), null);
    }


}
