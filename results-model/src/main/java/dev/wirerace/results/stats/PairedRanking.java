package dev.wirerace.results.stats;

import dev.wirerace.engine.Stats;
import dev.wirerace.results.data.ScenarioOrder;
import dev.wirerace.results.data.ScenarioResult;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The wires of one scenario ordered by paired evidence. Within one fork every row of a scenario ran on the same
 * pair of JVM starts and the same host, round after interleaved round: when the host is slower in one fork, every
 * wire is. So two wires are compared by the ratio of their p50s fork by fork (round by round in a run of one fork),
 * whose spread holds only what moved one wire and not the other; two forks that set {@code serialized} at 1.67× and
 * 2.40× {@code grpc} order them, where the two wires' own intervals, each widened by the host's swing, overlap.
 *
 * <p>A pair's spread is pooled over every scenario in which the same two wires meet (their operations and
 * concurrencies): with two forks one scenario gives one degree of freedom (Student's t at 97.5 %: 12.7), the
 * run's scenarios together several. The pairs of one scenario are a family: Benjamini–Hochberg at
 * {@value #FALSE_DISCOVERY_RATE} over them, so that a scenario of sixteen wires (120 pairs) does not order
 * six of them by chance.
 */
public final class PairedRanking {

    static final double FALSE_DISCOVERY_RATE = 0.05;

    /**
     * How two wires of one scenario stand: {@code below} over {@code above}.
     *
     * @param estimate the paired ratio; null when the pair has no degree of freedom (a run of one fork and one
     *        round, a fork that lacks either row)
     * @param q the pair's p-value adjusted over its scenario's pairs; 1 without an estimate
     */
    public record Standing(String above, String below, PairedEstimate estimate, double q) {

        /** Ordered: the paired ratio is clear of 1 with the family's false discovery rate held. */
        public boolean clear() {
            return estimate != null && q <= FALSE_DISCOVERY_RATE;
        }
    }

    /** Every pair of ways' log ratios pooled over the scenarios they meet in: their spread and its degrees. */
    private final Map<String, Stats.Pooled> pooledByPair;
    /** Whether the repetitions are forks (fresh JVM pairs) or only the rounds of one. */
    private final boolean forks;

    private PairedRanking(Map<String, Stats.Pooled> pooledByPair, boolean forks) {
        this.pooledByPair = pooledByPair;
        this.forks = forks;
    }

    /** The run's scenarios as groups of rows (RunDigest's), every pair's spread pooled over them. */
    static PairedRanking of(List<List<ScenarioResult>> groups) {
        boolean forks = groups.stream().flatMap(List::stream).anyMatch(PairedRanking::hasForks);
        Map<String, List<double[]>> byPair = new LinkedHashMap<>();
        for (List<ScenarioResult> group : groups) {
            for (int i = 0; i < group.size(); i++) {
                for (int j = i + 1; j < group.size(); j++) {
                    double[] logs = logRatios(group.get(i), group.get(j), forks);
                    if (logs.length >= 2) {
                        byPair.computeIfAbsent(pairKey(group.get(i), group.get(j)), k -> new ArrayList<>()).add(logs);
                    }
                }
            }
        }
        Map<String, Stats.Pooled> pooled = new HashMap<>();
        byPair.forEach((pair, logs) -> pooled.put(pair, Stats.pooledVariance(logs)));
        return new PairedRanking(pooled, forks);
    }

    boolean fromForks() {
        return forks;
    }

    /** The group ordered by centre (failed rows last), then every pair's standing, adjusted over the group. */
    Ranked rank(List<ScenarioResult> group) {
        List<ScenarioResult> ordered = group.stream().sorted(Comparator
                .comparing(Intervals::p50Centre, Comparator.nullsLast(Comparator.naturalOrder()))
                .thenComparing(ScenarioOrder.BY_WIRE)).toList();
        List<Standing> standings = new ArrayList<>();
        for (int i = 0; i < ordered.size(); i++) {
            for (int j = i + 1; j < ordered.size(); j++) {
                standings.add(new Standing(ordered.get(i).spoken().way(), ordered.get(j).spoken().way(), estimate(ordered.get(i), ordered.get(j)), 1));
            }
        }
        List<Integer> tested = new ArrayList<>();
        for (int k = 0; k < standings.size(); k++) {
            if (standings.get(k).estimate() != null) {
                tested.add(k);
            }
        }
        double[] q = MultipleTesting.benjaminiHochberg(tested.stream().mapToDouble(k -> standings.get(k).estimate().pValue()).toArray());
        Map<String, Standing> byPair = new HashMap<>();
        for (int k = 0; k < standings.size(); k++) {
            Standing s = standings.get(k);
            int at = tested.indexOf(k);
            byPair.put(s.above() + "|" + s.below(), at < 0 ? s : new Standing(s.above(), s.below(), s.estimate(), q[at]));
        }
        return new Ranked(ordered, byPair);
    }

    /**
     * A scenario's rows in order, and how any two stand.
     */
    record Ranked(List<ScenarioResult> rows, Map<String, Standing> standings) {

        /** {@code below} over {@code above}, {@code above} ranked first. */
        Standing between(ScenarioResult above, ScenarioResult below) {
            return standings.get(above.spoken().way() + "|" + below.spoken().way());
        }
    }

    private PairedEstimate estimate(ScenarioResult above, ScenarioResult below) {
        double[] logs = logRatios(above, below, forks);
        Stats.Pooled pooled = pooledByPair.get(pairKey(above, below));
        if (logs.length == 0 || pooled == null || pooled.degrees() < 1) {
            return null;
        }
        // the pooled figures were of the pair in its key's order; the spread is the same either way
        return PairedEstimate.pooled(logs, Math.sqrt(pooled.variance()), pooled.degrees());
    }

    /** log(b / a) repetition by repetition, where both have a figure above 0. */
    static double[] logRatios(ScenarioResult a, ScenarioResult b, boolean forks) {
        List<Double> of = figures(a, forks);
        List<Double> by = figures(b, forks);
        if (of == null || by == null || of.size() != by.size()) {
            return new double[0];
        }
        return PairedEstimate.logRatios(of, by);
    }

    /** Forks' p50s in a run of forks; in a run of one, the rounds' (interleaved, so round i of each row side by side). */
    private static List<Double> figures(ScenarioResult row, boolean forks) {
        if (forks) {
            return row.forks() == null ? null : row.forks().p50Micros();
        }
        return row.rounds() == null ? null : row.rounds().p50Micros();
    }

    private static boolean hasForks(ScenarioResult row) {
        return row.forks() != null && row.forks().count() >= 2;
    }

    private static String pairKey(ScenarioResult a, ScenarioResult b) {
        return a.spoken().way().compareTo(b.spoken().way()) <= 0 ? a.spoken().way() + "|" + b.spoken().way() : b.spoken().way() + "|" + a.spoken().way();
    }
}
