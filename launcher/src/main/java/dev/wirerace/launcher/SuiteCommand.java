package dev.wirerace.launcher;

import dev.wirerace.processes.BusinessPorts;
import dev.wirerace.processes.BusinessTier;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * One suite (quick, seeds, full, smoke): the business-service on free loopback ports, the suite in the
 * presentation-service, the table on this console, results/&lt;runId&gt;/, and everything stopped at the end.
 */
@Command(sortOptions = false)
class SuiteCommand implements Callable<Integer> {

    @Mixin
    SuiteOptions options;

    @Mixin
    PlacementOptions placement;

    private final String suite;

    SuiteCommand(String suite) {
        this.suite = suite;
    }

    /** The fault plan the presentation-service runs: none, except for the faults suite. */
    String faultPlan() {
        return "none";
    }

    @Override
    public Integer call() throws Exception {
        Map<String, String> bench = options.benchSettings();
        placement.validate(options.network, faultPlan());
        if (placement.business.isPresent()) {
            return againstRemoteBusiness(placement.business.get(), bench);
        }
        if (placement.hosts.isPresent()) {
            return onTwoHosts(bench);
        }
        Network network = faultPlan().equals("link") && !options.network.proxied() ? Network.lan : options.network;
        Workspace workspace = Workspace.current();
        try (Tiers tiers = new Tiers(workspace, Pinning.of(!options.noPin))) {
            BusinessTier business = tiers.business(network.proxied()
                    ? Optional.of(toxiproxy(workspace)) : Optional.empty());
            Map<String, String> settings = new LinkedHashMap<>(business.presentationSettings());
            settings.put("wirerace.network", network.name());
            if (!faultPlan().equals("none")) {
                // short call timeouts, so that a stalled link shows as timeouts within the scenario
                settings.put("wirerace.faults.plan", faultPlan());
                settings.put("wirerace.faults.business-pid", String.valueOf(business.process().pid()));
                settings.put("wirerace.faults.log-dir", workspace.logs().toString());
                settings.put("wirerace.business.call-timeout", "1s");
                settings.put("wirerace.business.connect-timeout", "1s");
            }
            return runSuite(tiers, List.of(), settings, bench);
        }
    }

    /**
     * The suite in the presentation-service, run by {@code prefix} on its host, or here.
     *
     * @param reach how it reaches the business-service, and the path or link between them
     */
    private int runSuite(Tiers tiers, List<String> prefix, Map<String, String> reach, Map<String, String> bench)
            throws Exception {
        Map<String, String> settings = new LinkedHashMap<>(tiers.commonSettings());
        settings.put("quarkus.http.port", "0");
        settings.putAll(reach);
        settings.putAll(bench);
        return tiers.runPresentation(prefix, settings, List.of("run", suite));
    }

    /** The suite against a business-service on another host, checked first; nothing started but the presentation side. */
    private int againstRemoteBusiness(String host, Map<String, String> bench) throws Exception {
        RemoteBusiness.check(host);
        Workspace workspace = Workspace.current();
        // the business-service is another host's: only this side is pinned, to the CPU it has here
        Pinning pinning = Pinning.of(!options.noPin);
        try (Tiers tiers = new Tiers(workspace, new Pinning(Optional.empty(), pinning.presentation(),
                pinning.presentation().map(cpus -> "presentation-service on CPU " + cpus + " (taskset)").orElse("none")))) {
            Map<String, String> reach = new LinkedHashMap<>(BusinessPorts.STANDARD.clientSettings(host));
            reach.put("wirerace.path", "host-to-host: the business-service at " + host);
            return runSuite(tiers, List.of(), reach, bench);
        }
    }

    /** The suite on two hosts made of network namespaces on this machine, removed at the end. */
    private int onTwoHosts(Map<String, String> bench) throws Exception {
        Workspace workspace = Workspace.current();
        try (TwoHosts hosts = TwoHosts.create(placement.linkRate, placement.mtu);
                Tiers tiers = new Tiers(workspace, Pinning.of(!options.noPin))) {
            BusinessTier business = tiers.business(hosts.businessHost(), hosts.businessPrefix());
            Map<String, String> reach = new LinkedHashMap<>(business.presentationSettings());
            reach.put("wirerace.path", hosts.description());
            return runSuite(tiers, hosts.presentationPrefix(), reach, bench);
        }
    }

    static Path toxiproxy(Workspace workspace) throws Exception {
        workspace.install("toxiproxy");
        return workspace.tool("toxiproxy");
    }
}
