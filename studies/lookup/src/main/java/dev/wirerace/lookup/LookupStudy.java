package dev.wirerace.lookup;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.results.ResultsStore;
import dev.wirerace.results.lookup.LookupCase;
import dev.wirerace.results.lookup.LookupCsv;
import dev.wirerace.results.lookup.LookupFigures;
import dev.wirerace.results.lookup.LookupPublishedFigures;
import dev.wirerace.results.lookup.LookupResult;
import dev.wirerace.results.lookup.LookupRunDocument;
import dev.wirerace.results.lookup.ShapeOutcome;
import dev.wirerace.suite.ChildJvm;
import dev.wirerace.suite.Progress;
import dev.wirerace.suite.RunContext;
import java.io.IOException;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.jboss.logging.Logger;

/**
 * The lookup study (issue: what it costs to get a usable client). Every sample runs in a child JVM, never
 * in this one: the warm context in one child that keeps no connections between samples (RMI's cache
 * 1 ms, HttpURLConnection's keep-alive off), the cold context in a fresh child per wire and fork. With a
 * second business-service instance, the Stork cases run with both up, then again after this study kills
 * the second one. Each child is this JVM's own application again, run with {@code lookup-child} (see
 * {@link LookupChild}): the presentation-service, whose clients the study times.
 */
public class LookupStudy {

    private static final Logger LOG = Logger.getLogger(LookupStudy.class);
    private static final TypeReference<List<ShapeOutcome>> OUTCOMES = new TypeReference<>() {
    };

    /** What every child gets: no connection outlives its sample. */
    private static final List<String> NO_CONNECTION_REUSE = List.of("-Dsun.rmi.transport.connectionTimeout=1",
            "-Dhttp.keepAlive=false");

    private final LookupSettings settings;
    private final ResultsStore store;
    private final Progress progress;
    private final RunContext environment;
    private final ObjectMapper json;

    public LookupStudy(LookupSettings settings, ResultsStore store, Progress progress, RunContext environment,
            ObjectMapper json) {
        this.settings = settings;
        this.store = store;
        this.progress = progress;
        this.environment = environment;
        this.json = json;
    }

    /** Claims the run slot; null when another run is going. */
    public String claim() {
        String runId = ResultsStore.newRunId("lookup", environment.mode());
        int steps = 1 + (hasPair() ? 1 : 0) + settings.coldForks() * coldCases().size();
        return progress.begin("lookup", runId, steps) ? runId : null;
    }

    public LookupRunDocument run(String runId) {
        return progress.endAfter(() -> measureAndWrite(runId));
    }

    private LookupRunDocument measureAndWrite(String runId) {
        Instant startedAt = Instant.now();
        Map<String, List<ShapeOutcome>> outcomes = new LinkedHashMap<>();
        List<String> failures = new ArrayList<>();
        List<LookupCase> warm = new ArrayList<>(LookupCase.in(LookupCase.Cluster.SINGLE));
        if (hasPair()) {
            warm.addAll(LookupCase.in(LookupCase.Cluster.PAIR));
        }
        step("warm: " + warm.size() + " cases", () -> collect(outcomes, child("warm", warm)), failures);
        if (hasPair()) {
            step("warm: one instance down", () -> {
                stopSecondInstance();
                collect(outcomes, child("warm", LookupCase.in(LookupCase.Cluster.PAIR_ONE_DOWN)));
            }, failures);
        }
        for (int fork = 1; fork <= settings.coldForks(); fork++) {
            List<LookupCase> cold = new ArrayList<>(coldCases());
            Collections.shuffle(cold);
            for (LookupCase lookupCase : cold) {
                step("cold " + fork + ": " + lookupCase.id(),
                        () -> collect(outcomes, child("cold", List.of(lookupCase))), failures);
            }
        }
        List<LookupResult> results = outcomes.values().stream()
                .map(group -> LookupFigures.of(LookupCase.byId(group.getFirst().caseId()), group)).toList();
        LookupRunDocument run = new LookupRunDocument(
                environment.header(LookupRunDocument.KIND, runId, "lookup", failures, startedAt), recorded(), results,
                LookupPublishedFigures.compare(results));
        try {
            Path folder = store.writeDocument(runId, run, Map.of("results.csv", LookupCsv.of(run)));
            LOG.infof("lookup run written to %s", folder);
        } catch (IOException e) {
            LOG.errorf(e, "could not write lookup run %s", runId);
        }
        return run;
    }

    private interface Step {
        void run() throws Exception;
    }

    private void step(String name, Step step, List<String> failures) {
        progress.starting(name);
        try {
            step.run();
        } catch (Exception e) {
            LOG.errorf("lookup study, %s: %s", name, e);
            failures.add(name + ": " + e.getMessage());
        }
        progress.finished();
    }

    private static void collect(Map<String, List<ShapeOutcome>> outcomes, List<ShapeOutcome> more) {
        for (ShapeOutcome outcome : more) {
            String key = outcome.caseId() + "|" + outcome.context() + "|" + outcome.threads();
            outcomes.computeIfAbsent(key, k -> new ArrayList<>()).add(outcome);
        }
    }

    /** Runs cases in a child JVM and reads back its raw outcomes. */
    private List<ShapeOutcome> child(String context, List<LookupCase> cases) throws IOException, InterruptedException {
        Path output = Files.createTempFile("wirerace-lookup-", ".json");
        try {
            int exit = ChildJvm.run(NO_CONNECTION_REUSE, List.of("lookup-child", context, output.toString(),
                    cases.stream().map(LookupCase::id).collect(Collectors.joining(","))), settings.childBound(),
                    "a " + context + " lookup child");
            if (Files.size(output) == 0) {
                throw new IOException("a " + context + " lookup child wrote nothing (exit " + exit + ")");
            }
            return json.readValue(output.toFile(), OUTCOMES);
        } finally {
            Files.deleteIfExists(output);
        }
    }

    /** Kills the second instance and waits until its port refuses connections. */
    private void stopSecondInstance() throws Exception {
        long pid = settings.secondPid().orElseThrow(
                () -> new IllegalStateException("the second instance's pid is unknown (wirerace.lookup.second-pid)"));
        ProcessHandle.of(pid).ifPresent(process -> {
            process.destroy();
            try {
                process.onExit().get(20, TimeUnit.SECONDS);
            } catch (Exception notYet) {
                process.destroyForcibly();
            }
        });
        int port = settings.secondHttpPort().orElseThrow();
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (System.nanoTime() < deadline) {
            try (Socket probe = new Socket()) {
                probe.connect(new InetSocketAddress("127.0.0.1", port), 500);
                Thread.sleep(200);
            } catch (ConnectException refused) {
                LOG.infof("second business-service instance (pid %d) is down: port %d refuses", pid, port);
                return;
            }
        }
        throw new IOException("port " + port + " still accepts connections 20 s after stopping pid " + pid);
    }

    private boolean hasPair() {
        return settings.secondHttpPort().isPresent();
    }

    private static List<LookupCase> coldCases() {
        return LookupCase.in(LookupCase.Cluster.SINGLE).stream().filter(LookupCase::measuredCold).toList();
    }

    /** The settings as the run records them. */
    private Map<String, Object> recorded() {
        Map<String, Object> recorded = new LinkedHashMap<>();
        recorded.put("lookups", settings.lookups());
        recorded.put("threads", settings.threads());
        recorded.put("warmup", settings.warmup());
        recorded.put("coldForks", settings.coldForks());
        recorded.put("rmiPause", settings.rmiPause().toString());
        recorded.put("secondInstance", hasPair());
        recorded.put("cpuAffinity", environment.cpuAffinity());
        recorded.put("childJvm", NO_CONNECTION_REUSE);
        recorded.put("freshness", "every sample: a new client, registry stub or channel, a new connection, a full "
                + "TLS handshake (new TLS contexts; the default context's sessions forgotten for RMI/SSL stubs)");
        return recorded;
    }
}
