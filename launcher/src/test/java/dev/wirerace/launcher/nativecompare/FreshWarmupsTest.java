package dev.wirerace.launcher.nativecompare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.wirerace.results.ResultsStore;
import dev.wirerace.results.data.NativeComparisonDocument.WarmupFigures;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.ScenarioResult;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JVM mode's services for real: each wire's warm-up from a fresh start of both (the suite narrowed to that
 * wire, nothing else run in the pair), and a start's CPU time with its JIT compilers' part.
 */
class FreshWarmupsTest {

    private static final Path REPO = Path.of(System.getProperty("wirerace.repo", "..")).toAbsolutePath().normalize();
    private static final Path BUSINESS_JAR = REPO.resolve("business-service/target/quarkus-app/quarkus-run.jar");
    private static final Path PRESENTATION_JAR = REPO.resolve("presentation-service/target/quarkus-app/quarkus-run.jar");

    @TempDir
    Path work;

    private ServiceCommands commands() {
        assumeTrue(Files.isRegularFile(BUSINESS_JAR) && Files.isRegularFile(PRESENTATION_JAR),
                "both services' JVM builds are needed (./mvnw package); skipped without them");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        NativeCompareConfig config = new NativeCompareConfig(List.of(Mode.JVM), NativeCompareConfig.Workload.of("quick"),
                1, true, java,
                List.of("-Xmx512m"), List.of(), List.of(),
                new NativeCompareConfig.Tier(BUSINESS_JAR, work.resolve("none"), work.resolve("none"),
                        work.resolve("none"), Optional.empty()),
                new NativeCompareConfig.Tier(PRESENTATION_JAR, work.resolve("none"), work.resolve("none"),
                        work.resolve("none"), Optional.empty()),
                "none", work.resolve("builds.json"), Optional.empty(), work, work.resolve("results"), "test");
        return new ServiceCommands(config, "native");
    }

    @Test
    void eachWireWarmsUpAloneInAPairStartedForIt() throws Exception {
        FreshWarmups.Measured measured = new FreshWarmups(commands(), HttpClient.newHttpClient(), "quick", "none")
                .inTurns(List.of(Mode.JVM), List.of("floor-tcp", "local"), work).get(Mode.JVM);
        List<WarmupFigures> warmups = measured.warmups();

        assertEquals(List.of("floor-tcp", "local"), warmups.stream().map(WarmupFigures::wire).toList());
        for (WarmupFigures warmup : warmups) {
            assertEquals(Boolean.TRUE, warmup.freshStart(), warmup.toString());
            assertEquals("jvm", warmup.mode());
            assertTrue(warmup.callsToSteady() > 0 && !warmup.callsPerSecond().isEmpty(), warmup.toString());
            assertTrue(warmup.callsPerSecond().stream().allMatch(perSecond -> perSecond > 0),
                    "every cycle of a wire that answers made calls: " + warmup);
        }
        // one run per wire, each narrowed to its wire: nothing else warmed the pair before or beside it
        ResultsStore store = new ResultsStore(work.resolve("fresh-warmups-jvm"), ResultsStore.plainMapper());
        List<RunDocument> runs = new ArrayList<>();
        try (var dirs = Files.newDirectoryStream(store.directory(), Files::isDirectory)) {
            for (Path dir : dirs) {
                store.readRun(dir.getFileName().toString()).ifPresent(runs::add);
            }
        }
        assertEquals(2, runs.size());
        // the rows the comparison checks for failed calls are those of both runs
        assertEquals(runs.stream().mapToInt(run -> run.scenarios().size()).sum(), measured.rows().size());
        assertTrue(measured.rows().stream().allMatch(row -> row.errors() == 0 && row.opsPerSecondPerMb() == null),
                measured.rows().toString());
        for (RunDocument run : runs) {
            assertEquals("completed", run.status(), run.failureReason());
            List<String> wires = run.scenarios().stream().map(r -> r.spoken().wire()).distinct().toList();
            assertEquals(1, wires.size(), "one wire per fresh pair: " + wires);
            for (ScenarioResult row : run.scenarios()) {
                assertEquals(row.calls().made(), row.calls().ok(), row.key() + " failed calls " + row.errors());
            }
        }
    }

    @Test
    void aStartSaysItsCpuTimeAndTheCompilersPartOfIt() throws Exception {
        Map<Service, Launches.Startups> started = new Launches(commands(), HttpClient.newHttpClient())
                .inTurns(List.of(Mode.JVM), 1, work).get(Mode.JVM);
        Launches.Startups startups = started.get(Service.BUSINESS);

        double cpu = startups.cpuMillis().getFirst();
        Double jit = startups.jitCpuMillis().getFirst();
        assertTrue(cpu >= 100, "a Quarkus start on the JVM takes CPU: " + cpu + " ms");
        assertNotNull(jit, "a JVM has compiler threads");
        assertTrue(jit > 0 && jit <= cpu + 10, "the compilers' part is part of the whole: " + jit + " of " + cpu);
        assertEquals(1, started.get(Service.PRESENTATION).millis().size(), "each service launched once a round");
    }
}
