package dev.wirerace.launcher.nativecompare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.wirerace.results.ResultsStore;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.ScenarioResult;
import dev.wirerace.tiers.ports.BusinessPorts;
import dev.wirerace.tiers.process.ChildProcess;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The AOT mode for real: both services' caches trained on the smoke suite, then both services started from
 * them (the JVM's own -Xlog:aot says the cache was opened and its linked classes used) and every wire, client
 * and operation of the smoke suite answering through them.
 */
class AotModeTest {

    private static final Path REPO = Path.of(System.getProperty("wirerace.repo", "..")).toAbsolutePath().normalize();
    private static final Path BUSINESS_JAR = REPO.resolve("business-service/target/quarkus-app/quarkus-run.jar");
    private static final Path PRESENTATION_JAR = REPO.resolve("presentation-service/target/quarkus-app/quarkus-run.jar");
    private static final Path BUSINESS_AOT_JAR = REPO.resolve(
            "business-service/target/aot-jar/business-service-1.0.0-SNAPSHOT-runner.jar");
    private static final Path PRESENTATION_AOT_JAR = REPO.resolve(
            "presentation-service/target/aot-jar/presentation-service-1.0.0-SNAPSHOT-runner.jar");

    @TempDir
    Path work;

    @Test
    void bothServicesStartFromTheirTrainedCachesAndEveryWireAnswers() throws Exception {
        assumeTrue(Files.isRegularFile(BUSINESS_AOT_JAR) && Files.isRegularFile(PRESENTATION_AOT_JAR),
                "both services' AOT builds are needed (./mvnw package -Daot-jar, as ./wirerace test builds);"
                        + " skipped without them");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        assumeTrue(Runtime.version().feature() >= 25, "AOT caches in one step need JDK 25 (JEP 514)");
        // each JVM's class loading, to see where the application's own classes came from and which loader took
        // them (debug names the loader on the line after each class; %p: the JVM's pid)
        List<String> jvmOptions = List.of("-Xmx512m", "-Xlog:class+load=debug:file=" + work.resolve("class-load-%p.log"));
        NativeCompareConfig config = new NativeCompareConfig(List.of(Mode.AOT), NativeCompareConfig.Workload.of("smoke"), 1,
                false, java, jvmOptions, List.of(),
                List.of(), new NativeCompareConfig.Tier(BUSINESS_JAR, work.resolve("none"), BUSINESS_AOT_JAR,
                        work.resolve("aot/business.aot"),
                        Optional.empty()),
                new NativeCompareConfig.Tier(PRESENTATION_JAR, work.resolve("none"), PRESENTATION_AOT_JAR,
                        work.resolve("aot/presentation.aot"),
                        Optional.empty()),
                "none", work.resolve("builds.json"), Optional.empty(), work, work.resolve("results"), "test",
                Path.of("../broker"));
        ServiceCommands commands = new ServiceCommands(config, "native");
        // the broker wires' broker, as NativeComparison starts it for its suites
        commands.startBroker(work);
        try {
            trainRunAndCheck(config, commands, work);
        } finally {
            commands.stopBroker();
        }
    }

    private static void trainRunAndCheck(NativeCompareConfig config, ServiceCommands commands, Path work)
            throws Exception {
        ResultsStore store = new ResultsStore(work.resolve("results"), ResultsStore.plainMapper());
        HttpClient http = HttpClient.newHttpClient();

        Map<Service, NativeBuilds.Build> caches = new AotTraining(config, commands, http, store.json()).ensure("smoke", work);
        for (Service service : Service.values()) {
            assertTrue(caches.get(service).bytes() > 1_000_000, service + ": " + caches.get(service));
        }
        assertFalse(AotTraining.stale(config, "smoke", store.json()), "fresh caches are not trained again");
        assertTrue(AotTraining.stale(config, "quick", store.json()), "caches trained on another suite are trained again");

        BusinessPorts ports = commands.businessPorts();
        int port = commands.freePort();
        Path businessLog = work.resolve("business-aot.log");
        Path presentationLog = work.resolve("presentation-aot.log");
        String runId;
        List<Long> pids;
        try (ChildProcess business = commands.start(Service.BUSINESS, commands.business(Mode.AOT, ports), businessLog);
                ChildProcess presentation = commands.start(Service.PRESENTATION,
                        commands.presentation(Mode.AOT, port, ports, store.directory(), "none"), presentationLog)) {
            Service.BUSINESS.awaitFirstAnswer(business, ports.http());
            Service.PRESENTATION.awaitFirstAnswer(presentation, port);
            pids = List.of(business.pid(), presentation.pid());
            runId = new SuiteThroughApi(http, store.json()).run("http://127.0.0.1:" + port, "smoke", presentation);
        }
        for (Path log : List.of(businessLog, presentationLog)) {
            String text = Files.readString(log);
            assertTrue(text.contains("Opened AOT cache"), log + " does not say its cache was opened");
            assertTrue(text.contains("Using AOT-linked classes: true"), log + " does not say its linked classes were used");
        }
        // the point of the AOT build: the application's classes in the cache, taken by the JDK's own class loader,
        // for which the cache holds them linked too (with the fast jar, Quarkus' RunnerClassLoader took them);
        List<String> loaders = new java.util.ArrayList<>();
        for (long pid : pids) {
            List<String> lines = Files.readAllLines(work.resolve("class-load-" + pid + ".log"));
            for (int i = 0; i + 1 < lines.size(); i++) {
                if (lines.get(i).endsWith("io.quarkus.runner.GeneratedMain source: shared objects file")) {
                    loaders.add(lines.get(i + 1).replaceAll(".*for instance a '([^']*)'.*", "$1"));
                }
            }
        }
        assertEquals(List.of("jdk/internal/loader/ClassLoaders$AppClassLoader",
                "jdk/internal/loader/ClassLoaders$AppClassLoader"), loaders,
                "both services' generated main, from the cache, by the JDK's application class loader");
        RunDocument run = store.readRun(runId).orElseThrow();
        assertEquals("completed", run.status(), run.failureReason());
        assertEquals("aot", run.mode(), "the suite run says it was made from an AOT cache");
        for (ScenarioResult row : run.scenarios()) {
            assertEquals(row.calls().made(), row.calls().ok(), row.key() + " failed calls " + row.errors());
        }
        assertTrue(run.scenarios().size() > 50, "every wire, client and operation: " + run.scenarios().size());
    }
}
