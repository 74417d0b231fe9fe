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

/**
 * The lookup study: what getting a usable client costs per wire, phase by phase, and Stork over a second
 * business-service instance, which the study kills for its one-instance-down cases. On loopback only: the
 * second instance is not proxied.
 */
@Command(name = "lookup", sortOptions = false,
        description = "The lookup study: what getting a usable client costs per wire, phase by phase; Stork over a second instance.")
public final class LookupCommand implements Callable<Integer> {

    @Option(names = "--lookups", paramLabel = "N", description = "Lookups per case.")
    Optional<Integer> lookups = Optional.empty();

    @Option(names = "--threads", paramLabel = "T", description = "Threads looking up at once in the concurrent cases.")
    Optional<Integer> threads = Optional.empty();

    @Option(names = "--cold-forks", paramLabel = "K", description = "Fresh JVMs for the first-lookup cases.")
    Optional<Integer> coldForks = Optional.empty();

    @Option(names = "--lookup-warmup", paramLabel = "N", description = "Lookups thrown away before each case.")
    Optional<Integer> warmup = Optional.empty();

    @Option(names = "--no-pin", description = "Leave both tiers on every CPU.")
    boolean noPin;

    @Override
    public Integer call() throws Exception {
        Map<String, String> settings = new LinkedHashMap<>();
        lookups.ifPresent(n -> settings.put("wirerace.lookup.lookups", String.valueOf(n)));
        threads.ifPresent(n -> settings.put("wirerace.lookup.threads", String.valueOf(n)));
        coldForks.ifPresent(n -> settings.put("wirerace.lookup.cold-forks", String.valueOf(n)));
        warmup.ifPresent(n -> settings.put("wirerace.lookup.warmup", String.valueOf(n)));
        Workspace workspace = Workspace.current();
        try (Tiers tiers = new Tiers(workspace, Pinning.of(!noPin))) {
            BusinessTier primary = tiers.business(Optional.empty());
            BusinessTier second = tiers.business(Optional.empty());
            Map<String, String> all = new LinkedHashMap<>(tiers.commonSettings());
            all.put("quarkus.http.port", "0");
            all.putAll(primary.presentationSettings());
            all.put("wirerace.network", NetworkProfile.LOOPBACK.id());
            all.put("wirerace.lookup.second-http-port", String.valueOf(second.ports().http()));
            all.put("wirerace.lookup.second-pid", String.valueOf(second.process().pid()));
            all.putAll(settings);
            return tiers.runPresentation(all, List.of("run", "lookup"));
        }
    }
}
