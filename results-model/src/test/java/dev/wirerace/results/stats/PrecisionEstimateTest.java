package dev.wirerace.results.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.results.data.RunPrecision;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Kalibera and Jones's levels on made-up forks whose round-to-round and fork-to-fork spreads are known. */
class PrecisionEstimateTest {

    /** Two rounds at e^(centre ± 0.1): their logs' variance is 2 · 0.1² = 0.02. */
    private static List<Double> rounds(double centreLog) {
        return List.of(Math.exp(centreLog - 0.1), Math.exp(centreLog + 0.1));
    }

    /** A fork of 110 s whose 2 rounds took 10 s: a round costs 5 s, the rest of the fork 100 s. */
    private static RunPrecision.ForkFigures fork(double shiftLog) {
        return new RunPrecision.ForkFigures(Map.of("a", rounds(Math.log(100) + shiftLog), "b",
                rounds(Math.log(300) + shiftLog)), 110, 10, 2);
    }

    @Test
    void eachLevelsSpreadAndTheBestRoundsPerForkFollowFromTheirVariancesAndCosts() {
        // fork means 0.4 apart: their variance 0.4² / 2 = 0.08, of which the rounds explain 0.02 / 2
        RunPrecision precision = PrecisionEstimate.of(List.of(fork(0), fork(0.4)), List.of());

        assertEquals(Math.sqrt(0.02), precision.roundLogSd(), 1e-9);
        assertEquals(Math.sqrt(0.07), precision.forkLogSd(), 1e-9);
        assertEquals(2, precision.forkDegrees());
        assertEquals(100, precision.forkSeconds(), 1e-9);
        assertEquals(5, precision.roundSeconds(), 1e-9);
        // sqrt(100 · 0.02 / (5 · 0.07)) = 2.39
        assertEquals(3, precision.bestRoundsPerFork());
        // t(2) = 4.303; sqrt(0.07 + 0.02 / 3) = 0.2769; (4.303 · 0.2769 / ln 1.1)² = 156.3
        assertEquals(157, precision.forksForTenPercent());
        // 157 forks of 100 s and 3 rounds of 5 s: 18,055 s
        assertTrue(precision.describe().contains("--iterations 3 --forks 157, about 301 min"), precision.describe());
    }

    @Test
    void forksThatAddNothingToTheRoundsSpreadSendTheTimeToRounds() {
        RunPrecision precision = PrecisionEstimate.of(List.of(fork(0), fork(0)), List.of());

        assertEquals(0, precision.forkLogSd());
        assertNull(precision.bestRoundsPerFork());
        assertTrue(precision.describe().contains("more rounds"), precision.describe());
    }

    @Test
    void oneForkSaysNothingOfForks() {
        assertNull(PrecisionEstimate.of(List.of(fork(0)), List.of()));
    }
}
