package dev.wirerace.results.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import org.junit.jupiter.api.Test;

/** Holm and Benjamini–Hochberg against R's {@code p.adjust} on the same p-values. */
class MultipleTestingTest {

    @Test
    void holmMatchesPAdjust() {
        // R: p.adjust(c(0.01, 0.02, 0.03, 0.04, 0.05), "holm") -> 0.05 0.08 0.09 0.09 0.09
        assertArrayEquals(new double[] {0.05, 0.08, 0.09, 0.09, 0.09},
                MultipleTesting.holm(new double[] {0.01, 0.02, 0.03, 0.04, 0.05}), 1e-12);
        // R: p.adjust(c(0.01, 0.04, 0.03, 0.005), "holm") -> 0.03 0.06 0.06 0.02
        assertArrayEquals(new double[] {0.03, 0.06, 0.06, 0.02},
                MultipleTesting.holm(new double[] {0.01, 0.04, 0.03, 0.005}), 1e-12);
        // capped at 1
        assertArrayEquals(new double[] {1, 1}, MultipleTesting.holm(new double[] {0.6, 0.7}), 1e-12);
    }

    @Test
    void benjaminiHochbergMatchesPAdjust() {
        // R: p.adjust(c(0.01, 0.02, 0.03, 0.04, 0.05), "BH") -> 0.05 0.05 0.05 0.05 0.05
        assertArrayEquals(new double[] {0.05, 0.05, 0.05, 0.05, 0.05},
                MultipleTesting.benjaminiHochberg(new double[] {0.01, 0.02, 0.03, 0.04, 0.05}), 1e-12);
        // R: p.adjust(c(0.01, 0.04, 0.03, 0.005), "BH") -> 0.02 0.04 0.04 0.02
        assertArrayEquals(new double[] {0.02, 0.04, 0.04, 0.02},
                MultipleTesting.benjaminiHochberg(new double[] {0.01, 0.04, 0.03, 0.005}), 1e-12);
    }
}
