package dev.wirerace.results.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.results.ResultsStore;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The settings are grouped in records of their own, yet {@code run.json} keeps the one flat object runs have
 * always written: runs written before the grouping read into the groups, and what is written reads back.
 */
class RunSettingsJsonTest {

    private static final ObjectMapper JSON = ResultsStore.plainMapper();

    /** A run's settings as the suites wrote them before the grouping (run 20261126-125302), and a key no longer known. */
    private static final String FLAT = """
            {"wireWarmupMillis": 1200, "warmupBudgetMillis": 115000, "wireWarmupLeastCalls": 15000,
             "wireWarmups": {"soap": {"forks": 2, "steady": true}}, "warmupMillis": 134, "iterations": 2,
             "iterationMillis": 160, "shuffleSeed": 8431896850181753694, "measurementOrder": "interleaved",
             "callTimeoutMillis": 5000, "loadModel": "closed", "forkPerWire": false, "batchRuns": "30 runs",
             "faultTolerance": "timeout 5000 ms", "businessHost": "127.0.0.1", "cpuAffinity": "CPU 1 and 0",
             "networkCheck": {"profile": "loopback"}, "faultPlan": "kill",
             "faultEvents": [{"atMillis": 10, "action": "kill", "wire": "rmi", "detail": "pid 1"}],
             "firstCallMicros": {"rmi": 6264}, "clockGrainNanos": 15, "jvmArguments": ["-Xmx1g"],
             "noiseGuard": {"othersCpuShareLimit": 0.1, "stealShareLimit": 0.05, "remeasureShare": 0.25,
                            "remeasuredRounds": 17},
             "failureKinds": ["timeout"], "workNanos": 20000, "forkCount": 2, "forkRunIds": ["f1", "f2"],
             "roundsMillis": 35000, "retiredSetting": 1}
            """;

    @Test
    void aFlatRunFromBeforeTheGroupsReadsIntoThem() throws Exception {
        RunSettings settings = JSON.readValue(FLAT, RunSettings.class);
        assertEquals(115_000L, settings.warmup().warmupBudgetMillis());
        assertEquals(134L, settings.warmup().warmupMillis());
        assertEquals(true, settings.warmup().wireWarmups().get("soap").steady());
        assertEquals(2, settings.timing().iterations());
        assertEquals(8431896850181753694L, settings.timing().shuffleSeed());
        assertEquals(35_000L, settings.timing().roundsMillis());
        assertEquals("closed", settings.load().loadModel());
        assertEquals(20_000L, settings.load().workNanos());
        assertNull(settings.load().ratePerSecond());
        assertTrue(settings.faults().faulted());
        assertEquals("rmi", settings.faults().faultEvents().get(0).wire());
        assertEquals("127.0.0.1", settings.environment().businessHost());
        assertEquals(6264L, settings.environment().firstCallMicros().get("rmi"));
        assertEquals(List.of("-Xmx1g"), settings.environment().jvmArguments());
        assertEquals(2, settings.forks().forkCount());
        assertEquals(List.of("f1", "f2"), settings.forks().forkRunIds());
        assertEquals(17, settings.noiseGuard().remeasuredRounds());
    }

    @Test
    void theGroupsAreWrittenFlatAndReadBack() throws Exception {
        RunSettings settings = JSON.readValue(FLAT, RunSettings.class);
        JsonNode written = JSON.valueToTree(settings);
        for (String group : List.of("warmup", "timing", "load", "faults", "environment", "forks")) {
            assertFalse(written.has(group), "no nested '" + group + "' object: " + written);
        }
        assertEquals(160, written.get("iterationMillis").asInt());
        assertEquals("kill", written.get("faultPlan").asText());
        assertEquals(2, written.get("forkCount").asInt());
        assertFalse(written.has("forkIndex"), "absent figures stay absent: " + written);
        assertEquals(settings, JSON.treeToValue(written, RunSettings.class));
    }

    @Test
    void aRunWithoutSettingsGroupsReadsAsEmptyGroupsNotNulls() throws Exception {
        RunSettings settings = JSON.readValue("{\"iterations\": 3}", RunSettings.class);
        assertEquals(3, settings.timing().iterations());
        assertNull(settings.load().workNanos());
        assertFalse(settings.faults().faulted());
        assertEquals(List.of(), settings.faults().faultEvents());
        assertNull(settings.forks().forkRunIds());
    }
}
