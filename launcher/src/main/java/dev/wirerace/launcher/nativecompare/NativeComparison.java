package dev.wirerace.launcher.nativecompare;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirerace.model.usage.HostDescription;
import dev.wirerace.probes.HostDescriptionProbe;
import dev.wirerace.probes.ProcessMemory;
import dev.wirerace.results.ResultsStore;
import dev.wirerace.results.data.KnownMedian;
import dev.wirerace.results.data.NativeComparisonDocument;
import dev.wirerace.results.data.NativeComparisonDocument.K6Figures;
import dev.wirerace.results.data.NativeComparisonDocument.ServiceFigures;
import dev.wirerace.results.data.NativeComparisonDocument.WarmupFigures;
import dev.wirerace.results.data.NativeComparisonDocument.WireFigures;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.RunHeader;
import dev.wirerace.results.stats.ModeStandings;
import dev.wirerace.suite.RunPlan;
import dev.wirerace.tiers.ports.BusinessPorts;
import dev.wirerace.tiers.process.ChildProcess;
import java.io.IOException;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code ./wirerace native}: both services in each mode (JVM, JVM with an AOT cache, native), on the same work.
 * First each service launched {@code starts} times in every mode for its startup and first-request RSS, the
 * modes taking turns round by round (Turns); then per mode the pair of that mode runs the suite (the
 * presentation-service started as a server, the suite started through its API, as the page does), then k6 loads
 * the business-service alone; then each wire's warm-up from a fresh start of both (FreshWarmups), the modes
 * taking turns wire by wire, unless the suite's own pass is to stand for it; last, where each mode stands
 * against the JVM (ModeStandings). This process only orchestrates: it is not measured.
 */
public final class NativeComparison {

    /** Both tiers talk over this machine's loopback, never through an emulated link. */
    private static final String NETWORK = "loopback";

    private final NativeCompareConfig config;
    private final ResultsStore store;
    private final HttpClient http = HttpClient.newHttpClient();

    public NativeComparison(NativeCompareConfig config) {
        this.config = config;
        this.store = new ResultsStore(config.resultsDir(), ResultsStore.plainMapper());
    }

    /** Runs the whole comparison and writes its document, also when a part fails (status "failed"). */
    public NativeComparisonDocument run() throws IOException {
        String runId = ResultsStore.newRunId("native", "compare");
        String startedAt = Instant.now().toString();
        NativeBuilds builds = NativeBuilds.read(config.builds(), store.json());
        ServiceCommands commands = new ServiceCommands(config, builds.label());
        // the launches time a service's start alone, before the broker runs
        Launches launches = new Launches(commands.withoutBroker(), http);
        Path work = Files.createDirectories(config.logDir().resolve(runId));

        List<ServiceFigures> services = new ArrayList<>();
        List<WireFigures> wires = new ArrayList<>();
        List<K6Figures> loads = new ArrayList<>();
        List<WarmupFigures> warmups = new ArrayList<>();
        List<WireFigures> freshRows = new ArrayList<>();
        Map<String, String> suiteRuns = new LinkedHashMap<>();
        Map<Service, NativeBuilds.Build> aotCaches = Map.of();
        Map<Mode, Map<Service, Launches.Startups>> startups = Map.of();
        Map<Mode, Pair> pairs = new EnumMap<>(Mode.class);
        String failure = null;
        try {
            commands.startBroker(work);
            aotCaches = config.modes().contains(Mode.AOT) ? new AotTraining(config, commands, http, store.json())
                    .ensure(config.workload().training(), work) : Map.of();
            System.err.printf("wirerace: %d rounds of launches, each mode launching each service in its turn%n",
                    config.starts());
            startups = launches.inTurns(config.modes(), config.starts(), work);
            List<String> warmupWires = new ArrayList<>();
            for (Mode mode : config.modes()) {
                List<WarmupFigures> suiteWarmups = new ArrayList<>();
                Pair pair = loadPair(mode, commands, work, wires, suiteWarmups, loads);
                pairs.put(mode, pair);
                suiteRuns.put(mode.id(), pair.suiteRunId());
                if (warmupWires.isEmpty()) {
                    suiteWarmups.forEach(w -> warmupWires.add(w.wire()));
                }
                if (!config.freshWarmups()) {
                    warmups.addAll(suiteWarmups);
                }
            }
            if (config.freshWarmups()) {
                Map<Mode, FreshWarmups.Measured> fresh = new FreshWarmups(commands, http, config.workload().suite(),
                        config.cpuAffinity()).inTurns(config.modes(), warmupWires, work);
                fresh.values().forEach(m -> {
                    warmups.addAll(m.warmups());
                    freshRows.addAll(m.rows());
                });
            }
        } catch (Exception e) {
            failure = e.getMessage() == null ? e.toString() : e.getMessage();
            System.err.println("wirerace: the comparison stopped: " + failure);
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
        } finally {
            try {
                commands.stopBroker();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        // also when a later part failed: the launches made are kept, without the peaks of a suite that did not run
        for (Mode mode : config.modes().stream().filter(startups::containsKey).toList()) {
            Map<Service, Launches.Startups> started = startups.get(mode);
            Map<Service, Launches.Startups> jvm = startups.get(Mode.JVM);
            Optional<Pair> pair = Optional.ofNullable(pairs.get(mode));
            services.add(figures(Service.BUSINESS, mode, built(Service.BUSINESS, mode, builds, aotCaches),
                    started.get(Service.BUSINESS), overJvm(mode, started, jvm, Service.BUSINESS),
                    pair.map(Pair::businessSuitePeak).orElse(null), pair.map(Pair::businessPeak).orElse(null)));
            services.add(figures(Service.PRESENTATION, mode, built(Service.PRESENTATION, mode, builds, aotCaches),
                    started.get(Service.PRESENTATION), overJvm(mode, started, jvm, Service.PRESENTATION),
                    pair.map(Pair::presentationPeak).orElse(null), pair.map(Pair::presentationPeak).orElse(null)));
        }
        if (failure == null) {
            failure = problems(wires, freshRows, loads).orElse(null);
        }
        HostDescription host = HostDescriptionProbe.ofThisProcess();
        NativeComparisonDocument document = new NativeComparisonDocument(new RunHeader(NativeComparisonDocument.KIND,
                runId, "native", String.join("+", config.modes().stream().map(Mode::id).toList()), modeLabel(builds),
                NETWORK, failure == null ? "completed" : "failed", failure, startedAt, Instant.now().toString(),
                config.gitCommit(), RecordedVersions.of(config.presentation().jar()),
                new RunHeader.Machine(host.cores(), host.memoryBytes())), settings(), builds.toolchain(), services,
                suiteRuns, wires, loads, warmups, ModeStandings.of(wires));
        store.writeDocument(runId, document, Map.of());
        return document;
    }

    /** "JVM vs JVM + AOT cache vs native (its toolchain)", or the one mode measured. */
    private String modeLabel(NativeBuilds builds) {
        return String.join(" vs ", config.modes().stream().map(mode -> switch (mode) {
            case JVM -> "JVM";
            case AOT -> "JVM + AOT cache";
            case NATIVE -> builds.label();
        }).toList());
    }

    /** What building a mode took: the AOT caches' training, or what native-build/build.sh recorded. */
    private static NativeBuilds.Build built(Service service, Mode mode, NativeBuilds builds,
            Map<Service, NativeBuilds.Build> aotCaches) {
        return mode == Mode.AOT ? aotCaches.get(service) : builds.of(service, mode);
    }

    private record Pair(String suiteRunId, double businessSuitePeak, double businessPeak, double presentationPeak) {
    }

    /** Both services of one mode under the suite, then the business-service alone under k6. */
    private Pair loadPair(Mode mode, ServiceCommands commands, Path work, List<WireFigures> wires,
            List<WarmupFigures> warmups, List<K6Figures> loads) throws IOException, InterruptedException {
        BusinessPorts ports = commands.businessPorts();
        int port = commands.freePort();
        try (ChildProcess business = commands.start(Service.BUSINESS, commands.business(mode, ports),
                work.resolve(Service.BUSINESS.id() + "-" + mode.id() + ".log"))) {
            Service.BUSINESS.awaitFirstAnswer(business, ports.http());
            String suiteRunId;
            double presentationPeak;
            try (ChildProcess presentation = commands.start(Service.PRESENTATION,
                    commands.presentation(mode, port, ports, store.directory(), config.cpuAffinity(), suitePlan()),
                    work.resolve(Service.PRESENTATION.id() + "-" + mode.id() + ".log"))) {
                Service.PRESENTATION.awaitFirstAnswer(presentation, port);
                suiteRunId = new SuiteThroughApi(http, store.json()).run("http://127.0.0.1:" + port,
                        config.workload().suite(), presentation);
                presentationPeak = ProcessMemory.of(presentation.pid()).peakRssMb();
            }
            double businessSuitePeak = ProcessMemory.of(business.pid()).peakRssMb();
            JsonNode suiteRun = SuiteWires.completedRun(store, suiteRunId);
            wires.addAll(SuiteWires.wires(suiteRun, mode, businessSuitePeak));
            warmups.addAll(SuiteWires.warmups(suiteRun, mode, false));
            if (config.k6().isPresent()) {
                System.err.printf("wirerace: %s mode: k6 against the business-service%n", mode.id());
                loads.addAll(new K6Load(config.k6().get(), config.presentation().cpus(), store.json())
                        .runAll(mode, ports, work));
            }
            return new Pair(suiteRunId, businessSuitePeak, ProcessMemory.of(business.pid()).peakRssMb(), presentationPeak);
        }
    }

    /** The run plan with the wires, warm-up budget and payload asked for; none when the suite keeps its own. */
    private List<String> suitePlan() {
        NativeCompareConfig.Workload workload = config.workload();
        RunPlan plan = RunPlan.DEFAULTS;
        if (!workload.wires().isEmpty()) {
            plan = plan.withWires(workload.wires());
        }
        if (workload.warmupBudget() != null) {
            plan = plan.withDurations(new RunPlan.Durations(null, null, null, null, workload.warmupBudget()));
        }
        if (workload.payload() != null) {
            plan = plan.withSelection(plan.selection().withPayload(true));
        }
        return plan.equals(RunPlan.DEFAULTS) ? List.of() : List.of(plan.asProperty());
    }

    private static ServiceFigures figures(Service service, Mode mode, NativeBuilds.Build build,
            Launches.Startups startups, List<Double> overJvm, Double suitePeak, Double peak) {
        return new ServiceFigures(service.id(), mode.id(), build.seconds(), build.artifact(), build.bytes(),
                startups.millis(), KnownMedian.of(startups.millis()), startups.rssMb(), KnownMedian.of(startups.rssMb()),
                suitePeak, peak, KnownMedian.of(startups.cpuMillis()),
                // null for a native image, which has no JIT
                KnownMedian.of(startups.jitCpuMillis()), overJvm);
    }

    /** The service's first answers in the mode over the JVM's, round by round; null for the JVM or without it. */
    private static List<Double> overJvm(Mode mode, Map<Service, Launches.Startups> started,
            Map<Service, Launches.Startups> jvm, Service service) {
        return mode == Mode.JVM || jvm == null ? null : started.get(service).over(jvm.get(service));
    }

    /**
     * Any failed call (in the suite, or after a wire's warm-up from a fresh start) or failed k6 check, or a k6
     * script none of whose checks passed, makes the comparison a failed run: its figures would not be honest.
     * Empty when there is none.
     */
    static Optional<String> problems(List<WireFigures> wires, List<WireFigures> freshRows, List<K6Figures> loads) {
        List<String> problems = new ArrayList<>();
        problems.addAll(failedCalls(wires, ""));
        problems.addAll(failedCalls(freshRows, " after a fresh start"));
        loads.stream().filter(l -> l.checksFailed() > 0 || l.checksPassed() == 0).forEach(l -> problems.add(
                l.mode() + " k6 " + l.script() + ": passed " + l.checksPassed() + " of "
                        + (l.checksPassed() + l.checksFailed()) + " checks"));
        return problems.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", problems));
    }

    /** Each row with failed calls, named by mode, wire, operation and concurrency, then {@code where}. */
    private static List<String> failedCalls(List<WireFigures> rows, String where) {
        return rows.stream().filter(w -> w.errors() > 0).map(w -> w.mode() + " " + w.wire() + " " + w.operation()
                + " c=" + w.concurrency() + where + ": " + w.errors() + " failed calls").toList();
    }

    private Map<String, Object> settings() {
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("modes", config.modes().stream().map(Mode::id).toList());
        settings.put("suite", config.workload().suite());
        settings.put("wires", config.workload().wires().isEmpty() ? "all the suite's" : config.workload().wires());
        settings.put("payload", config.workload().payload() == null ? "none: the built-in calls only"
                : config.workload().payload() + ", its types registered for reflection and serialization in the images");
        settings.put("suiteWarmupBudget", config.workload().warmupBudget() == null ? "the suite's own"
                : config.workload().warmupBudget().toSeconds() + " s");
        if (config.modes().contains(Mode.AOT)) {
            settings.put("aotTraining", "both services with -XX:AOTCacheOutput under the " + config.workload().training()
                    + " suite; each then starts with -XX:AOTCache (JDK " + Runtime.version().feature() + ")");
            settings.put("aotOptions", config.aotOptions());
        }
        settings.put("warmups", config.freshWarmups()
                ? "each wire from a fresh start of both services, the suite narrowed to it (one pair of starts per wire)"
                : "the suite's own warm-up pass, every wire in one pair of processes");
        settings.put("startsPerServiceAndMode", config.starts());
        settings.put("jvmOptions", config.jvmOptions());
        settings.put("nativeOptions", config.nativeOptions());
        settings.put("pinnedOptions", "-Dquarkus.http.io-threads=<its CPUs> for the business-service in both modes,"
                + " -XX:ActiveProcessorCount=<its CPUs> for each native executable");
        settings.put("k6", config.k6().isPresent() ? "addOne, ramp 1 to 16 VUs over " + K6Load.RAMP
                + " then held " + K6Load.RAMP + " (figures from the ramp stage)" : "not run");
        settings.put("anchors", ModeStandings.ANCHOR_SOURCE);
        settings.put("businessCpus", config.business().cpus().orElse("not pinned"));
        settings.put("presentationCpus", config.presentation().cpus().orElse("not pinned"));
        return settings;
    }
}
