package dev.wirerace.results.data;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How precise a run of several forks came out, and where more of its time would buy the most precision: the
 * p50's variance at each level of repetition (rounds inside one fork; forks, each a fresh pair of JVMs),
 * pooled over the rows, estimated as Kalibera and Jones do ("Rigorous benchmarking in reasonable time", ISMM
 * 2013, section 3), with their optimal count of rounds per fork from each level's variance and cost
 * (stats.PrecisionEstimate works it out).
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

    /** What a run of {@code forks} forks of {@code rounds} rounds each would take, by this run's own costs. */
    public long minutesFor(int forks, int rounds) {
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
