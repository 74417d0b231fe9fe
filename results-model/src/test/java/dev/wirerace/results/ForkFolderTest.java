package dev.wirerace.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.results.data.MadeUpRuns;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.ScenarioResult;
import dev.wirerace.results.format.RunReport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Forks written to a folder of their own by the store, merged by the command line's plain mapper: the
 * merged run is in the results, readable again, its forks under it, and it says how it ended.
 */
class ForkFolderTest {

    private static ScenarioResult oneFork(String way, double p50) {
        return MadeUpRuns.row(way, 1, List.of(p50), List.of(10_000.0), 0).withForks(null);
    }

    @Test
    void forksAreMergedIntoTheResultsAndReadBack(@TempDir Path results) throws Exception {
        ResultsStore forkStore = new ResultsStore(results.resolve(".forks-quick"), ResultsStore.plainMapper());
        forkStore.write(MadeUpRuns.run("f1", List.of(oneFork("grpc", 100))), Map.of());
        forkStore.write(MadeUpRuns.run("f2", List.of(oneFork("grpc", 110))), Map.of());
        ResultsStore store = new ResultsStore(results, ResultsStore.plainMapper());

        Optional<RunDocument> merged = ForkFolder.merge(results.resolve(".forks-quick"), store);

        assertTrue(merged.isPresent());
        RunDocument again = store.readRun(merged.get().runId()).orElseThrow();
        assertEquals(List.of("f1", "f2"), again.scenarios().get(0).forks().runIds());
        assertTrue(Files.isRegularFile(results.resolve(merged.get().runId()).resolve("forks/f1/run.json")));
        assertFalse(Files.exists(results.resolve(".forks-quick")));
        assertTrue(RunReport.failure(again).isEmpty(), RunReport.failure(again).toString());
        assertTrue(RunReport.text(again, false).contains("grpc"));
    }

    @Test
    void aFolderNoForkWroteIntoMergesToNothing(@TempDir Path results) throws Exception {
        Files.createDirectories(results.resolve(".forks-quick"));

        assertTrue(ForkFolder.merge(results.resolve(".forks-quick"), new ResultsStore(results, ResultsStore.plainMapper()))
                .isEmpty());
    }
}
