package dev.wirerace.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.format.ComparisonTable;
import dev.wirerace.results.format.ResultsCsv;
import dev.wirerace.results.format.RunDigestText;
import dev.wirerace.results.format.RunTable;
import dev.wirerace.results.stats.RunComparison;
import dev.wirerace.results.stats.RunDigest;
import java.io.IOException;
import java.io.InputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Runs written by two earlier versions read under today's records and compare with each other: a smoke run made by
 * commit c7865fc (2026-11-29, before the results were split into data, statistics and formats) and one by a584d0a
 * (2026-11-25, before forks were the unit of repetition), both made on 2026-12-02 from those commits' own
 * checkouts. Their whole run.json is kept under {@code written-by/}.
 */
class RunsWrittenBeforeTest {

    private static final ObjectMapper JSON = ResultsStore.plainMapper();

    private static RunDocument writtenBy(String commit) throws IOException {
        try (InputStream in = RunsWrittenBeforeTest.class.getResourceAsStream("/written-by/" + commit + "/run.json")) {
            return JSON.readValue(in, RunDocument.class);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = { "c7865fc", "a584d0a" })
    void aRunWrittenByAnEarlierVersionReadsAndRenders(String commit) throws IOException {
        RunDocument run = writtenBy(commit);

        assertEquals(commit, run.gitCommit());
        assertTrue(run.scenarios().size() >= 100, run.scenarios().size() + " rows");
        assertTrue(run.scenarios().stream().allMatch(row -> row.spoken().wire() != null && row.calls() != null));
        String table = RunTable.render(run, true);
        assertTrue(table.contains("rest-http"), table);
        assertEquals(run.scenarios().size() + 1, ResultsCsv.of(run).lines().count(), "a line a row and the header");
        String digest = RunDigestText.render(RunDigest.of(run));
        assertFalse(digest.isBlank());
    }

    @Test
    void twoRunsOfEarlierVersionsCompareRowByRow() throws IOException {
        RunComparison comparison = RunComparison.of(writtenBy("a584d0a"), writtenBy("c7865fc"), 0.05, "given", false);

        assertTrue(comparison.rows().size() >= 100, comparison.rows().size() + " rows both have");
        assertTrue(comparison.rows().stream().allMatch(row -> row.latency().verdict() != null));
        String text = ComparisonTable.render(comparison);
        assertTrue(text.contains("B = 20261202-111816-smoke-jvm against A = 20261202-112148-smoke-jvm"), text);
    }
}
