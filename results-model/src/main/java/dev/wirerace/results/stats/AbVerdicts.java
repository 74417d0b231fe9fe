package dev.wirerace.results.stats;

import dev.wirerace.engine.Stats;
import dev.wirerace.results.data.JavaSpeed;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.ScenarioResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * An A/B experiment's verdicts: A's and B's forks run in a balanced order (ABBA…), fork k of A beside fork k of B,
 * so each pair saw the host of its own few minutes; every row's figure is read as the pairs' log ratios B / A.
 * Per row and figure (p50; the client's, the server's and both tiers' CPU per call) one of three words:
 * <ul>
 * <li><b>same</b> within ±{@code equivalence}: two one-sided tests (the 90 % interval inside the margin);</li>
 * <li><b>slower / faster</b> (dearer / cheaper): the paired ratio clear of 1, Benjamini–Hochberg at 5 % over the
 * rows, and not the same within the margin;</li>
 * <li><b>can't tell</b>: neither, with the interval it reached and about how many pairs would settle it.</li>
 * </ul>
 * A row's pairs' spread is pooled over the rows of its wire (as ForkSpread pools forks): with two pairs a row's own
 * rests on one degree of freedom.
 * <p>
 * Pairing cancels what A's and B's forks share; it cannot cancel a host that ran Java at another speed for A's fork
 * than for B's (a neighbour's load that shows as no steal: a same-code experiment here once read every row 0.72×,
 * with the server's yardstick 0.56× in both pairs). Each fork's tiers read a fixed piece of Java work
 * ({@link JavaSpeed}); a pair whose two forks read it more than {@value #HOST_LIMIT} apart on either tier is set
 * aside ({@link PairHost}), and the verdicts come from the pairs that held (ab measures up to two pairs more to stand in
 * for them). Where B's JVM options differ from A's
 * the yardstick moves with them, so no pair is set aside and the check is said to be off.
 *
 * @param differs what B was asked to differ in, in the command's words; empty for a same-code experiment
 * @param unlike what else the two runs' own records say differs (RunLikeness): should be only what was asked
 */
public record AbVerdicts(String runA, String runB, int pairs, double equivalence, String differs, List<String> unlike,
        List<Row> rows, List<String> onlyInA, List<String> onlyInB, HostCheck host) {

    // the words compare uses, one source for both
    public static final String SLOWER = RunComparison.SLOWER;
    public static final String FASTER = RunComparison.FASTER;
    public static final String DEARER = RunComparison.DEARER;
    public static final String CHEAPER = RunComparison.CHEAPER;
    public static final String SAME = RunComparison.SAME;
    public static final String CANT_TELL = RunComparison.CANT_TELL;
    static final double FALSE_DISCOVERY_RATE = 0.05;
    /**
     * How far apart the two forks of a pair may read the Java yardstick, on either tier, and still be judged. Between
     * JVM starts on a host that held still it moved by up to 15 % here (4,690 to 5,403 ns a pass on one CPU, forks
     * minutes apart); a host that moved read 1.46× to 1.82× (docs/notebook/a-host-that-moved.md).
     */
    public static final double HOST_LIMIT = 0.20;

    /**
     * The hosts' speed at Java in one pair: B's fork's yardstick over A's, per tier (null where a fork gave no
     * reading), and whether the pair is judged.
     */
    public record PairHost(int pair, Double client, Double server, boolean held) {
    }

    /**
     * @param checked false where B's JVM options differ from A's: the yardstick then moves with B, and no pair is set
     *        aside for it
     * @param pairs each pair's yardstick ratios, in pair order
     */
    public record HostCheck(boolean checked, List<PairHost> pairs) {

        /** The pairs the verdicts come from: those that held, or every pair where the check is off. */
        public List<Integer> judged() {
            return pairs.stream().filter(p -> !checked || p.held()).map(PairHost::pair).toList();
        }

        public List<PairHost> setAside() {
            return checked ? pairs.stream().filter(p -> !p.held()).toList() : List.of();
        }
    }

    /**
     * One figure's verdict on one row.
     *
     * @param estimate B / A, paired; null without a pair to estimate from
     * @param q the p-value of "no difference" adjusted over the rows
     * @param pairsToSettle for "can't tell": about how many pairs in all would settle it; null otherwise
     */
    public record Figure(String verdict, PairedEstimate estimate, double q, Integer pairsToSettle) {
    }

    /**
     * @param bothCpu the client's and the server's CPU per call added, B / A
     * @param pays which tier the change is put on: "both", "client", "server", or "" when neither moved; a tier is
     *        named alone only when the other's verdict is "same"
     */
    public record Row(String scenario, String way, boolean remote, boolean floor, Figure p50, Figure clientCpu,
            Figure serverCpu, Figure bothCpu, String pays) {

        /** A remote wire's row (not a floor): what a change is judged on. */
        public boolean judged() {
            return remote && !floor;
        }
    }

    /** The two runs' rows paired fork by fork; {@code a}'s fork k and {@code b}'s fork k ran side by side. */
    public static AbVerdicts of(RunDocument a, RunDocument b, double equivalence, String differs) {
        return of(a, b, equivalence, differs, true);
    }

    /**
     * @param hostCheckable whether the Java yardstick can tell the host apart from B: false where B's JVM options differ
     *        from A's
     */
    public static AbVerdicts of(RunDocument a, RunDocument b, double equivalence, String differs, boolean hostCheckable) {
        HostCheck host = hostCheck(a, b, hostCheckable);
        int pairs = host.pairs().size();
        List<Integer> judged = host.judged();
        Map<String, ScenarioResult> inA = RunComparison.byScenario(a);
        Map<String, ScenarioResult> inB = RunComparison.byScenario(b);
        List<String> keys = inA.keySet().stream().filter(inB::containsKey).toList();
        Map<String, Figure> p50 = judgedFigures(keys, inA, inB, row -> row.forks().p50Micros(), judged, equivalence,
                SLOWER, FASTER);
        Map<String, Figure> client = judgedFigures(keys, inA, inB, row -> row.forks().clientCpuMicros(), judged,
                equivalence, DEARER, CHEAPER);
        Map<String, Figure> server = judgedFigures(keys, inA, inB, row -> row.forks().serverCpuMicros(), judged,
                equivalence, DEARER, CHEAPER);
        Map<String, Figure> both = judgedFigures(keys, inA, inB, AbVerdicts::bothTiers, judged, equivalence, DEARER,
                CHEAPER);
        List<Row> rows = keys.stream().map(key -> {
            ScenarioResult row = inA.get(key);
            return new Row(key, row.spoken().way(), row.spoken().remote(), row.spoken().floor(), p50.get(key), client.get(key), server.get(key),
                    both.get(key), pays(client.get(key), server.get(key)));
        }).toList();
        return new AbVerdicts(a.runId(), b.runId(), pairs, equivalence, differs, RunLikeness.differences(a, b), rows,
                inA.keySet().stream().filter(k -> !inB.containsKey(k)).toList(),
                inB.keySet().stream().filter(k -> !inA.containsKey(k)).toList(), host);
    }

    /** What the hosts' speed at Java did in each pair of {@code a}'s and {@code b}'s forks. */
    public static HostCheck hostCheck(RunDocument a, RunDocument b, boolean checkable) {
        return new HostCheck(checkable, hosts(a, b, Math.min(CompareCalibration.forks(a), CompareCalibration.forks(b))));
    }

    /** Each pair's yardstick ratios B / A per tier; a pair held when neither moved beyond {@link #HOST_LIMIT}. */
    static List<PairHost> hosts(RunDocument a, RunDocument b, int pairs) {
        JavaSpeed speedA = a.settings() == null ? null : a.settings().javaSpeed();
        JavaSpeed speedB = b.settings() == null ? null : b.settings().javaSpeed();
        List<PairHost> hosts = new ArrayList<>();
        for (int k = 0; k < pairs; k++) {
            Double client = ratio(speedA == null ? null : speedA.clientNanosPerPass(),
                    speedB == null ? null : speedB.clientNanosPerPass(), k);
            Double server = ratio(speedA == null ? null : speedA.serverNanosPerPass(),
                    speedB == null ? null : speedB.serverNanosPerPass(), k);
            hosts.add(new PairHost(k + 1, client, server, within(client) && within(server)));
        }
        return hosts;
    }

    /** Fork k's reading of B over A's; null where either is missing. */
    private static Double ratio(List<Double> a, List<Double> b, int k) {
        if (a == null || b == null || k >= a.size() || k >= b.size() || a.get(k) == null || b.get(k) == null
                || a.get(k) <= 0) {
            return null;
        }
        return b.get(k) / a.get(k);
    }

    /** Within the limit either way; a tier without a reading does not set a pair aside. */
    private static boolean within(Double ratio) {
        return ratio == null || Math.abs(Math.log(ratio)) <= Math.log(1 + HOST_LIMIT);
    }

    /**
     * One figure's verdicts from the judged pairs only; with fewer than two of them, nothing can be told: every row that
     * has the figure says can't tell.
     */
    private static Map<String, Figure> judgedFigures(List<String> keys, Map<String, ScenarioResult> inA,
            Map<String, ScenarioResult> inB, Function<ScenarioResult, List<Double>> figure, List<Integer> judged,
            double equivalence, String worse, String better) {
        if (judged.size() >= 2) {
            return figures(keys, inA, inB, pick(figure, judged), equivalence, worse, better);
        }
        Map<String, Figure> all = figures(keys, inA, inB, figure, equivalence, worse, better);
        all.replaceAll((key, unjudged) -> new Figure(CANT_TELL, null, 1, null));
        return all;
    }

    /** A figure's fork list kept to the judged pairs (pair k is fork k of each run). */
    private static Function<ScenarioResult, List<Double>> pick(Function<ScenarioResult, List<Double>> figure,
            List<Integer> judged) {
        return row -> {
            List<Double> all = figure.apply(row);
            if (all == null) {
                return null;
            }
            List<Double> kept = new ArrayList<>();
            for (int pair : judged) {
                kept.add(pair <= all.size() ? all.get(pair - 1) : null);
            }
            return kept;
        };
    }

    /** Whether any judged row's verdict is one of {@code failOn} (slower, dearer …) on its p50 or any tier's CPU. */
    public boolean fails(Set<String> failOn) {
        return rows.stream().filter(Row::judged).anyMatch(row -> List.of(row.p50(), row.clientCpu(), row.serverCpu(),
                row.bothCpu()).stream().anyMatch(f -> f != null && failOn.contains(f.verdict())));
    }

    /** How many judged rows have this verdict on the figure. */
    public long count(Function<Row, Figure> figure, String verdict) {
        return rows.stream().filter(Row::judged).map(figure).filter(f -> f != null && verdict.equals(f.verdict())).count();
    }

    public long judgedRows() {
        return rows.stream().filter(Row::judged).count();
    }

    static String pays(Figure client, Figure server) {
        return pays(client == null ? null : client.verdict(), server == null ? null : server.verdict());
    }

    /**
     * Which tier a change is put on, from each tier's verdict: "both" when both moved; one tier alone only when the
     * other's is the same within the margin, else with the other's doubt said; "" when neither moved.
     */
    static String pays(String client, String server) {
        boolean clientMoved = moved(client);
        boolean serverMoved = moved(server);
        if (clientMoved && serverMoved) {
            return "both";
        }
        if (serverMoved) {
            return client == null || SAME.equals(client) ? "server" : "server (client can't tell)";
        }
        if (clientMoved) {
            return server == null || SAME.equals(server) ? "client" : "client (server can't tell)";
        }
        return "";
    }

    private static boolean moved(String verdict) {
        return DEARER.equals(verdict) || CHEAPER.equals(verdict);
    }

    /**
     * One figure's verdicts over the rows: paired log ratios, their spread pooled over each wire's rows,
     * Benjamini–Hochberg over the rows with an estimate. A row without the figure (an in-process wire's server) has
     * no entry.
     */
    private static Map<String, Figure> figures(List<String> keys, Map<String, ScenarioResult> inA,
            Map<String, ScenarioResult> inB, Function<ScenarioResult, List<Double>> figure, double equivalence,
            String worse, String better) {
        Map<String, double[]> logs = new LinkedHashMap<>();
        Map<String, List<double[]>> byWay = new LinkedHashMap<>();
        for (String key : keys) {
            double[] ratios = logRatios(values(inA.get(key), figure), values(inB.get(key), figure));
            if (ratios != null) {
                logs.put(key, ratios);
                byWay.computeIfAbsent(inA.get(key).spoken().way(), w -> new ArrayList<>()).add(ratios);
            }
        }
        Map<String, Stats.Pooled> pooled = new LinkedHashMap<>();
        byWay.forEach((way, all) -> pooled.put(way, Stats.pooledVariance(all)));
        Map<String, PairedEstimate> estimates = new LinkedHashMap<>();
        logs.forEach((key, ratios) -> {
            Stats.Pooled spread = pooled.get(inA.get(key).spoken().way());
            PairedEstimate estimate = spread.degrees() >= 1
                    ? PairedEstimate.pooled(ratios, Math.sqrt(spread.variance()), spread.degrees())
                    : PairedEstimate.of(ratios);
            estimates.put(key, estimate);
        });
        List<String> tested = estimates.entrySet().stream().filter(e -> e.getValue() != null).map(Map.Entry::getKey).toList();
        double[] q = MultipleTesting.benjaminiHochberg(tested.stream().mapToDouble(k -> estimates.get(k).pValue()).toArray());
        Map<String, Figure> figures = new LinkedHashMap<>();
        for (String key : logs.keySet()) {
            PairedEstimate estimate = estimates.get(key);
            int at = tested.indexOf(key);
            if (estimate == null) {
                figures.put(key, new Figure(CANT_TELL, null, 1, null));
            } else if (estimate.sameWithin(equivalence)) {
                figures.put(key, new Figure(SAME, estimate, q[at], null));
            } else if (q[at] <= FALSE_DISCOVERY_RATE) {
                figures.put(key, new Figure(estimate.meanLog() > 0 ? worse : better, estimate, q[at], null));
            } else {
                Integer settle = estimate.pairsToSettle(equivalence, tested.size());
                // after the adjustment over the rows, an interval clear of 1 may still not decide: at least one more pair
                figures.put(key, new Figure(CANT_TELL, estimate, q[at], settle == null ? null : Math.max(settle, estimate.pairs() + 1)));
            }
        }
        return figures;
    }

    /** log(B / A) pair by pair where both have a figure above 0; null where neither run has the figure at all. */
    static double[] logRatios(List<Double> a, List<Double> b) {
        if (a == null || b == null || a.stream().allMatch(v -> v == null) || b.stream().allMatch(v -> v == null)) {
            return null;
        }
        return PairedEstimate.logRatios(a, b);
    }

    private static List<Double> values(ScenarioResult row, Function<ScenarioResult, List<Double>> figure) {
        return row.forks() == null ? null : figure.apply(row);
    }

    /** Each fork's client and server CPU per call added; null in a fork that lacks either. */
    private static List<Double> bothTiers(ScenarioResult row) {
        return TierVerdicts.sum(row.forks().clientCpuMicros(), row.forks().serverCpuMicros());
    }
}
