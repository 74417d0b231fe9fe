package dev.wirerace.results.stats;

import dev.wirerace.engine.Stats;
import dev.wirerace.results.data.RunPrecision;
import dev.wirerace.results.data.ScenarioResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apache.commons.math3.stat.descriptive.rank.Median;

/** A run's precision worked out from its forks' rounds, as Kalibera and Jones do (see RunPrecision). */
public final class PrecisionEstimate {

    private PrecisionEstimate() {
    }

    /** Null when the forks are too few (under two) or kept no rounds to estimate from. */
    public static RunPrecision of(List<RunPrecision.ForkFigures> forks, List<ScenarioResult> mergedRows) {
        if (forks.size() < 2) {
            return null;
        }
        List<double[]> roundsOfEachFork = new ArrayList<>();
        Map<String, List<Double>> forkMeansByRow = new LinkedHashMap<>();
        for (RunPrecision.ForkFigures fork : forks) {
            for (Map.Entry<String, List<Double>> row : fork.roundP50sByRow().entrySet()) {
                double[] logs = Intervals.logs(row.getValue());
                if (logs != null && logs.length >= 2) {
                    roundsOfEachFork.add(logs);
                    forkMeansByRow.computeIfAbsent(row.getKey(), k -> new ArrayList<>()).add(Stats.mean(logs));
                }
            }
        }
        Stats.Pooled roundLevel = Stats.pooledVariance(roundsOfEachFork);
        Stats.Pooled forkLevel = Stats.pooledVariance(forkMeansByRow.values().stream()
                .map(means -> means.stream().mapToDouble(Double::doubleValue).toArray()).toList());
        if (roundLevel.degrees() == 0 || forkLevel.degrees() == 0) {
            return null;
        }
        int forkDegrees = forkLevel.degrees();
        double roundVariance = roundLevel.variance();
        double rounds = roundsOfEachFork.stream().mapToInt(logs -> logs.length).average().orElseThrow();
        // the forks' means carry their rounds' variance over r as well: what is left is the forks' own
        double forkVariance = Math.max(0, forkLevel.variance() - roundVariance / rounds);
        double forkSeconds = forks.stream().mapToDouble(f -> f.seconds() - f.roundsSeconds()).average().orElseThrow();
        double roundSeconds = forks.stream().mapToDouble(f -> f.roundsSeconds() / Math.max(1, f.rounds()))
                .average().orElseThrow();
        Integer best = forkVariance == 0 || roundSeconds <= 0 ? null
                : (int) Math.max(1, Math.ceil(Math.sqrt(forkSeconds * roundVariance / (roundSeconds * forkVariance))));
        int atRounds = best == null ? (int) Math.round(rounds) : best;
        double forkMeanVariance = forkVariance + roundVariance / atRounds;
        double forksNeeded = Math.pow(Stats.t975(forkDegrees) * Math.sqrt(forkMeanVariance) / Math.log(1.1), 2);
        return new RunPrecision(forks.size(), rounds, Math.sqrt(roundVariance), Math.sqrt(forkVariance), forkDegrees,
                medianHalfWidth(mergedRows), forkSeconds, roundSeconds, best, Math.max(2, (int) Math.ceil(forksNeeded)));
    }

    /** The median over the rows of the p50 interval's half width, as a share. */
    private static Double medianHalfWidth(List<ScenarioResult> rows) {
        double[] halves = rows.stream().map(Intervals::p50).filter(Objects::nonNull)
                .mapToDouble(i -> Math.sqrt(i.high() / i.low()) - 1).toArray();
        return halves.length == 0 ? null : new Median().evaluate(halves);
    }
}
