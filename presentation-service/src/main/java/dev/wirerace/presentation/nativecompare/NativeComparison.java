package dev.wirerace.presentation.nativecompare;

import dev.wirerace.model.usage.ProcessMemory;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.wirerace.presentation.nativecompare.NativeComparisonDocument.ServiceFigures;
import dev.wirerace.presentation.nativecompare.NativeComparisonDocument.Toolchain;
import dev.wirerace.presentation.nativecompare.NativeComparisonDocument.WireFigures;
import dev.wirerace.processes.BusinessPorts;
import dev.wirerace.processes.ChildProcess;
import dev.wirerace.results.ResultsStore;
import dev.wirerace.presentation.run.RunEnvironment;

/**
 * {@code ./wirerace native}: both services in JVM and in native mode, on the same work. Per mode: each
 * service launched {@code starts} times for its startup and first-request RSS; then the pair of that mode
 * runs the suite (the presentation-service started as a server, the suite started through its API, as the
 * page does), then k6 loads the business-service alone. This process only orchestrates: it is not measured.
 */
@ApplicationScoped
public class NativeComparison {

    private static final Logger LOG = Logger.getLogger(NativeComparison.class);

    private static final String BUSINESS = "business-service";
    private static final String PRESENTATION = "presentation-service";

    /** How often a starting service is asked; fine enough for the 10s-of-ms startups of native images. */
    private static final Duration FIRST_RESPONSE_POLL = Duration.ofMillis(1);

    private final NativeCompareConfig config;
    private final ResultsStore store;
    private final RunEnvironment environment;
    private final ObjectMapper json;
    private final HttpClient http = HttpClient.newHttpClient();

    public NativeComparison(NativeCompareConfig config, ResultsStore store, RunEnvironment environment,
            ObjectMapper json) {
        this.config = config;
        this.store = store;
        this.environment = environment;
        this.json = json;
    }

    /** Runs the whole comparison and writes its document, also when a part fails (status "failed"). */
    public NativeComparisonDocument run() throws IOException {
        String runId = ResultsStore.newRunId("native", "compare");
        String startedAt = Instant.now().toString();
        JsonNode builds = Files.isRegularFile(config.builds()) ? json.readTree(config.builds().toFile())
                : json.createObjectNode();
        ServiceCommands commands = new ServiceCommands(config);
        K6Load k6 = new K6Load(config, json);
        Path work = config.logDir().resolve(runId);
        Files.createDirectories(work);

        List<ServiceFigures> services = new ArrayList<>();
        List<WireFigures> wires = new ArrayList<>();
        List<K6Load.Result> loads = new ArrayList<>();
        Map<String, String> suiteRuns = new LinkedHashMap<>();
        String failure = null;
        try {
            for (String mode : config.modes()) {
                LOG.infof("%s mode: %d launches of each service", mode, config.starts());
                Startups business = startups(BUSINESS, mode, commands, work);
                Startups presentation = startups(PRESENTATION, mode, commands, work);
                Pair pair = loadPair(mode, commands, k6, work, wires, loads);
                suiteRuns.put(mode, pair.suiteRunId());
                services.add(figures(BUSINESS, mode, builds, business, pair.businessSuitePeak(), pair.businessPeak()));
                services.add(figures(PRESENTATION, mode, builds, presentation, pair.presentationPeak(),
                        pair.presentationPeak()));
            }
        } catch (Exception e) {
            failure = e.getMessage() == null ? e.toString() : e.getMessage();
            LOG.errorf("the comparison stopped: %s", failure);
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
        }
        if (failure == null) {
            failure = problems(wires, loads);
        }
        NativeComparisonDocument document = new NativeComparisonDocument(NativeComparisonDocument.KIND, runId, "native",
                String.join("+", config.modes()), "JVM vs " + config.nativeLabel(), environment.network(),
                failure == null ? "completed" : "failed", failure, startedAt, Instant.now().toString(),
                environment.gitCommit(), environment.versions(), environment.machine(), settings(),
                new Toolchain(config.nativeLabel(), builds.path("nativeImageVersion").asText(null), caveats(builds)),
                services, suiteRuns, wires, loads);
        store.writeDocument(runId, document, Map.of());
        return document;
    }

    private record Startups(List<Double> millis, List<Double> rssMb) {
    }

    /** Launch, first correct answer, one more request, RSS; repeated on fresh processes. */
    private Startups startups(String service, String mode, ServiceCommands commands, Path work)
            throws IOException, InterruptedException {
        List<Double> millis = new ArrayList<>();
        List<Double> rss = new ArrayList<>();
        for (int i = 1; i <= config.starts(); i++) {
            BusinessPorts ports = commands.businessPorts();
            int port = commands.freePort();
            boolean isBusiness = service.equals(BUSINESS);
            List<String> command = isBusiness ? commands.business(mode, ports)
                    : commands.presentation(mode, port, ports, work.resolve("startup-results"), environment.gitCommit(),
                            "none");
            URI probe = isBusiness ? URI.create("http://127.0.0.1:" + ports.http() + "/rest/add-one/41")
                    : URI.create("http://127.0.0.1:" + port + "/api/wires");
            Predicate<String> check = isBusiness ? body -> body.trim().equals("42") : body -> body.contains("rest-http");
            try (ChildProcess process = launch(service, command, work.resolve(service + "-" + mode + "-start-" + i + ".log"))) {
                millis.add(process.awaitHttp(probe, check, config.startBound(), FIRST_RESPONSE_POLL));
                requestOnce(probe, check);
                rss.add(ProcessMemory.of(process.pid()).rssMb());
            }
        }
        LOG.infof("%s %s: first response after %s ms, RSS %s MB", service, mode, millis, rss);
        return new Startups(millis, rss);
    }

    private record Pair(String suiteRunId, double businessSuitePeak, double businessPeak, double presentationPeak) {
    }

    /** Both services of one mode under the suite, then the business-service alone under k6. */
    private Pair loadPair(String mode, ServiceCommands commands, K6Load k6, Path work, List<WireFigures> wires,
            List<K6Load.Result> loads) throws IOException, InterruptedException {
        BusinessPorts ports = commands.businessPorts();
        int port = commands.freePort();
        String affinity = config.businessCpus().isPresent() && config.presentationCpus().isPresent()
                ? "business-service on CPU " + config.businessCpus().get() + ", presentation-service on CPU "
                        + config.presentationCpus().get() + " (taskset)"
                : "none";
        try (ChildProcess business = launch(BUSINESS, commands.business(mode, ports), work.resolve(BUSINESS + "-" + mode + ".log"))) {
            business.awaitHttp(URI.create("http://127.0.0.1:" + ports.http() + "/rest/add-one/41"),
                    body -> body.trim().equals("42"), config.startBound(), FIRST_RESPONSE_POLL);
            String suiteRunId;
            double presentationPeak;
            try (ChildProcess presentation = launch(PRESENTATION,
                    commands.presentation(mode, port, ports, store.directory(), environment.gitCommit(), affinity),
                    work.resolve(PRESENTATION + "-" + mode + ".log"))) {
                String base = "http://127.0.0.1:" + port;
                presentation.awaitHttp(URI.create(base + "/api/wires"), body -> body.contains("rest-http"),
                        config.startBound(), FIRST_RESPONSE_POLL);
                suiteRunId = runSuite(base, presentation);
                presentationPeak = ProcessMemory.of(presentation.pid()).peakRssMb();
            }
            double businessSuitePeak = ProcessMemory.of(business.pid()).peakRssMb();
            collectWires(mode, suiteRunId, businessSuitePeak, wires);
            if (config.k6().isPresent()) {
                LOG.infof("%s mode: k6 against the business-service", mode);
                loads.addAll(k6.runAll(mode, ports, work));
            }
            return new Pair(suiteRunId, businessSuitePeak, ProcessMemory.of(business.pid()).peakRssMb(), presentationPeak);
        }
    }

    /** Starts the suite through the presentation-service's API and follows it to its end. */
    private String runSuite(String base, ChildProcess presentation) throws IOException, InterruptedException {
        HttpResponse<String> started = http.send(HttpRequest.newBuilder(URI.create(base + "/api/runs?suite=" + config.suite()))
                .POST(HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
        if (started.statusCode() != 202) {
            throw new IOException("the suite did not start: HTTP " + started.statusCode() + " " + started.body());
        }
        String runId = json.readTree(started.body()).path("runId").asText();
        LOG.infof("suite %s started as run %s", config.suite(), runId);
        long deadline = System.nanoTime() + config.suiteBound().toNanos();
        String lastShown = "";
        while (System.nanoTime() < deadline) {
            if (!presentation.alive()) {
                throw new IOException("the presentation-service died during the suite; " + presentation.logTail(5));
            }
            JsonNode progress = json.readTree(http.send(HttpRequest.newBuilder(URI.create(base + "/api/progress")).build(),
                    HttpResponse.BodyHandlers.ofString()).body());
            if (runId.equals(progress.path("runId").asText()) && !progress.path("running").asBoolean()) {
                return runId;
            }
            String shown = progress.path("done").asInt() + "/" + progress.path("total").asInt();
            if (!shown.equals(lastShown)) {
                System.err.printf("  suite %s: %s scenarios done%n", runId, shown);
                lastShown = shown;
            }
            Thread.sleep(Duration.ofSeconds(1));
        }
        throw new IOException("the suite " + runId + " did not finish within " + config.suiteBound().toMinutes() + " min");
    }

    private void collectWires(String mode, String suiteRunId, double businessPeakMb, List<WireFigures> wires)
            throws IOException {
        JsonNode run = store.read(suiteRunId).orElseThrow(() -> new IOException("the suite run " + suiteRunId
                + " wrote no results"));
        if (!"completed".equals(run.path("status").asText())) {
            throw new IOException("the suite run " + suiteRunId + " " + run.path("status").asText() + ": "
                    + run.path("failureReason").asText());
        }
        for (JsonNode scenario : run.path("scenarios")) {
            long errors = 0;
            for (JsonNode count : scenario.path("errors")) {
                errors += count.asLong();
            }
            Double ops = scenario.path("opsPerSecond").isNumber() ? scenario.get("opsPerSecond").asDouble() : null;
            JsonNode latency = scenario.path("latencyMicros");
            wires.add(new WireFigures(mode, scenario.path("wire").asText(), scenario.path("operation").asText(),
                    scenario.path("concurrency").asInt(), ops, number(latency, "p50"), number(latency, "p99"), errors,
                    ops == null ? null : ops / businessPeakMb));
        }
    }

    private static Double number(JsonNode node, String field) {
        return node.path(field).isNumber() ? node.get(field).asDouble() : null;
    }

    private ServiceFigures figures(String service, String mode, JsonNode builds, Startups startups, double suitePeak,
            double peak) {
        JsonNode build = builds.path(service).path(mode);
        return new ServiceFigures(service, mode, number(build, "seconds"), build.path("artifact").asText(null),
                build.path("bytes").isNumber() ? build.get("bytes").asLong() : null, startups.millis(),
                median(startups.millis()), startups.rssMb(), median(startups.rssMb()), suitePeak, peak);
    }

    static Double median(List<Double> values) {
        if (values.isEmpty()) {
            return null;
        }
        List<Double> sorted = values.stream().sorted().toList();
        int middle = sorted.size() / 2;
        return sorted.size() % 2 == 1 ? sorted.get(middle) : (sorted.get(middle - 1) + sorted.get(middle)) / 2;
    }

    /** Any failed call or failed k6 check makes the comparison a failed run: its figures would not be honest. */
    private static String problems(List<WireFigures> wires, List<K6Load.Result> loads) {
        List<String> problems = new ArrayList<>();
        wires.stream().filter(w -> w.errors() > 0).forEach(w -> problems.add(w.mode() + " " + w.wire() + " "
                + w.operation() + " c=" + w.concurrency() + ": " + w.errors() + " failed calls"));
        loads.stream().filter(l -> l.checksFailed() > 0 || l.checksPassed() == 0).forEach(l -> problems.add(
                l.mode() + " k6 " + l.script() + ": " + l.checksFailed() + " failed checks of " + (l.checksPassed()
                        + l.checksFailed())));
        return problems.isEmpty() ? null : String.join("; ", problems);
    }

    /** Launches one service, on its tier's CPUs when pinned (taskset execs the command: the pid is the service's). */
    private ChildProcess launch(String service, List<String> command, Path log) throws IOException {
        return ChildProcess.of(service, command).cpus(cpus(service)).log(log).start();
    }

    /** Sends one more request and checks its reply (the "after the first request" of RSS readings). */
    private void requestOnce(URI uri, Predicate<String> check) throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(10)).build(),
                HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200 || !check.test(response.body())) {
            throw new IOException("unexpected reply from " + uri + ": HTTP " + response.statusCode() + " "
                    + response.body().substring(0, Math.min(200, response.body().length())));
        }
    }

    private Optional<String> cpus(String service) {
        return service.equals(BUSINESS) ? config.businessCpus() : config.presentationCpus();
    }

    private Map<String, Object> settings() {
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("modes", config.modes());
        settings.put("suite", config.suite());
        settings.put("startsPerServiceAndMode", config.starts());
        settings.put("jvmOptions", config.jvmOptions());
        settings.put("nativeOptions", config.nativeOptions());
        settings.put("pinnedOptions", "-Dquarkus.http.io-threads=<its CPUs> for the business-service in both modes,"
                + " -XX:ActiveProcessorCount=<its CPUs> for each native executable");
        settings.put("k6", config.k6().isPresent() ? "addOne, ramp 1 to 16 VUs over " + config.k6Ramp()
                + " then held " + config.k6Ramp() + " (figures from the ramp stage)" : "not run");
        settings.put("businessCpus", config.businessCpus().orElse("not pinned"));
        settings.put("presentationCpus", config.presentationCpus().orElse("not pinned"));
        return settings;
    }

    private static List<String> caveats(JsonNode builds) {
        List<String> caveats = new ArrayList<>();
        builds.path("caveats").forEach(caveat -> caveats.add(caveat.asText()));
        return caveats;
    }
}
