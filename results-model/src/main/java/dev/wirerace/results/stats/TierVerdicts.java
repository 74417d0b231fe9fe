package dev.wirerace.results.stats;

import dev.wirerace.engine.Stats;
import dev.wirerace.results.data.ScenarioResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The client's CPU per call and both tiers' together in a comparison of two runs, as measured: a verdict each
 * (dearer, cheaper, same, can't tell), Benjamini–Hochberg over the rows for each figure, and which tier a change is
 * put on, the other tier's verdict deciding whether it goes on one alone. Each wire's fork-to-fork spread is pooled
 * over its rows, as ForkSpread pools the server's.
 */
final class TierVerdicts {

    private TierVerdicts() {
    }

    /** The rows with their {@link RunComparison.TierCpu} set, where a server answered. */
    static List<RunComparison.Row> of(List<RunComparison.Row> rows, Map<String, ScenarioResult> inA,
            Map<String, ScenarioResult> inB, boolean forks, RunComparison.Held held) {
        Function<ScenarioResult, List<Double>> client = row -> pick(row, forks, ScenarioResult.Forks::clientCpuMicros,
                ScenarioResult.Rounds::clientCpuMicros);
        Function<ScenarioResult, List<Double>> both = row -> sum(client.apply(row), pick(row, forks,
                ScenarioResult.Forks::serverCpuMicros, ScenarioResult.Rounds::serverCpuMicros));
        List<RunComparison.Ratio> clientRatios = ratios(rows, inA, inB, client, held);
        List<RunComparison.Ratio> bothRatios = ratios(rows, inA, inB, both, held);
        List<String> clientVerdicts = verdicts(rows, clientRatios);
        List<String> bothVerdicts = verdicts(rows, bothRatios);
        List<RunComparison.Row> result = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            RunComparison.Row row = rows.get(i);
            result.add(row.server().verdict() == null ? row : row.withTiers(new RunComparison.TierCpu(clientRatios.get(i),
                    clientVerdicts.get(i), bothRatios.get(i), bothVerdicts.get(i),
                    AbVerdicts.pays(clientVerdicts.get(i), row.server().verdict()))));
        }
        return List.copyOf(result);
    }

    private static List<RunComparison.Ratio> ratios(List<RunComparison.Row> rows, Map<String, ScenarioResult> inA,
            Map<String, ScenarioResult> inB, Function<ScenarioResult, List<Double>> figure, RunComparison.Held held) {
        Map<String, WelchRatio.Spread> spreadA = pooled(inA, figure);
        Map<String, WelchRatio.Spread> spreadB = pooled(inB, figure);
        List<RunComparison.Ratio> ratios = new ArrayList<>();
        for (RunComparison.Row row : rows) {
            ScenarioResult a = inA.get(row.scenario());
            ScenarioResult b = inB.get(row.scenario());
            List<Double> figuresA = figure.apply(a);
            List<Double> figuresB = figure.apply(b);
            if (row.server().verdict() == null || figuresA == null || figuresB == null) {
                ratios.add(RunComparison.Ratio.NONE);
                continue;
            }
            WelchRatio.Spread sa = spreadA.get(a.spoken().way());
            WelchRatio.Spread sb = spreadB.get(b.spoken().way());
            boolean pooled = sa != null && sb != null;
            ratios.add(WelchRatio.ratio(figuresA, figuresB, held.serverCpuMargin(), true, pooled ? sa : null,
                    pooled ? sb : null, held.equivalence(), held.runToRun().serverCpuLogSd(), held.family()));
        }
        return ratios;
    }

    /** Dearer or cheaper where the adjusted p-value holds, same within the margin, else can't tell. */
    private static List<String> verdicts(List<RunComparison.Row> rows, List<RunComparison.Ratio> ratios) {
        List<Integer> tested = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            if (ratios.get(i).low() != null && !ratios.get(i).failed()) {
                tested.add(i);
            }
        }
        double[] q = MultipleTesting.benjaminiHochberg(tested.stream().mapToDouble(i -> ratios.get(i).eitherWayP()).toArray());
        List<String> verdicts = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            RunComparison.Ratio ratio = ratios.get(i);
            String server = rows.get(i).server().verdict();
            int at = tested.indexOf(i);
            if (server == null || ratio.ratio() == null) {
                verdicts.add(null);
            } else if (RunComparison.FAILED.equals(server) || RunComparison.ERRORS.equals(server)) {
                verdicts.add(server);
            } else if (at < 0) {
                verdicts.add(RunComparison.CANT_TELL);
            } else {
                String direction = ratio.betterP() <= ratio.worseP() ? RunComparison.CHEAPER : RunComparison.DEARER;
                verdicts.add(RowVerdicts.undecided(q[at], ratio, direction));
            }
        }
        return verdicts;
    }

    /** Each wire's spread of this figure pooled over its rows: logs about each row's mean, fork to fork. */
    private static Map<String, WelchRatio.Spread> pooled(Map<String, ScenarioResult> rows,
            Function<ScenarioResult, List<Double>> figure) {
        Map<String, List<double[]>> byWay = new LinkedHashMap<>();
        rows.values().forEach(row -> {
            double[] logs = Intervals.logs(figure.apply(row));
            if (logs != null && logs.length >= 2) {
                byWay.computeIfAbsent(row.spoken().way(), w -> new ArrayList<>()).add(logs);
            }
        });
        Map<String, WelchRatio.Spread> spreads = new LinkedHashMap<>();
        byWay.forEach((way, logs) -> {
            Stats.Pooled pooled = Stats.pooledVariance(logs);
            if (pooled.degrees() >= 1) {
                spreads.put(way, new WelchRatio.Spread(Math.sqrt(pooled.variance()), pooled.degrees()));
            }
        });
        return spreads;
    }

    private static List<Double> pick(ScenarioResult row, boolean forks, Function<ScenarioResult.Forks, List<Double>> ofForks,
            Function<ScenarioResult.Rounds, List<Double>> ofRounds) {
        if (forks) {
            return row.forks() == null ? null : ofForks.apply(row.forks());
        }
        return row.rounds() == null ? null : ofRounds.apply(row.rounds());
    }

    /** Figure by figure, the two added; null where either lacks it. */
    static List<Double> sum(List<Double> a, List<Double> b) {
        if (a == null || b == null) {
            return null;
        }
        List<Double> sum = new ArrayList<>();
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            sum.add(a.get(i) == null || b.get(i) == null ? null : a.get(i) + b.get(i));
        }
        return sum;
    }
}
