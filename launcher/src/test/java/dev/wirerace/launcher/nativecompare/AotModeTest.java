package dev.wirerace.launcher.nativecompare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.wirerace.processes.BusinessPorts;
import dev.wirerace.processes.ChildProcess;
import dev.wirerace.results.ResultsStore;
import dev.wirerace.results.RunDocument;
import dev.wirerace.results.ScenarioResult;
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

    @TempDir
    Path work;

    @Test
    void bothServicesStartFromTheirTrainedCachesAndEveryWireAnswers() throws Exception {
        assumeTrue(Files.isRegularFile(BUSINESS_JAR) && Files.isRegularFile(PRESENTATION_JAR),
                "both services' JVM builds are needed (./mvnw package); skipped without them");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        assumeTrue(Runtime.version().feature() >= 25, "AOT caches in one step need JDK 25 (JEP 514)");
        NativeCompareConfig config = new NativeCompareConfig(List.of(Mode.AOT), "smoke", 1, java, List.of("-Xmx512m"),
                List.of(), new NativeCompareConfig.Tier(BUSINESS_JAR, work.resolve("none"), work.resolve("aot/business.aot"),
                        Optional.empty()),
                new NativeCompareConfig.Tier(PRESENTATION_JAR, work.resolve("none"), work.resolve("aot/presentation.aot"),
                        Optional.empty()),
                "none", work.resolve("builds.json"), Optional.empty(), work, work.resolve("results"), "test");
        ServiceCommands commands = new ServiceCommands(config, "native");
        ResultsStore store = new ResultsStore(work.resolve("results"), ResultsStore.plainMapper());
        HttpClient http = HttpClient.newHttpClient();

        Map<Service, NativeBuilds.Build> caches = new AotTraining(config, commands, http, store.json()).ensure("smoke", work);
        for (Service service : Service.values()) {
            assertTrue(caches.get(service).bytes() > 1_000_000, service + ": " + caches.get(service));
        }
        assertTrue(!AotTraining.stale(config), "fresh caches are not trained again");

        BusinessPorts ports = commands.businessPorts();
        int port = commands.freePort();
        Path businessLog = work.resolve("business-aot.log");
        Path presentationLog = work.resolve("presentation-aot.log");
        String runId;
        try (ChildProcess business = commands.start(Service.BUSINESS, commands.business(Mode.AOT, ports), businessLog);
                ChildProcess presentation = commands.start(Service.PRESENTATION,
                        commands.presentation(Mode.AOT, port, ports, store.directory(), "none"), presentationLog)) {
            Service.BUSINESS.awaitFirstAnswer(business, ports.http());
            Service.PRESENTATION.awaitFirstAnswer(presentation, port);
            runId = new SuiteThroughApi(http, store.json()).run("http://127.0.0.1:" + port, "smoke", presentation);
        }
        for (Path log : List.of(businessLog, presentationLog)) {
            String text = Files.readString(log);
            assertTrue(text.contains("Opened AOT cache"), log + " does not say its cache was opened");
            assertTrue(text.contains("Using AOT-linked classes: true"), log + " does not say its linked classes were used");
        }
        RunDocument run = store.readRun(runId).orElseThrow();
        assertEquals("completed", run.status(), run.failureReason());
        assertEquals("aot", run.mode(), "the suite run says it was made from an AOT cache");
        for (ScenarioResult row : run.scenarios()) {
            assertEquals(row.calls().made(), row.calls().ok(), row.key() + " failed calls " + row.errors());
        }
        assertTrue(run.scenarios().size() > 50, "every wire, client and operation: " + run.scenarios().size());
    }
}
