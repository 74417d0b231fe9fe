package dev.wirerace.launcher;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Two suite runs row by row, in a presentation-service that serves nothing else. */
@Command(name = "compare",
        description = "Two suite runs row by row: p50, ops/s and server CPU per call as ratios B/A with 95%% intervals from their rounds, and a verdict.")
final class CompareCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "RUN_A", description = "A run id in results/ (the baseline).")
    String runA;

    @Parameters(index = "1", paramLabel = "RUN_B", description = "A run id in results/.")
    String runB;

    @Option(names = "--margin", paramLabel = "SHARE", description = "A change smaller than this is no change (default 0.05).")
    Optional<String> margin = Optional.empty();

    @Override
    public Integer call() throws Exception {
        Workspace workspace = Workspace.current();
        try (Tiers tiers = new Tiers(workspace, Pinning.NONE)) {
            Map<String, String> settings = new LinkedHashMap<>();
            settings.put("quarkus.http.port", "0");
            settings.put("quarkus.log.level", "WARN");
            settings.put("quarkus.banner.enabled", "false");
            settings.put("wirerace.results.dir", workspace.results().toString());
            List<String> arguments = new ArrayList<>(List.of("compare", runA, runB));
            margin.ifPresent(arguments::add);
            return tiers.runPresentation(settings, arguments);
        }
    }
}
