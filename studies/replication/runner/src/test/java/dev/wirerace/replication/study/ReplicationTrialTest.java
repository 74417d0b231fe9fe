package dev.wirerace.replication.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real node JVMs from the packaged node modules, on loopback: a 2-node, 200-element trial per backend
 * arrives whole (every checksum verified by the reader); a reader killed mid-trial is reported as dead,
 * within the bounds, and its trial failed.
 */
class ReplicationTrialTest {

    private static final Path MODULES = Path.of("..").toAbsolutePath().normalize();

    @TempDir
    Path logs;

    private Trial trial() {
        return new Trial(new NodeLauncher(Path.of(System.getProperty("java.home"), "bin", "java"), MODULES, 42, NodePlacement.LOOPBACK), logs);
    }

    @Test
    void everyBackendReplicatesEveryElementIntactOnTwoNodes() throws Exception {
        for (Backend backend : Backend.values()) {
            TrialResult result = trial().run(backend, "size", 2, 200, 1_280);
            assertEquals("ok", result.outcome().status(), backend.id() + ": " + result.outcome().failureReason() + " (logs in " + logs + ")");
            assertEquals(0, result.outcome().missing() + result.outcome().corrupt() + result.outcome().duplicates(), backend.id());
            assertEquals(200, ((Number) result.readers().getFirst().get("received")).intValue(), backend.id());
            assertNotNull(result.figures().firstToAllMillis(), backend.id());
            assertNotNull(result.figures().allReadersMillis(), backend.id());
        }
    }

    @Test
    void aReaderKilledMidTrialFailsTheTrialAndIsNotWaitedFor() throws Exception {
        long start = System.nanoTime();
        TrialResult result = trial().run(Backend.INFINISPAN_SYNC, "size", 3, 2_000, 1_280, true);
        Duration took = Duration.ofNanos(System.nanoTime() - start);

        assertEquals("failed", result.outcome().status());
        assertTrue(result.outcome().failureReason().contains("node 2 died"), result.outcome().failureReason());
        assertTrue(took.compareTo(Trial.readBound(2_000, 1_280)) < 0, "waited " + took + " for a dead node");
        assertTrue(Files.list(logs).findAny().isPresent(), "node logs are kept");
    }
}
