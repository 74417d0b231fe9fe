package dev.wirerace.results;

import com.fasterxml.jackson.databind.ObjectMapper;
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
 * its own); the margins in force are the largest over the pairs. Kept in {@code results/compare-calibration.json}
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
            Integer serverCpuClearAtMargin, String serverCpuBasis) {

        /** Whether its server CPU margin was calibrated on what a comparison with or without --raw reads now. */
        boolean calibratesServerCpu(boolean perFloor) {
            String basis = serverCpuBasis != null ? serverCpuBasis
                    : this.perFloor ? "over the floor" : RunComparison.AS_MEASURED;
            return this.perFloor == perFloor && serverCpuMargin != null
                    && basis.equals(RunComparison.serverCpuBasis(perFloor));
        }
    }

    /** A row's ratios, its verdict at the pair's margin and its server CPU verdict at that one's. */
    public record RowEvidence(String scenario, Double p50Ratio, Double opsRatio, String verdict,
            Double serverCpuRatio, String serverCpuVerdict) {
    }

    /** What the file holds: the same-code pairs; the margin in force is the largest of theirs. */
    public record Calibration(List<Pair> pairs) {

        /** The margin for comparisons with or without --per-floor; empty when no pair was calibrated so. */
        public Optional<Double> margin(boolean perFloor) {
            return pairs.stream().filter(p -> p.perFloor() == perFloor).map(Pair::margin).max(Double::compare);
        }

        /** The server CPU verdict's margin; empty when no pair was calibrated for what it reads now. */
        public Optional<Double> serverCpuMargin(boolean perFloor) {
            return pairs.stream().filter(p -> p.calibratesServerCpu(perFloor)).map(Pair::serverCpuMargin)
                    .max(Double::compare);
        }

        public String source(boolean perFloor) {
            return source(pairs.stream().filter(p -> p.perFloor() == perFloor).toList());
        }

        public String serverCpuSource(boolean perFloor) {
            return source(pairs.stream().filter(p -> p.calibratesServerCpu(perFloor)).toList());
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

    /** Each margin given, else the one calibrated in the results folder, else the default, with its source. */
    public static Margin choose(Optional<Double> given, boolean perFloor, Path resultsFolder, ObjectMapper json)
            throws IOException {
        if (given.isPresent()) {
            return new Margin(given.get(), "given", given.get(), "given");
        }
        Optional<Calibration> calibration = read(resultsFolder, json);
        String uncalibrated = "the default, not calibrated on this machine"
                + " (./wirerace compare --calibrate A B on two runs of the same code)";
        Optional<Double> p50 = calibration.flatMap(c -> c.margin(perFloor));
        Optional<Double> serverCpu = calibration.flatMap(c -> c.serverCpuMargin(perFloor));
        return new Margin(p50.orElse(RunComparison.DEFAULT_MARGIN),
                p50.isPresent() ? calibration.get().source(perFloor) : uncalibrated,
                serverCpu.orElse(RunComparison.DEFAULT_MARGIN),
                serverCpu.isPresent() ? calibration.get().serverCpuSource(perFloor) : uncalibrated);
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
                row.p50().ratio(), row.opsPerSecond().ratio(), row.verdict(), row.serverCpu().ratio(),
                row.serverCpuVerdict())).toList();
        return new Pair(a.runId(), b.runId(), comparison.repetition(), perFloor, p50Margin, comparison.rows().size(),
                clear(comparison, true), Instant.now().toString(), evidence, serverCpuMargin, clear(comparison, false),
                RunComparison.serverCpuBasis(perFloor));
    }

    private static double smallest(RunDocument a, RunDocument b, boolean perFloor, boolean p50) {
        for (double margin = 0; margin <= LARGEST + 1e-9; margin += STEP) {
            RunComparison comparison = RunComparison.of(a, b, margin, "calibrating", perFloor);
            long judged = p50 ? comparison.rows().size()
                    : comparison.rows().stream().filter(row -> row.serverCpuVerdict() != null).count();
            if (clear(comparison, p50) <= FALSE_SHARE * judged) {
                return margin;
            }
        }
        return LARGEST;
    }

    /** The rows called different: faster or slower ({@code p50}), else dearer or cheaper on the server's CPU. */
    private static int clear(RunComparison comparison, boolean p50) {
        return (int) comparison.rows().stream().map(p50 ? RunComparison.Row::verdict : RunComparison.Row::serverCpuVerdict)
                .filter(verdict -> p50 ? RunComparison.FASTER.equals(verdict) || RunComparison.SLOWER.equals(verdict)
                        : RunComparison.DEARER.equals(verdict) || RunComparison.CHEAPER.equals(verdict))
                .count();
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
        ResultsStore.replaceJson(json, resultsFolder.resolve(FILE), calibration);
        return calibration;
    }
}
