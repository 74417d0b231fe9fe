package dev.wirerace.results.stats;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.ScenarioOrder;
import dev.wirerace.results.data.ScenarioResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.apache.commons.math3.stat.descriptive.rank.Median;

/**
 * Two runs row by row: for each scenario both ran, the ratio B / A of its p50, its ops/s and its server CPU
 * per call, each with a 95 % interval, and a verdict a reviewer can hold it to.
 *
 * <ul>
 * <li><b>The unit of repetition is the fork</b> (a start of both JVMs): rows of runs made of forks are
 * compared on their forks' figures (ComparedFigures), Welch's t on logarithms (WelchRatio). Runs of one fork fall back on their rounds,
 * which miss the JVM-to-JVM shift, and say so ({@link #repetition}).</li>
 * <li><b>A difference must exceed the margin</b>, calibrated on pairs of runs of the same code
 * (CompareCalibration) and named with its source.</li>
 * <li><b>p50 and ops/s must agree</b>: the p50 is the figure tested, beyond the margin; a row is faster (or
 * slower) only when its ops/s moved the same way too. The ops/s is not held to the margin on its own: in a
 * closed loop it is the callers over the mean latency, whose tail makes it the noisier figure, and requiring
 * both to clear the margin (as this class once did) left the smallest change a quick pair could see at about
 * ±22 % on the median row instead of ±16 %, while same-code pairs came out alike either way
 * (docs/notebook/figures-you-can-act-on.md). One figure tested per row: no second chance.</li>
 * <li><b>Multiple comparisons are controlled</b>: Benjamini–Hochberg at {@value #FALSE_DISCOVERY_RATE} over
 * the rows (RowVerdicts), so a run of sixty rows does not find three differences by chance.</li>
 * <li><b>As measured by default</b>: a change that makes both tiers dearer (a serializer, a cipher, GC flags, a
 * JDK upgrade) moves the floor-relative and client-relative readings not at all, so they are never the default.
 * Asked for ({@code perFloor}), remote rows' p50 and ops/s are read over the raw floor of the same fork and every
 * server CPU per call over its own row's client CPU per call ({@link HostDriftDivided}), which cancels the host's
 * drift between runs minutes apart (5 to 17 % here) and anything else both share; {@link #host} says how far the
 * floor and both tiers moved either way.</li>
 * <li><b>Three words</b>: a difference (beyond the margin, Benjamini–Hochberg over the rows); the same within
 * ±{@code equivalence} (two one-sided tests); or can't tell, never written as "the same".</li>
 * <li><b>Intervals hold what varies between runs</b> where it is known: the run-to-run term from same-code pairs
 * of this design ({@link RunToRun}), else the comparison says it is not known.</li>
 * <li><b>Failures are shown, never dropped</b>: a fork or round that made no call, or a row with failed
 * calls, is its own verdict.</li>
 * <li><b>What a call costs the server has its own verdict</b>: dearer or cheaper when the server's CPU per
 * call differs beyond its own calibrated margin, Benjamini–Hochberg over the rows a server answered. It is what
 * a change to the business code moves first, and where latency cannot show it: a row bound by its client (four
 * callers on a one-CPU client here) keeps its pace while the server pays 20 µs more a call
 * (docs/notebook/figures-you-can-act-on.md).</li>
 * </ul>
 *
 * @param repetition "forks" when both runs have forks, "rounds" when not (then intervals are too narrow)
 * @param perFloor whether the host's drift was divided out: each remote row's p50 and ops/s by the raw floor's in
 *        the same fork, each server CPU per call by its row's client CPU per call ({@link #serverCpuBasis})
 * @param host how the raw floor itself moved from A to B: the host's own drift; null when a run has no floor
 * @param differences how the runs differ in what they measured (suite, settings, mode, network, work):
 *        empty when like for like
 * @param serverCpuMargin the margin the server CPU verdicts are held to, from {@code serverCpuMarginSource}
 * @param equivalence the margin of "same" (two one-sided tests)
 * @param runToRun where the run-to-run term in the intervals comes from, or that it is not known
 */
public record RunComparison(String runA, String runB, double margin, String marginSource, String repetition,
        boolean perFloor, HostShift host, List<Row> rows, List<String> onlyInA, List<String> onlyInB,
        List<String> differences, double serverCpuMargin, String serverCpuMarginSource, double equivalence,
        String runToRun, boolean runToRunKnown) {

    /** What the server CPU verdict reads with the host's drift divided out, and as measured. */
    public static final String SERVER_OVER_CLIENT = "over the client's CPU per call";
    public static final String AS_MEASURED = "as measured";

    public static final String FASTER = "faster";
    public static final String SLOWER = "slower";
    /** The same within the equivalence margin: two one-sided tests (the 90 % interval inside ±equivalence). */
    public static final String SAME = "same";
    /** Neither a difference nor the same within the margin: the figures cannot tell. */
    public static final String CANT_TELL = "can't tell";
    public static final String FAILED = "failed rounds";
    public static final String ERRORS = "errors";
    /** Server CPU verdicts: B's calls cost the server more, or less, than A's. */
    public static final String DEARER = "dearer";
    public static final String CHEAPER = "cheaper";
    /** The default margin when no calibration exists: a change smaller than this is no change. */
    public static final double DEFAULT_MARGIN = 0.05;
    /** The default equivalence margin: "same" means within ±5 %. */
    public static final double DEFAULT_EQUIVALENCE = 0.05;
    public static final double FALSE_DISCOVERY_RATE = 0.05;
    /** The chance of seeing a real change that {@link Ratio#detectable} is stated at. */
    static final double POWER = 0.80;

    /** A margin is a share: from 0 (any interval clear of 1 counts) to just under 1. */
    public static boolean validMargin(double margin) {
        return margin >= 0 && margin < 1;
    }

    /**
     * @param ratio B / A of the geometric means of the figures; null without figures on both sides
     * @param low the 95 % interval's ends, null with fewer than two figures on a side
     * @param betterP p-value of "B better than A by more than the margin"; {@code worseP} the opposite
     * @param detectable the smallest change, as a share either way, that this pair's figures would show beyond
     *        the margin four times in five were it the only change among the rows (80 % power after
     *        Benjamini–Hochberg over them: 2.5 % / rows one-sided): what "can't tell" does not rule out; null with
     *        fewer than two figures on a side
     * @param sameP the p-value of two one-sided tests of "B differs from A by the equivalence margin or more":
     *        below 5 % the two are the same within it; 1 without an interval
     */
    public record Ratio(Double ratio, Double low, Double high, double betterP, double worseP, boolean failed,
            Double detectable, double sameP) {

        static final Ratio NONE = new Ratio(null, null, null, 1, 1, false, null, 1);
        static final Ratio FAILED_FIGURES = new Ratio(null, null, null, 1, 1, true, null, 1);

        boolean same() {
            return sameP < FALSE_DISCOVERY_RATE;
        }

        /** The two-sided p-value of "beyond the margin", either way (two one-sided tests, Bonferroni'd). */
        double eitherWayP() {
            return Math.min(1, 2 * Math.min(betterP, worseP));
        }
    }

    /**
     * How far a second run of the same command lands from the first beyond what each run's own forks show: the
     * standard deviation of the logs of its p50 and its server CPU per call, estimated from same-code pairs that
     * {@code compare --calibrate} kept for this design (CompareCalibration). Null figures: not known.
     */
    public record RunToRun(Double p50LogSd, Double serverCpuLogSd, String source) {

        public static final RunToRun UNKNOWN = new RunToRun(null, null, "the run-to-run term is not known: intervals"
                + " hold only each run's own forks (./wirerace compare --calibrate A B on two runs of the same command"
                + " measures it)");

        public boolean known() {
            return p50LogSd != null;
        }
    }

    /**
     * Each tier's CPU per call as measured, and both together: a verdict each, Benjamini–Hochberg over the rows for
     * each figure, and which tier the change is put on.
     *
     * @param pays "both", "client" or "server" (alone only where the other tier's is the same), "" where neither moved
     */
    public record TierCpu(Ratio client, String clientVerdict, Ratio both, String bothVerdict, String pays) {
    }

    /**
     * A scenario both runs have: its latency's verdict, its server CPU's, what each run's row says of itself, and each
     * tier's CPU per call. The parts are written flat into the row's JSON ({@code @JsonUnwrapped}; a run's side with
     * its letter after each name: {@code errorsA}, {@code flagsB}), as the page reads them.
     *
     * @param tiers the client's CPU per call and both tiers' together, each with its verdict; null for a row no
     *        server answered
     */
    public record Row(String scenario, @JsonUnwrapped Latency latency, @JsonUnwrapped ServerCpu server,
            @JsonUnwrapped(suffix = "A") Side a, @JsonUnwrapped(suffix = "B") Side b, TierCpu tiers) {

        /** The smallest change this row could have been called on: its p50's, the figure tested. */
        public Double detectable() {
            return latency.p50().detectable();
        }

        Row withVerdict(double adjusted, String newVerdict) {
            return new Row(scenario, new Latency(latency.p50(), latency.opsPerSecond(), latency.p(), adjusted, newVerdict),
                    server, a, b, tiers);
        }

        Row withServerCpuVerdict(double adjusted, String newVerdict) {
            return new Row(scenario, latency, new ServerCpu(server.ratio(), newVerdict, adjusted), a, b, tiers);
        }

        Row withTiers(TierCpu value) {
            return new Row(scenario, latency, server, a, b, value);
        }
    }

    /**
     * The latency's verdict: p50 tested, ops/s to agree.
     *
     * @param p the row's p50 p-value for its likelier direction, among those its ops/s agrees with (two
     *        one-sided tests, Bonferroni'd)
     * @param q that p-value adjusted over the rows (Benjamini–Hochberg)
     * @param verdict FASTER, SLOWER, SAME, CANT_TELL, FAILED or ERRORS
     */
    public record Latency(Ratio p50, Ratio opsPerSecond, double p, double q, String verdict) {
    }

    /**
     * The server's CPU per call and its verdict, written as {@code serverCpu}, {@code serverCpuVerdict} and
     * {@code serverCpuQ}.
     *
     * @param verdict DEARER, CHEAPER, SAME, CANT_TELL, FAILED or ERRORS, with its p-value adjusted over the rows
     *        ({@code q}); null for a row no server answered
     */
    public record ServerCpu(@JsonProperty("serverCpu") Ratio ratio, @JsonProperty("serverCpuVerdict") String verdict,
            @JsonProperty("serverCpuQ") double q) {

        /** Its p-value for its likelier direction (two one-sided tests, Bonferroni'd). */
        double p() {
            return ratio.eitherWayP();
        }
    }

    /**
     * What one run's row brings to the comparison: its failed calls, its flags, its cost and what it says of its own
     * figures (the page words its flags from it).
     */
    public record Side(long errors, List<String> flags, ScenarioResult.Cost cost, ScenarioResult.Trust trust) {
    }

    /** The median over the rows of {@link Row#detectable}: how large a change this pair can see. */
    public Optional<Double> medianDetectable() {
        double[] shares = rows.stream().map(Row::detectable).filter(Objects::nonNull).mapToDouble(Double::doubleValue)
                .toArray();
        return shares.length == 0 ? Optional.empty()
                : Optional.of(new Median().evaluate(shares));
    }

    /** Each verdict held to its own margin, as chosen by CompareCalibration; the run-to-run term not known. */
    public static RunComparison of(RunDocument a, RunDocument b, CompareCalibration.Margin margin, boolean perFloor) {
        return of(a, b, margin, perFloor, DEFAULT_EQUIVALENCE, RunToRun.UNKNOWN);
    }

    /** Each verdict held to its own margin; "same" within {@code equivalence}; intervals widened by {@code runToRun}. */
    public static RunComparison of(RunDocument a, RunDocument b, CompareCalibration.Margin margin, boolean perFloor,
            double equivalence, RunToRun runToRun) {
        return of(a, b, margin.value(), margin.source(), margin.serverCpu(), margin.serverCpuSource(), perFloor,
                equivalence, runToRun);
    }

    /** Both verdicts held to one margin. */
    public static RunComparison of(RunDocument a, RunDocument b, double margin, String marginSource, boolean perFloor) {
        return of(a, b, margin, marginSource, margin, marginSource, perFloor);
    }

    /** The latency's verdict held to {@code margin}, the server CPU's to {@code serverCpuMargin}. */
    public static RunComparison of(RunDocument a, RunDocument b, double margin, String marginSource,
            double serverCpuMargin, String serverCpuMarginSource, boolean perFloor) {
        return of(a, b, margin, marginSource, serverCpuMargin, serverCpuMarginSource, perFloor, DEFAULT_EQUIVALENCE,
                RunToRun.UNKNOWN);
    }

    /**
     * The latency's verdict held to {@code margin}, the server CPU's to {@code serverCpuMargin}, "same" to
     * {@code equivalence}; every interval widened by the run-to-run term where it is known.
     */
    public static RunComparison of(RunDocument a, RunDocument b, double margin, String marginSource,
            double serverCpuMargin, String serverCpuMarginSource, boolean perFloor, double equivalence, RunToRun runToRun) {
        Map<String, ScenarioResult> inA = byScenario(a);
        Map<String, ScenarioResult> inB = byScenario(b);
        boolean forks = a.scenarios().stream().anyMatch(RunComparison::hasForks)
                && b.scenarios().stream().anyMatch(RunComparison::hasForks);
        HostDriftDivided overA = HostDriftDivided.of(a, forks, perFloor);
        HostDriftDivided overB = HostDriftDivided.of(b, forks, perFloor);
        List<Row> rows = new ArrayList<>();
        List<String> onlyInA = new ArrayList<>();
        // the rows Benjamini–Hochberg will adjust over: every row both runs have (the server CPU's family is at most
        // as large, so its detectable share is stated a little wide rather than narrow)
        int family = (int) inA.keySet().stream().filter(inB::containsKey).count();
        inA.forEach((name, rowA) -> {
            ScenarioResult rowB = inB.get(name);
            if (rowB == null) {
                onlyInA.add(name);
            } else {
                rows.add(row(name, rowA, rowB, overA, overB, new Held(margin, serverCpuMargin, equivalence, runToRun, family), forks));
            }
        });
        List<String> onlyInB = inB.keySet().stream().filter(name -> !inA.containsKey(name)).toList();
        List<Row> judged = TierVerdicts.of(RowVerdicts.serverCpuBenjaminiHochberg(RowVerdicts.benjaminiHochberg(rows)), inA, inB, forks,
                new Held(margin, serverCpuMargin, equivalence, runToRun, family));
        return new RunComparison(a.runId(), b.runId(), margin, marginSource, forks ? "forks" : "rounds", perFloor,
                HostShift.between(a, b).orElse(null), judged, onlyInA,
                onlyInB, RunLikeness.differences(a, b), serverCpuMargin, serverCpuMarginSource, equivalence,
                runToRun.source(), runToRun.known());
    }

    /**
     * What the verdicts are held to: the margins beyond which a difference counts, "same", the run-to-run term, and
     * how many rows the verdicts are adjusted over.
     */
    record Held(double margin, double serverCpuMargin, double equivalence, RunToRun runToRun, int family) {
    }

    /** What the server CPU verdict reads: over the client's CPU per call with the host's drift divided out. */
    public static String serverCpuBasis(boolean perFloor) {
        return perFloor ? SERVER_OVER_CLIENT : AS_MEASURED;
    }

    private static boolean hasForks(ScenarioResult row) {
        return row.forks() != null && row.forks().count() >= 2;
    }

    private static Row row(String name, ScenarioResult a, ScenarioResult b, HostDriftDivided overA,
            HostDriftDivided overB, Held held, boolean forks) {
        double margin = held.margin();
        double serverCpuMargin = held.serverCpuMargin();
        Double runToRun = held.runToRun().p50LogSd();
        ComparedFigures figuresA = overA.figures(a, forks);
        ComparedFigures figuresB = overB.figures(b, forks);
        // each wire's fork-to-fork spread pooled over its rows (ForkSpread, of the figures as they are compared)
        // where both runs have it; else the row's own
        ScenarioResult.Spread spreadA = forks ? overA.spread(a) : null;
        ScenarioResult.Spread spreadB = forks ? overB.spread(b) : null;
        boolean pooled = spreadA != null && spreadB != null;
        Ratio p50 = WelchRatio.ratio(figuresA.p50(), figuresB.p50(), margin, true,
                pooled ? new WelchRatio.Spread(spreadA.p50LogSd(), spreadA.degrees()) : null,
                pooled ? new WelchRatio.Spread(spreadB.p50LogSd(), spreadB.degrees()) : null, held.equivalence(), runToRun, held.family());
        Ratio ops = WelchRatio.ratio(figuresA.ops(), figuresB.ops(), margin, false,
                pooled ? new WelchRatio.Spread(spreadA.opsLogSd(), spreadA.degrees()) : null,
                pooled ? new WelchRatio.Spread(spreadB.opsLogSd(), spreadB.degrees()) : null, held.equivalence(), runToRun, held.family());
        Ratio cpu = WelchRatio.ratio(figuresA.serverCpu(), figuresB.serverCpu(), serverCpuMargin, true,
                pooled ? new WelchRatio.Spread(spreadA.serverCpuLogSd(), spreadA.serverCpuDegrees()) : null,
                pooled ? new WelchRatio.Spread(spreadB.serverCpuLogSd(), spreadB.serverCpuDegrees()) : null, held.equivalence(),
                held.runToRun().serverCpuLogSd(), held.family());
        // p50 is tested; ops/s must move the same way, or the row has no direction
        double slower = ops.ratio() != null && ops.ratio() < 1 ? p50.worseP() : 1;
        double faster = ops.ratio() != null && ops.ratio() > 1 ? p50.betterP() : 1;
        double p = Math.min(1, 2 * Math.min(slower, faster));
        String direction = faster <= slower ? FASTER : SLOWER;
        String verdict = p50.failed() || ops.failed() ? FAILED : a.errorCount() + b.errorCount() > 0 ? ERRORS : direction;
        // no verdict where the server's CPU was not read (an in-process wire, a tier whose usage could not be read)
        String cpuVerdict = cpu.ratio() == null ? null
                : verdict.equals(FAILED) || verdict.equals(ERRORS) ? verdict
                : cpu.betterP() <= cpu.worseP() ? CHEAPER : DEARER;
        return new Row(name, new Latency(p50, ops, p, 1, verdict), new ServerCpu(cpu, cpuVerdict, 1), side(a), side(b),
                null);
    }

    private static Side side(ScenarioResult s) {
        return new Side(s.errorCount(), s.trust() == null ? List.of() : s.trust().flags(), s.cost(), s.trust());
    }

    /**
     * Rows by what makes a scenario: wire and client (the way), operation, tx, size, concurrency and load; in the run
     * table's order, so that a comparison reads as its two runs do.
     */
    static Map<String, ScenarioResult> byScenario(RunDocument run) {
        Map<String, ScenarioResult> rows = new LinkedHashMap<>();
        for (ScenarioResult s : run.scenarios().stream().sorted(ScenarioOrder.BY_WIRE).toList()) {
            rows.put(s.key(), s);
        }
        return rows;
    }
}
