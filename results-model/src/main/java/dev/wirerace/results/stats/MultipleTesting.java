package dev.wirerace.results.stats;

import java.util.Arrays;
import java.util.Comparator;

/**
 * Adjusted p-values for a family of tests, as R's {@code p.adjust} computes them: Holm's step-down (the chance of
 * any false difference in the family at most the level) and Benjamini–Hochberg's step-up (the expected share of
 * false differences among those found at most the level). Commons Math has neither.
 */
public final class MultipleTesting {

    private MultipleTesting() {
    }

    /** Holm's adjusted p-values, in the order given. */
    public static double[] holm(double[] p) {
        Integer[] byP = ascending(p);
        double[] adjusted = new double[p.length];
        double running = 0;
        for (int rank = 0; rank < p.length; rank++) {
            running = Math.max(running, Math.min(1, p[byP[rank]] * (p.length - rank)));
            adjusted[byP[rank]] = running;
        }
        return adjusted;
    }

    /** Benjamini–Hochberg's adjusted p-values, in the order given. */
    public static double[] benjaminiHochberg(double[] p) {
        Integer[] byP = ascending(p);
        double[] adjusted = new double[p.length];
        double running = 1;
        for (int rank = p.length; rank >= 1; rank--) {
            running = Math.min(running, p[byP[rank - 1]] * p.length / rank);
            adjusted[byP[rank - 1]] = running;
        }
        return adjusted;
    }

    private static Integer[] ascending(double[] p) {
        Integer[] byP = new Integer[p.length];
        for (int i = 0; i < p.length; i++) {
            byP[i] = i;
        }
        Arrays.sort(byP, Comparator.comparingDouble(i -> p[i]));
        return byP;
    }
}
