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
 * The margin {@code compare} holds differences to, calibrated on this machine: pairs of runs of the same code
 * and settings, for which every "difference" is a false one. For each pair, the smallest margin (in steps of
 * half a percent) at which at most {@value #FALSE_SHARE} of the rows come out faster or slower; the margin in
 * force is the largest over the pairs. Kept in {@code results/compare-calibration.json} with its evidence:
 * the pairs, each one's margin, and every row's ratios at it.
 */
public final class CompareCalibration {

    static final String FILE = "compare-calibration.json";
    static final double FALSE_SHARE = 0.05;
    private static final double STEP = 0.005;
    private static final double LARGEST = 0.5;

    /** A same-code pair's evidence: its margin and its rows' ratios at it. */
    public record Pair(String runA, String runB, String repetition, boolean perFloor, double margin, int rows,
            int clearAtMargin, String calibratedAt, List<RowEvidence> evidence) {
    }

    public record RowEvidence(String scenario, Double p50Ratio, Double opsRatio, String verdict) {
    }

    /** What the file holds: the same-code pairs; the margin in force is the largest of theirs. */
    public record Calibration(List<Pair> pairs) {

        /** The margin for comparisons with or without --per-floor; empty when no pair was calibrated so. */
        public Optional<Double> margin(boolean perFloor) {
            return pairs.stream().filter(p -> p.perFloor() == perFloor).map(Pair::margin).max(Double::compare);
        }

        public String source(boolean perFloor) {
            List<String> runs = pairs.stream().filter(p -> p.perFloor() == perFloor)
                    .map(p -> p.runA() + " / " + p.runB()).toList();
            return String.format(java.util.Locale.ROOT, "calibrated on %d same-code pair%s (%s)", runs.size(),
                    runs.size() == 1 ? "" : "s", String.join(", ", runs));
        }
    }

    /** The margin a comparison is held to, and where it comes from. */
    public record Margin(double value, String source) {
    }

    private CompareCalibration() {
    }

    /** The margin given, else the one calibrated in the results folder, else the default, with its source. */
    public static Margin choose(Optional<Double> given, boolean perFloor, Path resultsFolder, ObjectMapper json)
            throws IOException {
        if (given.isPresent()) {
            return new Margin(given.get(), "given");
        }
        Optional<Calibration> calibration = read(resultsFolder, json);
        if (calibration.isPresent() && calibration.get().margin(perFloor).isPresent()) {
            return new Margin(calibration.get().margin(perFloor).get(), calibration.get().source(perFloor));
        }
        return new Margin(RunComparison.DEFAULT_MARGIN, "the default, not calibrated on this machine"
                + " (./wirerace compare --calibrate A B on two runs of the same code)");
    }

    /** The smallest margin at which the same-code pair {@code a}, {@code b} shows at most 5 % false differences. */
    public static Pair calibrate(RunDocument a, RunDocument b, boolean perFloor) {
        RunComparison comparison = null;
        double margin = 0;
        for (; margin <= LARGEST + 1e-9; margin += STEP) {
            comparison = RunComparison.of(a, b, margin, "calibrating", perFloor);
            if (clear(comparison) <= FALSE_SHARE * comparison.rows().size()) {
                break;
            }
        }
        List<RowEvidence> evidence = comparison.rows().stream().map(row -> new RowEvidence(row.scenario(),
                row.p50().ratio(), row.opsPerSecond().ratio(), row.verdict())).toList();
        return new Pair(a.runId(), b.runId(), comparison.repetition(), perFloor, Math.min(margin, LARGEST),
                comparison.rows().size(), clear(comparison), Instant.now().toString(), evidence);
    }

    private static int clear(RunComparison comparison) {
        return (int) comparison.rows().stream().filter(row -> row.verdict().equals(RunComparison.FASTER)
                || row.verdict().equals(RunComparison.SLOWER)).count();
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
