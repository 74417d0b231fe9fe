package dev.wirerace.launcher;

import dev.wirerace.results.CompareCalibration;
import dev.wirerace.results.ComparisonTable;
import dev.wirerace.results.ResultsStore;
import dev.wirerace.results.QuietestRounds;
import dev.wirerace.results.RunComparison;
import dev.wirerace.results.RunDocument;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Two suite runs row by row, read from the results folder: no service is started. */
@Command(name = "compare",
        description = { "Two suite runs row by row: p50, ops/s and server CPU per call as ratios B/A with 95%% intervals from their forks, and a verdict:",
                "faster or slower only when p50 differs beyond the margin and ops/s moved the same way, Benjamini-Hochberg",
                "over the rows; per row, the smallest change it could have seen (sees); and apart from it, dearer or cheaper",
                "when the server's CPU per call differs beyond its own margin. The host's drift between the runs cancels: remote",
                "rows' p50 and ops/s are read over the raw floor measured in the same fork, every server CPU per call over the",
                "client's CPU per call of the same row and fork (--raw: as measured); the lines above the table say how far",
                "the floor and both tiers' CPU per call moved.",
                "The margin is calibrated on this machine: run --calibrate on two runs of the same code first." })
final class CompareCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "RUN_A", description = "A run id in results/ (the baseline).")
    String runA;

    @Parameters(index = "1", paramLabel = "RUN_B", description = "A run id in results/.")
    String runB;

    @Option(names = "--margin", paramLabel = "SHARE", description = "A change smaller than this is no change, for both verdicts (default: the calibrated margins, else 0.05).")
    Optional<Double> margin = Optional.empty();

    @Option(names = "--raw", description = "Every figure as measured, the host's drift between the two runs included (by default each remote row's latency is read over the raw floor in the same fork, and its server CPU per call over its client's, which cancels it).")
    boolean raw;

    /** The default since the same-code pairs of 2026-11-28 (docs/method.md#comparing-two-runs); kept so that old command lines run. */
    @Option(names = "--per-floor", hidden = true)
    boolean perFloorAsked;

    @Option(names = "--calibrate", description = "RUN_A and RUN_B are runs of the same code and settings: calibrate the margin on them (kept in results/compare-calibration.json with its evidence).")
    boolean calibrate;

    @Override
    public Integer call() throws Exception {
        if (raw && perFloorAsked) {
            throw new ParameterException(spec.commandLine(),
                    "--raw and --per-floor ask for opposite things; give one (over the floor is the default)");
        }
        boolean perFloor = !raw;
        if (margin.isPresent() && !RunComparison.validMargin(margin.get())) {
            System.err.printf("compare: the margin is a share from 0 to 1 (0.05 for 5 %%), not '%s'%n", margin.get());
            return 2;
        }
        ResultsStore store = new ResultsStore(Workspace.current().results(), ResultsStore.plainMapper());
        RunDocument a = store.readRun(runA).orElse(null);
        RunDocument b = store.readRun(runB).orElse(null);
        if (a == null || b == null) {
            System.err.printf("compare: no comparison run %s in %s%n", a == null ? runA : runB, store.directory());
            return 2;
        }
        if (calibrate) {
            CompareCalibration.Pair pair = CompareCalibration.calibrate(a, b, perFloor);
            CompareCalibration.Calibration calibration = CompareCalibration.add(store.directory(), pair, store.json());
            System.out.printf("same-code pair %s / %s (%s, %d rows): at most 5 %% of rows differ from a margin of %.1f %%"
                    + " (%d clear), on the server's CPU per call from %.1f %% (%d clear); the margins in force are now"
                    + " %.1f %% and %.1f %%, %s%n", runA, runB, pair.repetition(), pair.rows(), pair.margin() * 100,
                    pair.clearAtMargin(), pair.serverCpuMargin() * 100, pair.serverCpuClearAtMargin(),
                    calibration.margin(perFloor).orElseThrow() * 100,
                    calibration.serverCpuMargin(perFloor).orElseThrow() * 100, calibration.source(perFloor));
            return 0;
        }
        CompareCalibration.Margin chosen = CompareCalibration.choose(margin, perFloor, store.directory(), store.json());
        System.out.print(ComparisonTable.render(RunComparison.of(a, b, chosen, perFloor)));
        System.out.print(QuietestRounds.of(a, b).describe());
        return 0;
    }
}
