package dev.wirerace.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.format.AbVerdictsText;
import dev.wirerace.results.format.ComparisonTable;
import dev.wirerace.results.format.ResultsCsv;
import dev.wirerace.results.format.RunReport;
import dev.wirerace.results.stats.AbVerdicts;
import dev.wirerace.results.stats.CompareCalibration;
import dev.wirerace.results.stats.QuietestRounds;
import dev.wirerace.results.stats.RunComparison;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What a reader sees, held byte for byte: the digest and table, the CSV, {@code compare}'s and {@code ab}'s text,
 * rendered from real runs kept under {@code golden/runs/} (an ab pair written by today's code; two quick runs
 * written by a version before the cost ledger's last fields, read under today's records). A change that moves a
 * figure or a word fails here; one meant to is written back with {@code -Dgolden.update=true} and reviewed in
 * the diff, as jmh-core keeps its output-golden files.
 */
class GoldenOutputTest {

    private static final ObjectMapper JSON = ResultsStore.plainMapper();
    private static final Path SOURCE = Path.of("src/test/resources/golden");

    @TempDir
    Path emptyResults;

    @ParameterizedTest
    @ValueSource(strings = { "ab", "old" })
    void theReportOfEachRunStaysAsItWas(String pair) {
        for (String half : new String[] { "a", "b" }) {
            RunDocument run = run(pair + "-" + half);
            matches(pair + "-" + half + "-report.txt", RunReport.text(run, false));
            matches(pair + "-" + half + "-report-wide.txt", RunReport.text(run, true));
            matches(pair + "-" + half + ".csv", ResultsCsv.of(run));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = { "ab", "old" })
    void theComparisonOfThePairStaysAsItWas(String pair) throws IOException {
        RunDocument a = run(pair + "-a");
        RunDocument b = run(pair + "-b");
        CompareCalibration.Margin margin = CompareCalibration.choose(Optional.empty(), false, a, b, emptyResults, JSON);
        RunComparison.RunToRun runToRun = CompareCalibration.runToRun(a, b, emptyResults, JSON);
        RunComparison asMeasured = RunComparison.of(a, b, margin, false, RunComparison.DEFAULT_EQUIVALENCE, runToRun);
        RunComparison overFloor = RunComparison.of(a, b, margin, true, RunComparison.DEFAULT_EQUIVALENCE, runToRun);
        matches(pair + "-compare.txt", ComparisonTable.render(asMeasured, overFloor) + QuietestRounds.of(a, b).describe());
        matches(pair + "-ab.txt", AbVerdictsText.render(AbVerdicts.of(a, b, RunComparison.DEFAULT_EQUIVALENCE, "nothing")));
    }

    private static RunDocument run(String name) {
        try (InputStream in = GoldenOutputTest.class.getResourceAsStream("/golden/runs/" + name + ".json")) {
            return JSON.readValue(in, RunDocument.class);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void matches(String file, String actual) {
        Path golden = SOURCE.resolve(file);
        try {
            if (Boolean.getBoolean("golden.update")) {
                Files.writeString(golden, actual, StandardCharsets.UTF_8);
                return;
            }
            assertEquals(Files.readString(golden, StandardCharsets.UTF_8), actual,
                    file + " differs (if meant, write it back with -Dgolden.update=true and read the diff)");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
