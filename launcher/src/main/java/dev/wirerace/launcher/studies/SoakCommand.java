package dev.wirerace.launcher.studies;

import dev.wirerace.launcher.workspace.Pinning;
import dev.wirerace.launcher.workspace.Tiers;
import dev.wirerace.launcher.workspace.Workspace;
import dev.wirerace.tiers.BusinessTier;
import dev.wirerace.tiers.link.NetworkProfile;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** A fixed rate across every remote wire for minutes, both tiers watched: flat or growing (docs/method.md, "Soak"). */
@Command(name = "soak", sortOptions = false,
        description = "A fixed rate across every remote wire for N minutes; both tiers sampled every 10 s (heap after GC, RSS, threads, open files, sockets), a verdict per tier, results/<runId>/ and the page's chart. Exit 1 when a call failed or a tier grew.")
public final class SoakCommand implements Callable<Integer> {

    @Option(names = "--minutes", defaultValue = "10", paramLabel = "N", description = "How long (default: ${DEFAULT-VALUE}).")
    double minutes;

    @Option(names = "--rate", defaultValue = "300", paramLabel = "CALLS_PER_S", description = "Calls per second over all wires together (default: ${DEFAULT-VALUE}).")
    double rate;

    @Option(names = "--no-pin", description = "Leave both tiers on every CPU.")
    boolean noPin;

    @Override
    public Integer call() throws Exception {
        if (minutes <= 0 || minutes > 24 * 60 || rate <= 0 || rate > 100_000) {
            System.err.println("wirerace: soak: --minutes must be above 0 and at most 1440, --rate above 0 and at most 100000");
            return 2;
        }
        Workspace workspace = Workspace.current();
        // the whole heap touched at start: otherwise RSS climbs for minutes as the collector first uses each
        // page of it, which would read as growth
        try (Tiers tiers = new Tiers(workspace, Pinning.of(!noPin), List.of("-XX:+AlwaysPreTouch"))) {
            BusinessTier business = tiers.business(Optional.empty());
            Map<String, String> settings = new LinkedHashMap<>(tiers.commonSettings());
            settings.put("quarkus.http.port", "0");
            settings.putAll(business.presentationSettings());
            settings.put("wirerace.network", NetworkProfile.LOOPBACK.id());
            settings.put("wirerace.soak.minutes", String.valueOf(minutes));
            settings.put("wirerace.soak.rate", String.valueOf(rate));
            return tiers.runPresentation(settings, List.of("soak"));
        }
    }
}
