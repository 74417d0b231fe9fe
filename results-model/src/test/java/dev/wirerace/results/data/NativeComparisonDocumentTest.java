package dev.wirerace.results.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.wirerace.results.data.NativeComparisonDocument.ServiceFigures;
import dev.wirerace.results.data.NativeComparisonDocument.WarmupFigures;
import dev.wirerace.results.data.NativeComparisonDocument.WireFigures;
import dev.wirerace.results.format.NativeComparisonTable;
import dev.wirerace.results.stats.ModeStandings;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A comparison written before the command line took the comparison over (the page's own fixture, a real run
 * renamed) opens as this record, field for field, and the record writes it back as the page reads it.
 */
class NativeComparisonDocumentTest {

    /** The page's tests draw this same file (the page's fixture-results). */
    private static final Path EARLIER_RUN = Path.of(
            "../page/src/test/resources/fixture-results/fixture-native-comparison/run.json");

    /** A run of all three modes, its standings and its launches in turns (the page's fixture-results). */
    private static final Path THREE_MODES = Path.of(
            "../page/src/test/resources/fixture-results/fixture-three-modes/run.json");

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
    void aThreeModeRunWithItsStandingsAndPairedStartsOpensAndIsWrittenBackAsWritten() throws Exception {
        JsonNode written = strict.readTree(THREE_MODES.toFile());
        NativeComparisonDocument document = strict.treeToValue(written, NativeComparisonDocument.class);

        assertEquals(written, strict.readTree(strict.writeValueAsString(document)));
        assertEquals(5, document.services().get(2).startupOverJvm().size(), "the AOT mode's five rounds");
        assertEquals(ModeStandings.ALL_WIRES, document.standings().getFirst().wire());
        assertEquals(ModeStandings.of(document.wires()), document.standings(), "the standings are the rows' own");
    }

    @Test
    void theTableSetsTheModesSideBySide() throws Exception {
        NativeComparisonDocument document = strict.readValue(EARLIER_RUN.toFile(), NativeComparisonDocument.class);

        String table = NativeComparisonTable.render(document);

        assertTrue(table.contains("jvm ops/s") && table.contains("native ops/s"), table);
        assertTrue(table.lines().anyMatch(line -> line.startsWith("business-service") && line.contains("native")), table);
        assertTrue(table.contains("run fixture-native-comparison: completed"), table);
    }

    @Test
    void theTableSaysAStartsCpuWithItsJitPartAndWhereTheWarmUpsWereMeasured() throws Exception {
        NativeComparisonDocument earlier = strict.readValue(EARLIER_RUN.toFile(), NativeComparisonDocument.class);
        ServiceFigures jvm = earlier.services().getFirst();
        ServiceFigures measured = new ServiceFigures(jvm.service(), jvm.mode(), jvm.buildSeconds(), jvm.artifact(),
                jvm.artifactBytes(), jvm.startupMillis(), jvm.startupMillisMedian(), jvm.rssAfterFirstRequestMb(),
                jvm.rssAfterFirstRequestMbMedian(), jvm.peakRssSuiteMb(), jvm.peakRssMb(), 2_210.0, 1_020.0, null);
        NativeComparisonDocument document = new NativeComparisonDocument(earlier.header(), earlier.settings(),
                earlier.toolchain(), List.of(measured), earlier.suiteRuns(), earlier.wires(), earlier.k6(),
                List.of(new WarmupFigures("jvm", "rmi", true, 2_400, 31_000, List.of(5_000.0, 20_000.0), true)), null);

        String table = NativeComparisonTable.render(document);

        assertTrue(table.lines().anyMatch(line -> line.startsWith(jvm.service()) && line.contains("2,210 (1,020)")), table);
        assertTrue(table.contains("each wire from a fresh start of both services"), table);
        assertTrue(table.lines().anyMatch(line -> line.startsWith("rmi") && line.contains("2.4 s, 31,000")), table);
    }

    @Test
    void aRowFlaggedInAModeSaysSoBesideItsFigures() throws Exception {
        NativeComparisonDocument earlier = strict.readValue(EARLIER_RUN.toFile(), NativeComparisonDocument.class);
        WireFigures first = earlier.wires().getFirst();
        WireFigures unsteady = new WireFigures(first.mode(), first.wire(), first.operation(), first.concurrency(),
                first.opsPerSecond(), first.p50Micros(), first.p99Micros(), first.errors(), first.opsPerSecondPerMb(),
                List.of("unsteady-warmup", "compiling"), null, null);
        List<WireFigures> wires = new java.util.ArrayList<>(earlier.wires());
        wires.set(0, unsteady);
        NativeComparisonDocument document = new NativeComparisonDocument(earlier.header(), earlier.settings(),
                earlier.toolchain(), earlier.services(), earlier.suiteRuns(), wires, earlier.k6(), earlier.warmups(), null);

        String table = NativeComparisonTable.render(document);

        assertTrue(table.lines().anyMatch(line -> line.startsWith(first.wire()) && line.contains(first.operation())
                && line.endsWith(first.mode() + " (unsteady-warmup, compiling)")), table);
        assertTrue(table.contains("the modes' ratio on such a row is not their difference"), table);
        assertTrue(NativeComparisonTable.render(earlier).lines().noneMatch(line -> line.startsWith("flagged in:")),
                "a document without flags: no legend");
    }
    @Test
    void theTableSaysWhereEachModeStandsAndWhichTierPays() throws Exception {
        NativeComparisonDocument earlier = strict.readValue(EARLIER_RUN.toFile(), NativeComparisonDocument.class);
        List<NativeComparisonDocument.Standing> standings = List.of(
                new NativeComparisonDocument.Standing("native", ModeStandings.ALL_WIRES, 30, false, 0.42, 0.36, 25.0,
                        4.5, "server"),
                new NativeComparisonDocument.Standing("native", "soap", 2, true, 0.97, 0.36, null, null, null));
        NativeComparisonDocument document = new NativeComparisonDocument(earlier.header(), earlier.settings(),
                earlier.toolchain(), earlier.services(), earlier.suiteRuns(), earlier.wires(), earlier.k6(),
                earlier.warmups(), standings);

        String table = NativeComparisonTable.render(document);

        assertTrue(table.contains(ModeStandings.ANCHOR_SOURCE), table);
        assertTrue(table.lines().anyMatch(line -> line.startsWith("native  all wires") && line.contains("0.42")
                && line.contains("0.36") && line.contains("+25.0") && line.contains("+4.5") && line.endsWith("server")),
                table);
        assertTrue(table.lines().anyMatch(line -> line.startsWith("native  soap") && line.contains("2*")), table);
        assertTrue(NativeComparisonTable.render(earlier).lines().noneMatch(line -> line.startsWith("where each mode")),
                "a document made before has no standings");
    }
    @Test
    void theTableSetsEachLaunchAgainstTheJvmsOfItsRoundAndCountsTheWarmUpsEndedSoonerOrLater() throws Exception {
        NativeComparisonDocument earlier = strict.readValue(EARLIER_RUN.toFile(), NativeComparisonDocument.class);
        ServiceFigures jvm = earlier.services().getFirst();
        ServiceFigures aot = new ServiceFigures(jvm.service(), "aot", null, null, null, List.of(2_000.0, 2_100.0,
                1_900.0), 2_000.0, List.of(190.0), 190.0, null, null, null, null, List.of(0.52, 0.47, 0.49));
        List<WarmupFigures> warmups = List.of(
                new WarmupFigures("jvm", "rmi", true, 4_000, 1, List.of(1.0, 1.0, 1.0, 1.0, 1.0), true),
                new WarmupFigures("aot", "rmi", true, 3_000, 1, List.of(1.0, 1.0, 1.0, 1.0, 1.0, 1.0), true),
                new WarmupFigures("jvm", "grpc", true, 4_000, 1, List.of(1.0, 1.0, 1.0, 1.0, 1.0), true),
                new WarmupFigures("aot", "grpc", true, 4_400, 1, List.of(1.0, 1.0, 1.0, 1.0, 1.0, 1.0), true),
                new WarmupFigures("jvm", "soap", true, 9_000, 1, List.of(1.0, 1.0, 1.0), true),
                new WarmupFigures("aot", "soap", false, 20_000, 1, List.of(1.0, 1.0, 1.0, 1.0), true));
        NativeComparisonDocument document = new NativeComparisonDocument(earlier.header(), earlier.settings(),
                earlier.toolchain(), List.of(jvm, aot), earlier.suiteRuns(), List.of(), earlier.k6(), warmups, null);

        String table = NativeComparisonTable.render(document);

        assertTrue(table.lines().anyMatch(line -> line.startsWith(jvm.service()) && line.contains(" aot ")
                && line.contains("0.49 (0.47-0.52)")),
                table);
        // rmi 1 s sooner; grpc 0.4 s later, within its 0.8 s cycle; soap not steady at 20 s
        assertTrue(table.contains("aot against jvm: steady sooner on 1, within a warm-up cycle on 1, later on 1 of 3 wires"),
                table);
    }

}
