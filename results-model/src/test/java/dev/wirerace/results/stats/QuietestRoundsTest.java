package dev.wirerace.results.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.results.data.MadeUpRuns;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.ScenarioResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Each row's quietest round: the host's slow spells left out, a real shift kept. */
class QuietestRoundsTest {

    /** A row whose rounds, over all its forks, had these p50s. */
    private static ScenarioResult rounds(String way, List<Double> p50s) {
        ScenarioResult r = MadeUpRuns.row(way, List.of(100.0, 100.0), List.of(9_000.0, 9_000.0));
        ScenarioResult.Rounds measured = new ScenarioResult.Rounds(p50s, null, null, null, null, null, null);
        return new ScenarioResult(r.spoken(), r.work(), r.load(), r.throughput(), r.latencyMicros(), r.calls(),
                r.errors(), r.floorMultiple(), r.histogramFile(), r.cost(), r.trust(), measured, r.forks(), r.tiers());
    }

    @Test
    void spellsInOneRunOrTheOtherDoNotMoveTheQuietestRound() {
        // the same wire, slow spells in different rounds of each run: their means differ by 14 %
        RunDocument a = MadeUpRuns.run("a", List.of(rounds("grpc", List.of(100.0, 131.0, 102.0, 140.0))));
        RunDocument b = MadeUpRuns.run("b", List.of(rounds("grpc", List.of(151.0, 101.0, 148.0, 99.0))));
        QuietestRounds.Agreement agreement = QuietestRounds.of(a, b);
        assertEquals(0.99, agreement.medianRatio(), 1e-9);
        assertEquals(1, agreement.within());
    }

    @Test
    void aShiftOfEveryRoundIsKept() {
        RunDocument a = MadeUpRuns.run("a", List.of(rounds("grpc", List.of(100.0, 120.0, 105.0, 110.0))));
        RunDocument b = MadeUpRuns.run("b", List.of(rounds("grpc", List.of(125.0, 150.0, 131.0, 137.0))));
        QuietestRounds.Agreement agreement = QuietestRounds.of(a, b);
        assertEquals(1.25, agreement.medianRatio(), 1e-9);
        assertEquals(0, agreement.within());
        assertTrue(agreement.describe().contains("within ±10 % on 0 of 1 rows"), agreement.describe());
    }

    @Test
    void rowsWithoutRoundsAreLeftOutAndSaySo() {
        ScenarioResult noRounds = MadeUpRuns.row("rmi", List.of(50.0), List.of(20_000.0));
        assertNull(QuietestRounds.p50Micros(noRounds));
        RunDocument a = MadeUpRuns.run("a", List.of(noRounds));
        assertEquals("", QuietestRounds.of(a, a).describe());
    }
}
