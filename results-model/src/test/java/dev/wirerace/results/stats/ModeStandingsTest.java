package dev.wirerace.results.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.results.data.NativeComparisonDocument.Standing;
import dev.wirerace.results.data.NativeComparisonDocument.WireFigures;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Each mode set against the JVM wire by wire: the rows' ratio, the flagged rows left out, and which tier pays. */
class ModeStandingsTest {

    private static WireFigures row(String mode, String wire, int concurrency, double ops, Double server, Double client,
            String... flags) {
        return new WireFigures(mode, wire, "addOne", concurrency, ops, 100.0, 200.0, 0, null, List.of(flags), server,
                client);
    }

    private static Standing standing(List<Standing> standings, String mode, String wire) {
        return standings.stream().filter(s -> s.mode().equals(mode) && s.wire().equals(wire)).findFirst().orElseThrow();
    }

    @Test
    void theRatioIsTheMedianOverTheRowsNeitherSuiteFlagged() {
        List<WireFigures> wires = List.of(
                row("jvm", "grpc", 1, 1_000, 20.0, 30.0), row("jvm", "grpc", 4, 4_000, 10.0, 15.0),
                row("jvm", "grpc", 8, 8_000, 10.0, 15.0, "compiling"),
                row("native", "grpc", 1, 400, 60.0, 32.0), row("native", "grpc", 4, 2_000, 40.0, 16.0),
                row("native", "grpc", 8, 8_000, 10.0, 15.0));

        Standing grpc = standing(ModeStandings.of(wires), "native", "grpc");

        assertEquals(2, grpc.rows(), "the row the JVM's suite flagged is left out");
        assertFalse(grpc.flaggedRowsOnly());
        assertEquals(0.45, grpc.opsRatio(), 1e-9, "median of 0.4 and 0.5");
        assertEquals(35.0, grpc.serverCpuMicrosMore(), 1e-9, "median of +40 and +30 µs");
        assertEquals(1.5, grpc.clientCpuMicrosMore(), 1e-9);
        assertEquals("server", grpc.paidBy());
        assertEquals(5_437.0 / 14_917, grpc.anchorRatio(), 1e-9, "the Quarkus team's native CE: 0.36");
    }

    @Test
    void aWireWhoseRowsAreAllFlaggedStillStandsButSaysSo() {
        List<WireFigures> wires = List.of(row("jvm", "soap", 1, 900, 200.0, 300.0, "unsteady-warmup"),
                row("aot", "soap", 1, 1_800, 100.0, 150.0));

        Standing soap = standing(ModeStandings.of(wires), "aot", "soap");

        assertTrue(soap.flaggedRowsOnly());
        assertEquals(2.0, soap.opsRatio(), 1e-9);
        assertEquals("neither", soap.paidBy(), "both tiers cheaper per call");
        assertEquals(13_689.0 / 14_917, soap.anchorRatio(), 1e-9, "with Leyden: 0.92");
    }

    @Test
    void bothTiersPayWhenTheSmallerRiseIsAtLeastHalfTheLarger() {
        List<WireFigures> wires = List.of(row("jvm", "rmi", 1, 1_000, 20.0, 20.0), row("jvm", "rest-http", 1, 1_000, 20.0, 20.0),
                row("native", "rmi", 1, 500, 30.0, 26.0), row("native", "rest-http", 1, 500, 23.0, 30.0));

        List<Standing> standings = ModeStandings.of(wires);

        assertEquals("both", standing(standings, "native", "rmi").paidBy(), "+10 and +6 µs");
        assertEquals("client", standing(standings, "native", "rest-http").paidBy(), "+3 and +10 µs");
        assertEquals(ModeStandings.ALL_WIRES, standings.getFirst().wire(), "all wires first");
        assertEquals(2, standings.getFirst().rows());
        assertEquals(List.of(ModeStandings.ALL_WIRES, "rmi", "rest-http"), standings.stream().map(Standing::wire).toList(),
                "then the wires in the JVM's order");
    }

    @Test
    void withoutTheLedgerNoTierIsNamedAndWithoutTheJvmNothingStands() {
        List<WireFigures> wires = List.of(row("jvm", "rmi", 1, 1_000, null, null), row("aot", "rmi", 1, 900, null, null));

        Standing rmi = standing(ModeStandings.of(wires), "aot", "rmi");

        assertNull(rmi.paidBy());
        assertNull(rmi.serverCpuMicrosMore());
        assertEquals(List.of(), ModeStandings.of(List.of(row("aot", "rmi", 1, 900, 1.0, 1.0))));
    }
}
