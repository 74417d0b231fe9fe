package dev.wirerace.launcher;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Two suite runs row by row, in a presentation-service that serves nothing else. */
@Command(name = "compare",
        description = { "Two suite runs row by row: p50, ops/s and server CPU per call as ratios B/A with 95%% intervals from their forks, and a verdict:",
                "faster or slower only when p50 and ops/s both differ beyond the margin, Benjamini-Hochberg over the rows.",
                "The margin is calibrated on this machine: run --calibrate on two runs of the same code first." })
final class CompareCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "RUN_A", description = "A run id in results/ (the baseline).")
    String runA;

    @Parameters(index = "1", paramLabel = "RUN_B", description = "A run id in results/.")
    String runB;

    @Option(names = "--margin", paramLabel = "SHARE", description = "A change smaller than this is no change (default: the calibrated margin, else 0.05).")
    Optional<Double> margin = Optional.empty();

    @Option(names = "--per-floor", description = "Each figure over the raw floor's in the same fork, so that the host's drift between the two runs cancels.")
    boolean perFloor;

    @Option(names = "--calibrate", description = "RUN_A and RUN_B are runs of the same code and settings: calibrate the margin on them (kept in results/compare-calibration.json with its evidence).")
    boolean calibrate;

    @Override
    public Integer call() throws Exception {
        Workspace workspace = Workspace.current();
        try (Tiers tiers = new Tiers(workspace, Pinning.NONE)) {
            Map<String, String> settings = tiers.quietJobSettings();
            margin.ifPresent(value -> settings.put("wirerace.compare.margin", String.valueOf(value)));
            settings.put("wirerace.compare.per-floor", String.valueOf(perFloor));
            settings.put("wirerace.compare.calibrate", String.valueOf(calibrate));
            return tiers.runPresentation(settings, List.of("compare", runA, runB));
        }
    }
}
