package dev.wirerace.results.stats;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.results.data.JsonFile;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.ScenarioResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The margins {@code compare} holds differences to, calibrated on this machine: pairs of runs of the same code
 * and settings, for which every "difference" is a false one. For each pair, the smallest margin (in steps of
 * half a percent) at which at most {@value #FALSE_SHARE} of the rows come out faster or slower, and apart from it
 * the smallest at which at most as many come out dearer or cheaper on the server's CPU (a figure with a noise of
 * its own); the margins in force for a comparison are the largest over the pairs of its design (suite and forks,
 * {@link Design}). Kept in {@code results/compare-calibration.json}
 * with its evidence: the pairs, each one's margins, and every row's ratios and verdicts at them.
 */
public final class CompareCalibration {

    static final String FILE = "compare-calibration.json";
    static final double FALSE_SHARE = 0.05;
    private static final double STEP = 0.005;
    private static final double LARGEST = 0.5;

    /**
     * A same-code pair's evidence: its margins and its rows' ratios at them.
     *
     * @param serverCpuMargin the server CPU verdict's margin, with the rows clear at it; null in a calibration
     *        made before that verdict existed
     * @param serverCpuBasis what that verdict read ({@link RunComparison#serverCpuBasis}); null in a calibration
     *        made before it read the server over the client, when it read the server over the floor
     */
    public record Pair(String runA, String runB, String repetition, boolean perFloor, double margin, int rows,
            int clearAtMargin, String calibratedAt, List<RowEvidence> evidence, Double serverCpuMargin,
            Integer serverCpuClearAtMargin, String serverCpuBasis, RunToRunTerm runToRun) {

        /**
         * Whether its margins hold for runs of {@code design}: a pair of the same suite and forks, or one kept before
         * pairs recorded their design (it holds for every design, as all pairs once did).
         */
        boolean holdsFor(Design design) {
            return runToRun == null || design.equals(design());
        }

        /** The design it was kept for; null for a pair kept before pairs recorded it. */
        Design design() {
            return runToRun == null ? null : new Design(runToRun.suite(), runToRun.forks());
        }

        /** Whether its server CPU margin was calibrated on what a comparison with or without --raw reads now. */
        boolean calibratesServerCpu(boolean perFloor) {
            String basis = serverCpuBasis != null ? serverCpuBasis
                    : this.perFloor ? "over the floor" : RunComparison.AS_MEASURED;
            return this.perFloor == perFloor && serverCpuMargin != null
                    && basis.equals(RunComparison.serverCpuBasis(perFloor));
        }
    }

    /**
     * How far this same-code pair's runs landed apart beyond what their own forks' spread accounts for: the mean
     * over the rows of the squared log ratio less the mean of its variance from the forks, as a standard deviation
     * of logs (0 when the forks explain it all), for the p50 and the server CPU per call as measured. Null in a
     * calibration made before it was kept.
     *
     * @param suite the design it holds for: the suite and its forks per run
     */
    public record RunToRunTerm(String suite, int forks, double p50LogSd, Double serverCpuLogSd, int rows) {
    }

    /**
     * What a margin and a run-to-run term hold for: the suite and the forks per run. Two forks see less than six, and
     * a smoke run's rows are not a quick run's, so a margin calibrated on one is not another's.
     */
    public record Design(String suite, int forks) {

        /** The design both runs share; empty when they differ in suite or forks (then no calibration holds). */
        public static Optional<Design> of(RunDocument a, RunDocument b) {
            Design design = new Design(a.suite(), CompareCalibration.forks(a));
            return design.equals(new Design(b.suite(), CompareCalibration.forks(b))) ? Optional.of(design) : Optional.empty();
        }

        @Override
        public String toString() {
            return String.format(java.util.Locale.ROOT, "the %s suite with %d fork%s", suite, forks, forks == 1 ? "" : "s");
        }
    }

    /** A row's ratios, its verdict at the pair's margin and its server CPU verdict at that one's. */
    public record RowEvidence(String scenario, Double p50Ratio, Double opsRatio, String verdict,
            Double serverCpuRatio, String serverCpuVerdict) {
    }

    /** What the file holds: the same-code pairs; the margin in force is the largest of theirs. */
    public record Calibration(List<Pair> pairs) {

        /**
         * The run-to-run term for runs of {@code design}: the root mean square over the same-code pairs kept for it;
         * unknown when none was kept.
         */
        public RunComparison.RunToRun runToRun(Design design) {
            List<Pair> kept = pairs.stream().filter(p -> design.equals(p.design())).toList();
            if (kept.isEmpty()) {
                return RunComparison.RunToRun.UNKNOWN;
            }
            double p50 = Math.sqrt(kept.stream().mapToDouble(p -> p.runToRun().p50LogSd() * p.runToRun().p50LogSd())
                    .average().orElseThrow());
            List<Double> cpu = kept.stream().map(p -> p.runToRun().serverCpuLogSd()).filter(v -> v != null).toList();
            Double serverCpu = cpu.isEmpty() ? null : Math.sqrt(cpu.stream().mapToDouble(v -> v * v).average().orElseThrow());
            return new RunComparison.RunToRun(p50, serverCpu, String.format(java.util.Locale.ROOT,
                    "±%.0f %% on p50 and ±%.0f %% on the server's CPU per call (one standard deviation), from %s of the"
                    + " %s suite with %d forks", 100 * Math.expm1(p50), 100 * Math.expm1(serverCpu == null ? 0 : serverCpu),
                    source(kept).replace("calibrated on ", ""), design.suite(), design.forks()));
        }

        /** The margin for comparisons of {@code design} with or without --per-floor; empty when no pair was calibrated so. */
        public Optional<Double> margin(boolean perFloor, Design design) {
            return calibrating(perFloor, design).stream().map(Pair::margin).max(Double::compare);
        }

        /** The server CPU verdict's margin for {@code design}; empty when no pair was calibrated for what it reads now. */
        public Optional<Double> serverCpuMargin(boolean perFloor, Design design) {
            return calibratingServerCpu(perFloor, design).stream().map(Pair::serverCpuMargin).max(Double::compare);
        }

        public String source(boolean perFloor, Design design) {
            return source(calibrating(perFloor, design));
        }

        public String serverCpuSource(boolean perFloor, Design design) {
            return source(calibratingServerCpu(perFloor, design));
        }

        private List<Pair> calibrating(boolean perFloor, Design design) {
            return pairs.stream().filter(p -> p.perFloor() == perFloor && p.holdsFor(design)).toList();
        }

        private List<Pair> calibratingServerCpu(boolean perFloor, Design design) {
            return pairs.stream().filter(p -> p.calibratesServerCpu(perFloor) && p.holdsFor(design)).toList();
        }

        private static String source(List<Pair> calibrated) {
            List<String> runs = calibrated.stream().map(p -> p.runA() + " / " + p.runB()).toList();
            return String.format(java.util.Locale.ROOT, "calibrated on %d same-code pair%s (%s)", runs.size(),
                    runs.size() == 1 ? "" : "s", String.join(", ", runs));
        }
    }

    /** The margins a comparison is held to (its p50's, its server CPU's), and where each comes from. */
    public record Margin(double value, String source, double serverCpu, String serverCpuSource) {
    }

    private CompareCalibration() {
    }

    /**
     * Each margin given, else the one calibrated in the results folder for the design of {@code a} and {@code b}
     * (suite and forks), else the default, with its source.
     */
    public static Margin choose(Optional<Double> given, boolean perFloor, RunDocument a, RunDocument b,
            Path resultsFolder, ObjectMapper json) throws IOException {
        if (given.isPresent()) {
            return new Margin(given.get(), "given", given.get(), "given");
        }
        Optional<Design> design = Design.of(a, b);
        if (design.isEmpty()) {
            String unlike = "the default: A and B differ in suite or forks, so no calibration holds for both";
            return new Margin(RunComparison.DEFAULT_MARGIN, unlike, RunComparison.DEFAULT_MARGIN, unlike);
        }
        Optional<Calibration> calibration = read(resultsFolder, json);
        String uncalibrated = "the default, not calibrated for " + design.get() + " on this machine"
                + " (./wirerace compare --calibrate A B on two runs of the same command)";
        Optional<Double> p50 = calibration.flatMap(c -> c.margin(perFloor, design.get()));
        Optional<Double> serverCpu = calibration.flatMap(c -> c.serverCpuMargin(perFloor, design.get()));
        return new Margin(p50.orElse(RunComparison.DEFAULT_MARGIN),
                p50.isPresent() ? calibration.get().source(perFloor, design.get()) : uncalibrated,
                serverCpu.orElse(RunComparison.DEFAULT_MARGIN),
                serverCpu.isPresent() ? calibration.get().serverCpuSource(perFloor, design.get()) : uncalibrated);
    }

    /**
     * The smallest margins at which the same-code pair {@code a}, {@code b} shows at most 5 % false differences: of
     * p50 (faster or slower) and, on its own, of the server's CPU per call (dearer or cheaper).
     */
    public static Pair calibrate(RunDocument a, RunDocument b, boolean perFloor) {
        double p50Margin = smallest(a, b, perFloor, true);
        double serverCpuMargin = smallest(a, b, perFloor, false);
        RunComparison comparison = RunComparison.of(a, b, p50Margin, "calibrating", serverCpuMargin, "calibrating",
                perFloor);
        List<RowEvidence> evidence = comparison.rows().stream().map(row -> new RowEvidence(row.scenario(),
                row.latency().p50().ratio(), row.latency().opsPerSecond().ratio(), row.latency().verdict(),
                row.server().ratio().ratio(), row.server().verdict())).toList();
        return new Pair(a.runId(), b.runId(), comparison.repetition(), perFloor, p50Margin, comparison.rows().size(),
                clear(comparison, true), Instant.now().toString(), evidence, serverCpuMargin, clear(comparison, false),
                RunComparison.serverCpuBasis(perFloor), runToRun(a, b));
    }

    /** The run-to-run term of a same-code pair, of the figures as measured; null for runs without forks. */
    static RunToRunTerm runToRun(RunDocument a, RunDocument b) {
        Double p50 = excess(a, b, row -> row.forks().p50Micros());
        if (p50 == null) {
            return null;
        }
        int forks = forks(a);
        int rows = (int) a.scenarios().stream().filter(r -> r.forks() != null).count();
        return new RunToRunTerm(a.suite(), forks, p50, excess(a, b, row -> row.forks().serverCpuMicros()), rows);
    }

    /**
     * sqrt(max(0, mean d² − mean var(d))) over the rows both runs have with two or more positive figures a side, d
     * the difference of the two runs' mean logs and var(d) what their forks' own spread puts in it; null without
     * such rows.
     */
    private static Double excess(RunDocument a, RunDocument b, java.util.function.Function<ScenarioResult, List<Double>> figure) {
        java.util.Map<String, ScenarioResult> inB = new java.util.HashMap<>();
        b.scenarios().forEach(row -> inB.put(row.key(), row));
        double squares = 0;
        double variances = 0;
        int rows = 0;
        for (ScenarioResult rowA : a.scenarios()) {
            ScenarioResult rowB = inB.get(rowA.key());
            if (rowB == null || rowA.forks() == null || rowB.forks() == null) {
                continue;
            }
            double[] logA = Intervals.logs(figure.apply(rowA));
            double[] logB = Intervals.logs(figure.apply(rowB));
            if (logA == null || logB == null || logA.length < 2 || logB.length < 2) {
                continue;
            }
            double d = Intervals.mean(logB) - Intervals.mean(logA);
            squares += d * d;
            variances += org.apache.commons.math3.stat.StatUtils.variance(logA) / logA.length
                    + org.apache.commons.math3.stat.StatUtils.variance(logB) / logB.length;
            rows++;
        }
        return rows == 0 ? null : Math.sqrt(Math.max(0, (squares - variances) / rows));
    }

    private static double smallest(RunDocument a, RunDocument b, boolean perFloor, boolean p50) {
        for (double margin = 0; margin <= LARGEST + 1e-9; margin += STEP) {
            RunComparison comparison = RunComparison.of(a, b, margin, "calibrating", perFloor);
            long judged = p50 ? comparison.rows().size()
                    : comparison.rows().stream().filter(row -> row.server().verdict() != null).count();
            if (clear(comparison, p50) <= FALSE_SHARE * judged) {
                return margin;
            }
        }
        return LARGEST;
    }

    /** The rows called different: faster or slower ({@code p50}), else dearer or cheaper on the server's CPU. */
    private static int clear(RunComparison comparison, boolean p50) {
        return (int) comparison.rows().stream().map(p50 ? row -> row.latency().verdict() : row -> row.server().verdict())
                .filter(verdict -> p50 ? RunComparison.FASTER.equals(verdict) || RunComparison.SLOWER.equals(verdict)
                        : RunComparison.DEARER.equals(verdict) || RunComparison.CHEAPER.equals(verdict))
                .count();
    }

    /**
     * The run-to-run term for comparing {@code a} and {@code b}: from the folder's same-code pairs of their design
     * (suite and forks); unknown when none was kept or the two runs differ in forks.
     */
    public static RunComparison.RunToRun runToRun(RunDocument a, RunDocument b, Path resultsFolder, ObjectMapper json)
            throws IOException {
        int forks = forks(a);
        if (forks != forks(b)) {
            return RunComparison.RunToRun.UNKNOWN;
        }
        return read(resultsFolder, json).map(c -> c.runToRun(new Design(a.suite(), forks)))
                .orElse(RunComparison.RunToRun.UNKNOWN);
    }

    /** The run-to-run term for runs of {@code run}'s design, from the folder's same-code pairs; unknown without. */
    public static RunComparison.RunToRun runToRun(RunDocument run, Path resultsFolder, ObjectMapper json) throws IOException {
        return read(resultsFolder, json).map(c -> c.runToRun(new Design(run.suite(), forks(run))))
                .orElse(RunComparison.RunToRun.UNKNOWN);
    }

    /** The forks a run's rows were measured in: the design a run-to-run term holds for (one for a run without). */
    static int forks(RunDocument run) {
        return run.scenarios().stream().filter(r -> r.forks() != null).mapToInt(r -> r.forks().count()).max().orElse(1);
    }

    /** The calibration in the results folder, if any. */
    public static Optional<Calibration> read(Path resultsFolder, ObjectMapper json) throws IOException {
        Path file = resultsFolder.resolve(FILE);
        return Files.isRegularFile(file) ? Optional.of(json.readValue(file.toFile(), Calibration.class)) : Optional.empty();
    }

    /** Adds a pair to the folder's calibration (replacing an earlier one of the same runs); returns the new one. */
    public static Calibration add(Path resultsFolder, Pair pair, ObjectMapper json) throws IOException {
        List<Pair> pairs = new ArrayList<>(read(resultsFolder, json).map(Calibration::pairs).orElse(List.of()));
        pairs.removeIf(p -> p.runA().equals(pair.runA()) && p.runB().equals(pair.runB()) && p.perFloor() == pair.perFloor());
        pairs.add(pair);
        Calibration calibration = new Calibration(List.copyOf(pairs));
        Files.createDirectories(resultsFolder);
        JsonFile.replace(json, resultsFolder.resolve(FILE), calibration);
        return calibration;
    }
}
