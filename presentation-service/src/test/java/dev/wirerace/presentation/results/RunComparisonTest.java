package dev.wirerace.presentation.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Ratios of two runs' rounds, their 95% intervals and the verdicts drawn from them. */
class RunComparisonTest {

    @Test
    void aClearlyLowerLatencyIsFasterAndAClearlyHigherThroughputToo() {
        List<Double> a = List.of(100.0, 102.0, 98.0, 101.0, 99.0);
        List<Double> b = List.of(80.0, 81.0, 79.0, 80.5, 79.5);

        RunComparison.Ratio p50 = RunComparison.ratio(a, b, 0.05, true);
        assertEquals(0.80, p50.ratio(), 0.01);
        assertTrue(p50.low() < p50.ratio() && p50.ratio() < p50.high());
        assertTrue(p50.high() < 0.95);
        assertEquals(RunComparison.FASTER, p50.verdict());
        assertEquals(RunComparison.SLOWER, RunComparison.ratio(a, b, 0.05, false).verdict());
        assertEquals(RunComparison.SLOWER, RunComparison.ratio(b, a, 0.05, true).verdict());
    }

    @Test
    void overlappingRoundsOrADifferenceWithinTheMarginAreNoClearDifference() {
        List<Double> a = List.of(100.0, 120.0, 90.0, 110.0, 95.0);
        List<Double> b = List.of(105.0, 90.0, 115.0, 100.0, 98.0);
        assertEquals(RunComparison.UNCLEAR, RunComparison.ratio(a, b, 0.05, true).verdict());

        // 3 % apart with tight rounds: real, but inside the 5 % margin
        List<Double> c = List.of(100.0, 100.1, 99.9, 100.0, 100.05);
        List<Double> d = List.of(103.0, 103.1, 102.9, 103.0, 103.05);
        RunComparison.Ratio close = RunComparison.ratio(c, d, 0.05, true);
        assertTrue(close.low() > 1.0);
        assertEquals(RunComparison.UNCLEAR, close.verdict());
        assertEquals(RunComparison.SLOWER, RunComparison.ratio(c, d, 0.01, true).verdict());
    }

    @Test
    void withoutRoundsThereIsNoIntervalAndNoVerdict() {
        RunComparison.Ratio none = RunComparison.ratio(List.of(), List.of(1.0, 2.0), 0.05, true);
        assertNull(none.ratio());
        assertEquals(RunComparison.UNCLEAR, none.verdict());
        RunComparison.Ratio one = RunComparison.ratio(List.of(2.0), List.of(1.0), 0.05, true);
        assertEquals(0.5, one.ratio(), 1e-9);
        assertNull(one.low());
        assertEquals(RunComparison.UNCLEAR, one.verdict());
    }
}
