package dev.wirerace.launcher.results;

import dev.wirerace.launcher.workspace.Workspace;
import dev.wirerace.results.ResultsStore;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.format.ComparisonTable;
import dev.wirerace.results.stats.CompareCalibration;
import dev.wirerace.results.stats.QuietestRounds;
import dev.wirerace.results.stats.RunComparison;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Two suite runs row by row, read from the results folder: no service is started. */
@Command(name = "compare", description = "Two suite runs row by row, as measured: p50, ops/s and each tier's CPU per"
        + " call as ratios B/A with 95%% intervals from their forks, and one of three words per figure: a difference"
        + " (faster or slower when p50 differs beyond the margin and ops/s moved the same way; dearer or cheaper per"
        + " tier and for both together), Benjamini-Hochberg over the rows; the same within --equivalence (two one-sided"
        + " tests); or can't tell. A change is put on one tier only where the other's is the same. Intervals include"
        + " how far two runs of the same command land apart where same-code pairs of the design were kept (--calibrate);"
        + " else the comparison says that term is not known. --relative adds columns read over the raw floor and the"
        + " client's CPU of the same fork, which cancel the host's drift and anything both tiers share.")
public final class CompareCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "RUN_A", description = "A run id in results/ (the baseline).")
    String runA;

    @Parameters(index = "1", paramLabel = "RUN_B", description = "A run id in results/.")
    String runB;

    @Option(names = "--margin", paramLabel = "SHARE", description = "A change smaller than this is no change, for both verdicts (default: the margins calibrated on same-code pairs, else an uncalibrated one, which the comparison names).")
    Optional<Double> margin = Optional.empty();

    @Option(names = "--equivalence", paramLabel = "SHARE", description = "The same within this share either way (default: ${DEFAULT-VALUE}, ±5 %%).")
    double equivalence = RunComparison.DEFAULT_EQUIVALENCE;

    @Option(names = { "--relative", "--per-floor" }, description = "Also show each remote row's p50 over the raw floor and its server CPU per call over its client's, fork by fork, in extra columns beside the figures as measured (no verdict is drawn from them).")
    boolean relative;

    /** As measured is the default now; kept so that old command lines run. */
    @Option(names = "--raw", hidden = true)
    boolean raw;

    @Option(names = "--calibrate", description = "RUN_A and RUN_B are runs of the same code and settings, made one after the other (not an ab run's two halves, whose forks alternate): calibrate the margin and the run-to-run term on them (kept in results/compare-calibration.json with its evidence).")
    boolean calibrate;

    @Override
    public Integer call() throws Exception {
        if (margin.isPresent() && !RunComparison.validMargin(margin.get())) {
            System.err.printf("compare: the margin is a share from 0 to 1 (0.05 for 5 %%), not '%s'%n", margin.get());
            return 2;
        }
        if (!(equivalence > 0 && equivalence < 1)) {
            throw new ParameterException(spec.commandLine(), "--equivalence is a share above 0 and below 1 (0.05 for ±5 %),"
                    + " not " + equivalence);
        }
        ResultsStore store = new ResultsStore(Workspace.current().results(), ResultsStore.plainMapper());
        RunDocument a = store.readRun(runA).orElse(null);
        RunDocument b = store.readRun(runB).orElse(null);
        if (a == null || b == null) {
            System.err.printf("compare: no comparison run %s in %s%n", a == null ? runA : runB, store.directory());
            return 2;
        }
        if (calibrate) {
            CompareCalibration.Design design = CompareCalibration.Design.of(a, b).orElse(null);
            if (design == null) {
                System.err.printf("compare --calibrate: %s and %s differ in suite or forks: a same-code pair is two runs"
                        + " of the same command%n", runA, runB);
                return 2;
            }
            CompareCalibration.Pair pair = CompareCalibration.calibrate(a, b, false);
            CompareCalibration.Calibration calibration = CompareCalibration.add(store.directory(), pair, store.json());
            System.out.printf("same-code pair %s / %s (%s, %d rows): at most 5 %% of rows differ from a margin of %.1f %%"
                    + " (%d clear), on the server's CPU per call from %.1f %% (%d clear); the margins in force are now"
                    + " %.1f %% and %.1f %% for %s, %s%n", runA, runB, pair.repetition(), pair.rows(), pair.margin() * 100,
                    pair.clearAtMargin(), pair.serverCpuMargin() * 100, pair.serverCpuClearAtMargin(),
                    calibration.margin(false, design).orElseThrow() * 100,
                    calibration.serverCpuMargin(false, design).orElseThrow() * 100, design,
                    calibration.source(false, design));
            if (pair.runToRun() != null) {
                System.out.printf("run to run, beyond each run's own forks: %s%n",
                        calibration.runToRun(design).source());
            }
            return 0;
        }
        CompareCalibration.Margin chosen = CompareCalibration.choose(margin, false, a, b, store.directory(), store.json());
        RunComparison.RunToRun runToRun = CompareCalibration.runToRun(a, b, store.directory(), store.json());
        RunComparison asMeasured = RunComparison.of(a, b, chosen, false, equivalence, runToRun);
        RunComparison overHost = relative ? RunComparison.of(a, b, chosen, true, equivalence, runToRun) : null;
        System.out.print(ComparisonTable.render(asMeasured, overHost));
        System.out.print(QuietestRounds.of(a, b).describe());
        return 0;
    }
}
