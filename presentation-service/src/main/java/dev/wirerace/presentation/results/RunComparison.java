package dev.wirerace.presentation.results;

import dev.wirerace.presentation.bench.Stats;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Two runs row by row: for each scenario both ran, the ratio B / A of its p50, its ops/s and its server CPU
 * per call, each with a 95% confidence interval drawn from the two runs' rounds, and a verdict.
 *
 * <p>The interval is Welch's, on the logarithms of the round figures (a ratio's interval is symmetric only in
 * logs). Rounds of one run come from one pair of JVMs, so they miss the spread between JVMs (JIT decisions
 * differ from one start to the next): a difference counts only when the whole interval lies beyond
 * {@code margin} (5% by default) on one side. Anything else is "no clear difference".
 */
public record RunComparison(String runA, String runB, double margin, List<Row> rows, List<String> onlyInA,
        List<String> onlyInB) {

    public static final String FASTER = "faster";
    public static final String SLOWER = "slower";
    public static final String UNCLEAR = "no clear difference";
    /** A difference counts when its whole 95% interval lies beyond this share on one side. */
    public static final double DEFAULT_MARGIN = 0.05;

    /** A margin is a share: from 0 (any interval clear of 1 counts) to just under 1. */
    public static boolean validMargin(double margin) {
        return margin >= 0 && margin < 1;
    }

    /**
     * @param ratio B / A of the means of the rounds' figures (geometric); null without figures on both sides
     * @param low the interval's ends, null with fewer than two rounds on a side
     * @param verdict for B against A: {@link #FASTER} (or, for CPU, cheaper), {@link #SLOWER}, {@link #UNCLEAR}
     */
    public record Ratio(Double ratio, Double low, Double high, String verdict) {
    }

    /**
     * @param verdict the row's: p50 and ops/s agreeing, or the one of them that is clear; "mixed" when they
     *        disagree
     */
    public record Row(String scenario, Ratio p50, Ratio opsPerSecond, Ratio serverCpu, String verdict,
            List<String> flagsA, List<String> flagsB, ScenarioResult.Cost costA, ScenarioResult.Cost costB) {
    }

    public static RunComparison of(RunDocument a, RunDocument b, double margin) {
        Map<String, ScenarioResult> inA = byScenario(a);
        Map<String, ScenarioResult> inB = byScenario(b);
        List<Row> rows = new ArrayList<>();
        List<String> onlyInA = new ArrayList<>();
        inA.forEach((name, rowA) -> {
            ScenarioResult rowB = inB.get(name);
            if (rowB == null) {
                onlyInA.add(name);
            } else {
                rows.add(row(name, rowA, rowB, margin));
            }
        });
        List<String> onlyInB = inB.keySet().stream().filter(name -> !inA.containsKey(name)).toList();
        return new RunComparison(a.runId(), b.runId(), margin, rows, onlyInA, onlyInB);
    }

    private static Row row(String name, ScenarioResult a, ScenarioResult b, double margin) {
        Ratio p50 = ratio(rounds(a, Figure.P50), rounds(b, Figure.P50), margin, true);
        Ratio ops = ratio(rounds(a, Figure.OPS), rounds(b, Figure.OPS), margin, false);
        Ratio cpu = ratio(rounds(a, Figure.SERVER_CPU), rounds(b, Figure.SERVER_CPU), margin, true);
        String verdict;
        if (p50.verdict().equals(ops.verdict()) || ops.verdict().equals(UNCLEAR)) {
            verdict = p50.verdict();
        } else if (p50.verdict().equals(UNCLEAR)) {
            verdict = ops.verdict();
        } else {
            verdict = "mixed";
        }
        return new Row(name, p50, ops, cpu, verdict, flags(a), flags(b), a.cost(), b.cost());
    }

    private enum Figure { P50, OPS, SERVER_CPU }

    private static List<Double> rounds(ScenarioResult s, Figure figure) {
        ScenarioResult.Rounds rounds = s.rounds();
        List<Double> values = switch (figure) {
            // runs older than the per-round figures keep ops/s per iteration only
            case OPS -> rounds != null ? rounds.opsPerSecond() : s.opsPerSecondPerIteration();
            case P50 -> rounds != null ? rounds.p50Micros() : List.of();
            case SERVER_CPU -> rounds != null ? rounds.serverCpuMicros() : List.of();
        };
        return values == null ? List.of() : values.stream().filter(Objects::nonNull).filter(v -> v > 0).toList();
    }

    /**
     * @param lowerIsBetter p50 and CPU: a ratio below 1 is B faster; ops/s: above 1 is
     */
    static Ratio ratio(List<Double> a, List<Double> b, double margin, boolean lowerIsBetter) {
        if (a.isEmpty() || b.isEmpty()) {
            return new Ratio(null, null, null, UNCLEAR);
        }
        double[] logA = a.stream().mapToDouble(Math::log).toArray();
        double[] logB = b.stream().mapToDouble(Math::log).toArray();
        double difference = Stats.mean(logB) - Stats.mean(logA);
        double ratio = Math.exp(difference);
        if (logA.length < 2 || logB.length < 2) {
            return new Ratio(ratio, null, null, UNCLEAR);
        }
        double varA = variance(logA) / logA.length;
        double varB = variance(logB) / logB.length;
        double standardError = Math.sqrt(varA + varB);
        double degrees = standardError == 0 ? 1_000
                : Math.pow(varA + varB, 2) / (varA * varA / (logA.length - 1) + varB * varB / (logB.length - 1));
        double half = Stats.t975(degrees) * standardError;
        double low = Math.exp(difference - half);
        double high = Math.exp(difference + half);
        String verdict = UNCLEAR;
        if (high < 1 - margin) {
            verdict = lowerIsBetter ? FASTER : SLOWER;
        } else if (low > 1 + margin) {
            verdict = lowerIsBetter ? SLOWER : FASTER;
        }
        return new Ratio(ratio, low, high, verdict);
    }

    private static double variance(double[] values) {
        double mean = Stats.mean(values);
        double squares = 0;
        for (double value : values) {
            squares += (value - mean) * (value - mean);
        }
        return squares / (values.length - 1);
    }

    private static List<String> flags(ScenarioResult s) {
        return s.trust() == null ? List.of() : s.trust().flags();
    }

    /** Rows by what makes a scenario: wire and client (the way), operation, tx, size, concurrency and load. */
    private static Map<String, ScenarioResult> byScenario(RunDocument run) {
        Map<String, ScenarioResult> rows = new LinkedHashMap<>();
        for (ScenarioResult s : run.scenarios()) {
            String load = s.targetRatePerSecond() == null ? "" : " @" + Math.round(s.targetRatePerSecond()) + "/s";
            rows.put(s.way() + " " + s.operationLabel() + " c=" + s.concurrency() + load, s);
        }
        return rows;
    }
}
