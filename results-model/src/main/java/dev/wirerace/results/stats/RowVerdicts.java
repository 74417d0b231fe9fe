package dev.wirerace.results.stats;

import java.util.ArrayList;
import java.util.List;

/**
 * The rows' verdicts over the whole comparison: Benjamini–Hochberg over the rows' p-values (the p50's, and the
 * server CPU's as a family of its own), so that a difference is named at a false discovery rate over the rows, not
 * row by row.
 */
final class RowVerdicts {

    private RowVerdicts() {
    }

    /**
     * The server CPU verdicts after Benjamini–Hochberg over the rows a server answered, a family of its own: a row
     * keeps its direction only when its adjusted p-value is within the false discovery rate.
     */
    static List<RunComparison.Row> serverCpuBenjaminiHochberg(List<RunComparison.Row> rows) {
        List<Integer> tested = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            String verdict = rows.get(i).server().verdict();
            if (RunComparison.DEARER.equals(verdict) || RunComparison.CHEAPER.equals(verdict)) {
                tested.add(i);
            }
        }
        double[] adjusted = MultipleTesting.benjaminiHochberg(tested.stream().mapToDouble(i -> rows.get(i).server().p()).toArray());
        List<RunComparison.Row> result = new ArrayList<>(rows);
        for (int k = 0; k < tested.size(); k++) {
            RunComparison.Row row = rows.get(tested.get(k));
            result.set(tested.get(k), row.withServerCpuVerdict(adjusted[k],
                    undecided(adjusted[k], row.server().ratio(), row.server().verdict())));
        }
        return List.copyOf(result);
    }

    /**
     * The rows' verdicts after Benjamini–Hochberg: a row keeps its direction only when its adjusted p-value is
     * within the false discovery rate; rows that failed or had errors keep that verdict and join no test.
     */
    static List<RunComparison.Row> benjaminiHochberg(List<RunComparison.Row> rows) {
        List<Integer> tested = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            String verdict = rows.get(i).latency().verdict();
            if (!verdict.equals(RunComparison.FAILED) && !verdict.equals(RunComparison.ERRORS)) {
                tested.add(i);
            }
        }
        double[] adjusted = MultipleTesting.benjaminiHochberg(tested.stream().mapToDouble(i -> rows.get(i).latency().p()).toArray());
        List<RunComparison.Row> result = new ArrayList<>(rows);
        for (int k = 0; k < tested.size(); k++) {
            RunComparison.Row row = rows.get(tested.get(k));
            result.set(tested.get(k), row.withVerdict(adjusted[k], undecided(adjusted[k], row.latency().p50(), row.latency().verdict())));
        }
        return List.copyOf(result);
    }

    /**
     * A tested figure's verdict: the same within the equivalence margin where its two one-sided tests say so (a
     * difference smaller than the margin is no difference); else its direction where its adjusted p-value is within
     * the false discovery rate; else can't tell.
     */
    static String undecided(double adjusted, RunComparison.Ratio ratio, String direction) {
        if (ratio.same()) {
            return RunComparison.SAME;
        }
        return adjusted <= RunComparison.FALSE_DISCOVERY_RATE ? direction : RunComparison.CANT_TELL;
    }
}
