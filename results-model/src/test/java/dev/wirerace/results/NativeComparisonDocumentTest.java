package dev.wirerace.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * A comparison written before the command line took the comparison over (the page's own fixture, a real run
 * renamed) opens as this record, field for field, and the record writes it back as the page reads it.
 */
class NativeComparisonDocumentTest {

    /** The page's tests draw this same file (presentation-service's fixture-results). */
    private static final Path EARLIER_RUN = Path.of(
            "../presentation-service/src/test/resources/fixture-results/fixture-native-comparison/run.json");

    /** Strict: a field of the old document that the record lacks fails the read instead of vanishing. */
    private final ObjectMapper strict = JsonMapper.builder().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    @Test
    void aDocumentWrittenBeforeOpensAndIsWrittenBackAsThePageReadsIt() throws Exception {
        JsonNode written = strict.readTree(EARLIER_RUN.toFile());
        NativeComparisonDocument document = strict.treeToValue(written, NativeComparisonDocument.class);

        assertEquals(NativeComparisonDocument.KIND, document.kind());
        assertEquals(written, strict.readTree(strict.writeValueAsString(document)));
    }

    @Test
    void theTableSetsTheModesSideBySide() throws Exception {
        NativeComparisonDocument document = strict.readValue(EARLIER_RUN.toFile(), NativeComparisonDocument.class);

        String table = NativeComparisonTable.render(document);

        assertTrue(table.contains("jvm ops/s") && table.contains("native ops/s"), table);
        assertTrue(table.lines().anyMatch(line -> line.startsWith("business-service") && line.contains("native")), table);
        assertTrue(table.contains("run fixture-native-comparison: completed"), table);
    }
}
