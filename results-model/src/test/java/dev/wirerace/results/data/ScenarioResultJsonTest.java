package dev.wirerace.results.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirerace.results.ResultsStore;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A row's JSON is flat, as rows have always been written: the groups that name and size it (the wire as spoken,
 * the work, the load, the throughput) are records in Java and plain fields in run.json, so that runs written
 * before open unchanged and the page reads every row as it did.
 */
class ScenarioResultJsonTest {

    /** A real run written before rows had a client or a way (the page's tests draw it too). */
    private static final Path EARLIER_RUN = Path.of(
            "../page/src/test/resources/fixture-results/fixture-ledger-a/run.json");

    private final ObjectMapper json = ResultsStore.plainMapper();

    /**
     * Whether {@code back} holds everything {@code written} did, with the same values: fields added since are
     * written back too (as null where unknown), and 11467 read as an int and written from a long is one figure.
     */
    private static boolean holds(JsonNode back, JsonNode written) {
        if (back == null) {
            return false;
        }
        if (written.isObject()) {
            for (var field : written.properties()) {
                if (!holds(back.get(field.getKey()), field.getValue())) {
                    return false;
                }
            }
            return back.isObject();
        }
        if (written.isArray()) {
            if (!back.isArray() || back.size() != written.size()) {
                return false;
            }
            for (int i = 0; i < written.size(); i++) {
                if (!holds(back.get(i), written.get(i))) {
                    return false;
                }
            }
            return true;
        }
        return written.isNumber() && back.isNumber() ? written.asDouble() == back.asDouble() : written.equals(back);
    }

    /** {@code back} has none of the Java groups as a nested object, and holds every field {@code written} did. */
    private static void assertWrittenBackFlat(JsonNode written, ObjectNode back, List<String> groups) {
        for (String group : groups) {
            assertFalse(back.has(group), "no nested '" + group + "': " + back);
        }
        written.properties().forEach(field -> assertTrue(holds(back.get(field.getKey()), field.getValue()),
                "field " + field.getKey() + ": " + field.getValue() + " written back as " + back.get(field.getKey())));
    }

    @Test
    void aRowWrittenBeforeOpensWithItsFieldsAndIsWrittenBackFlatWithTheSameValues() throws Exception {
        JsonNode written = json.readTree(EARLIER_RUN.toFile()).path("scenarios").get(0);
        ScenarioResult row = json.treeToValue(written, ScenarioResult.class);

        assertEquals(written.path("wire").asText(), row.spoken().wire());
        assertEquals(row.spoken().wire(), row.spoken().way(), "a row without a way is its wire's default way");
        assertEquals(written.path("operation").asText(), row.work().operation());
        assertEquals(written.path("concurrency").asInt(), row.load().concurrency());
        assertEquals(written.path("opsPerSecond").asDouble(), row.throughput().opsPerSecond());
        assertEquals(written.path("cost").path("serverCpuMicros").asDouble(), row.cost().server().cpuMicros());

        assertWrittenBackFlat(written, json.valueToTree(row), List.of("spoken", "work", "load", "throughput"));
    }

    @Test
    void aRowOfTodayComesBackEqual() throws Exception {
        ScenarioResult row = TestRows.row("grpc", 120.0).operation("accounts", 55, "required").concurrency(4)
                .fixedRate(2_000, 1_990, 300).ledger(40, 25, 120, 900, 2, 2).forks(119, 121).build();

        assertEquals(row, json.readValue(json.writeValueAsString(row), ScenarioResult.class));
    }

    /** The lookup study's cases are flat in its run.json too: a lookup run written before opens and is written back. */
    @Test
    void aLookupCaseWrittenBeforeOpensWithItsFieldsAndIsWrittenBackFlat() throws Exception {
        JsonNode written = json.readTree(LOOKUP_RUN.toFile()).path("lookups").get(0);
        dev.wirerace.results.lookup.LookupResult lookup = json.treeToValue(written,
                dev.wirerace.results.lookup.LookupResult.class);

        assertEquals(written.path("caseId").asText(), lookup.lookupCase().caseId());
        assertEquals(written.path("threads").asInt(), lookup.shape().threads());
        assertEquals(written.path("ok").asInt(), lookup.outcome().ok());
        assertEquals(written.path("total").path("mean").asDouble(), lookup.timing().total().mean());

        assertWrittenBackFlat(written, json.valueToTree(lookup), List.of("lookupCase", "shape", "outcome", "timing"));
    }

    /** A lookup run the page's tests draw too. */
    private static final Path LOOKUP_RUN = Path.of("../page/src/test/resources/fixture-results/fixture-lookup/run.json");
}
