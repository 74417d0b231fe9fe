package dev.wirerace.results.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The paired estimate against published values: R's {@code t.test(extra ~ group, data = sleep, paired = TRUE)}
 * (Student's sleep data, R's datasets package), and TOST against Student's t table.
 */
public class PairedEstimateTest {

    /** Student's sleep data: extra hours of sleep under two drugs, the same ten patients. */
    public static final double[] DRUG_1 = {0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0};
    public static final double[] DRUG_2 = {1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4};

    /** The pairs' differences, drug 2 over drug 1 read as logs (as the ratios of two wires are). */
    static double[] differences() {
        double[] d = new double[DRUG_1.length];
        for (int i = 0; i < d.length; i++) {
            d[i] = DRUG_2[i] - DRUG_1[i];
        }
        return d;
    }

    @Test
    void matchesRsPairedTTestOnTheSleepData() {
        // R: t = 4.0621, df = 9, p-value = 0.002833, 95 percent CI 0.7001142 2.4598858, mean difference 1.58
        PairedEstimate paired = PairedEstimate.of(differences());
        assertEquals(1.58, paired.meanLog(), 1e-12);
        assertEquals(9, paired.degrees());
        assertEquals(4.0621, paired.meanLog() / paired.standardError(), 1e-4);
        assertEquals(0.002833, paired.pValue(), 1e-6);
        assertEquals(0.7001142, Math.log(paired.low()), 1e-7);
        assertEquals(2.4598858, Math.log(paired.high()), 1e-7);
    }

    @Test
    void twoOneSidedTestsSayTheSameOnlyWhenTheNinetyPercentIntervalLiesInsideTheMargin() {
        PairedEstimate paired = PairedEstimate.of(differences());
        // Student's t table: t(0.95, 9) = 1.833; the 90 % interval 1.58 ± 1.833 · 0.38897 = [0.867, 2.293]
        double upper90 = 1.58 + 1.833113 * paired.standardError();
        assertEquals(2.2930, upper90, 1e-4);
        assertTrue(paired.sameWithin(Math.expm1(upper90 + 0.01)), "the interval inside ±margin");
        assertFalse(paired.sameWithin(Math.expm1(upper90 - 0.01)), "the interval's top beyond the margin");
        assertEquals(0.05, paired.equivalenceP(Math.expm1(upper90)), 1e-5, "on the margin, TOST's p is its level");
        assertFalse(paired.sameWithin(0.05), "1.58 apart is not the same within 5 %");
    }

    @Test
    void aPooledSpreadLendsItsDegreesOfFreedom() {
        PairedEstimate pooled = PairedEstimate.pooled(new double[] {0.5, 0.9}, 0.2, 8);
        assertEquals(0.7, pooled.meanLog(), 1e-12);
        assertEquals(0.2 / Math.sqrt(2), pooled.standardError(), 1e-12);
        assertEquals(8, pooled.degrees());
        assertNull(PairedEstimate.of(new double[] {0.5}), "one pair has no spread of its own");
        assertNull(PairedEstimate.pooled(new double[] {0.5}, 0.2, 0), "nor a pooled one without a degree of freedom");
    }

    @Test
    void pairsToSettleShrinkTheIntervalToWhatDecides() {
        // 3 % apart with a wide interval, against a 5 % margin: 'same' needs the 90 % half-width under 2 %
        PairedEstimate unsure = new PairedEstimate(Math.log(1.03), 0.05, 10, 4);
        int needed = unsure.pairsToSettle(0.05, 1);
        assertTrue(needed > 4, "more pairs than it has: " + needed);
        PairedEstimate settled = new PairedEstimate(Math.log(1.03), 0.05 * Math.sqrt(4.0 / needed), 10, needed);
        assertTrue(settled.sameWithin(0.05) || settled.pValue() < 0.05, "settled one way at that count");
    }

    @Test
    void aDifferenceAmongManyRowsNeedsMorePairsToSettle() {
        // 20 % apart: settled as a difference; over 40 rows it must clear 1 at 0.05 / 40, so it takes more pairs
        PairedEstimate apart = new PairedEstimate(Math.log(1.2), 0.12, 10, 4);
        int alone = apart.pairsToSettle(0.05, 1);
        int amongForty = apart.pairsToSettle(0.05, 40);
        assertTrue(amongForty > alone, amongForty + " pairs among forty rows, " + alone + " alone");
        PairedEstimate there = new PairedEstimate(Math.log(1.2), 0.12 * Math.sqrt(4.0 / amongForty), 10, amongForty);
        assertTrue(there.pValue() <= 0.05 / 40, "clear at the lone row's level after the adjustment: " + there.pValue());
    }

    @Test
    void sameDistributionPairsAreCalledDifferentAboutOneTimeInTwenty() {
        Random random = new Random(42);
        int different = 0;
        int trials = 4000;
        for (int trial = 0; trial < trials; trial++) {
            double[] d = new double[4];
            for (int i = 0; i < d.length; i++) {
                d[i] = random.nextGaussian() * 0.05;
            }
            if (PairedEstimate.of(d).pValue() < 0.05) {
                different++;
            }
        }
        assertEquals(0.05, different / (double) trials, 0.012, different + " of " + trials);
    }
}
