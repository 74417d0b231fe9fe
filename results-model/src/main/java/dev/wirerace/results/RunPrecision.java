package dev.wirerace.results;

import dev.wirerace.engine.Stats;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.apache.commons.math3.stat.descriptive.rank.Median;

/**
 * How precise a run of several forks came out, and where more of its time would buy the most precision: the
 * p50's variance at each level of repetition (rounds inside one fork; forks, each a fresh pair of JVMs),
 * pooled over the rows, estimated as Kalibera and Jones do ("Rigorous benchmarking in reasonable time", ISMM
 * 2013, section 3), with their optimal count of rounds per fork from each level's variance and cost.
 *
 * @param forks forks merged
 * @param roundsPerFork measured rounds per row in each fork, on average
 * @param roundLogSd the p50's spread from one round to the next inside a fork (standard deviation of logs)
 * @param forkLogSd what a fork adds on top of its rounds' spread (Kalibera and Jones's between-fork
 *        component, 0 when the rounds explain all the forks' spread)
 * @param forkDegrees degrees of freedom of the forks' spread, pooled over the rows
 * @param medianHalfWidth the median row's p50 interval, as a share either way (0.08: ±8 %); null without intervals
 * @param forkSeconds what one fork costs besides its measured rounds: starting its wires, warming them up, batches
 * @param roundSeconds what one more measured round of every timed row costs, ledger reads included
 * @param bestRoundsPerFork the optimum, sqrt(forkSeconds·roundVariance / (roundSeconds·forkVariance)); null when
 *        forks add nothing to the rounds' spread (then rounds alone buy precision, and forks only check it)
 * @param forksForTenPercent forks, at the best rounds per fork, for a median row's p50 interval of ±10 %
 */
public record RunPrecision(int forks, double roundsPerFork, double roundLogSd, double forkLogSd, int forkDegrees,
        Double medianHalfWidth, double forkSeconds, double roundSeconds, Integer bestRoundsPerFork,
        Integer forksForTenPercent) {

    /** A fork's p50 of each round, per row; and what its time went on. */
    public record ForkFigures(Map<String, List<Double>> roundP50sByRow, double seconds, double roundsSeconds,
            int rounds) {
    }

    /** Null when the forks are too few (under two) or kept no rounds to estimate from. */
    public static RunPrecision of(List<ForkFigures> forks, List<ScenarioResult> mergedRows) {
        if (forks.size() < 2) {
            return null;
        }
        List<double[]> roundsOfEachFork = new ArrayList<>();
        Map<String, List<Double>> forkMeansByRow = new LinkedHashMap<>();
        for (ForkFigures fork : forks) {
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

    /** What a run of {@code forks} forks of {@code rounds} rounds each would take, by this run's own costs. */
    long minutesFor(int forks, int rounds) {
        return (long) Math.ceil(forks * (forkSeconds + rounds * roundSeconds) / 60);
    }

    /** One paragraph for the console and the page: the precision reached, and how to spend time better. */
    public String describe() {
        StringBuilder text = new StringBuilder();
        text.append(String.format(Locale.ROOT, "precision: %s; p50 moves %.0f %% from round to round inside a fork,"
                + " and forks add %.0f %% (pooled over the rows).", medianHalfWidth == null ? "no intervals"
                        : String.format(Locale.ROOT, "the median row's p50 is known to ±%.0f %% (95 %%, %d forks × %.1f rounds)",
                                100 * medianHalfWidth, forks, roundsPerFork),
                100 * roundLogSd, 100 * forkLogSd));
        text.append(String.format(Locale.ROOT, " A fork costs %.0f s besides its rounds, a round of every row %.0f s:",
                forkSeconds, roundSeconds));
        if (bestRoundsPerFork == null) {
            text.append(" the forks add nothing the rounds do not, so more rounds (--iterations) buy precision.");
        } else {
            text.append(String.format(Locale.ROOT, " the time is best spent on %d rounds per fork, and with that many,"
                    + " ±10 %% on the median row takes about %d forks (--iterations %d --forks %d, about %d min).",
                    bestRoundsPerFork, forksForTenPercent, bestRoundsPerFork, forksForTenPercent,
                    minutesFor(forksForTenPercent, bestRoundsPerFork)));
        }
        return text.toString();
    }
}
