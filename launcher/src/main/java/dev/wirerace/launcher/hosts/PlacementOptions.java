package dev.wirerace.launcher.hosts;

import dev.wirerace.tiers.link.FaultPlan;
import dev.wirerace.tiers.link.NetworkProfile;
import java.util.Optional;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** Where the tiers run: both on this machine's loopback (default), the business-service on another host, or two namespaces. */
public final class PlacementOptions {

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    @Option(names = "--business", paramLabel = "HOST", description = "Run against the business-service already running at HOST (./wirerace business there); start none here.")
    public Optional<String> business = Optional.empty();

    @Mixin
    public HostsOptions hosts;

    /** Refuses the combinations that cannot work, before anything starts. */
    public void validate(NetworkProfile network, FaultPlan faultPlan) {
        if (business.isPresent() && hosts.present()) {
            throw new ParameterException(spec.commandLine(), "--business and --hosts: one or the other");
        }
        hosts.validate(spec.commandLine());
        if (network == NetworkProfile.PROXY) { // the launcher's own choice for link faults across hosts
            throw new ParameterException(spec.commandLine(), "--network: loopback, lan, wan or slow, not proxy");
        }
        if ((business.isPresent() || hosts.present()) && network.proxied()) {
            throw new ParameterException(spec.commandLine(), "--network " + network.id()
                    + " emulates a link on loopback; across hosts the link is real: drop --network");
        }
        if (business.isPresent() && faultPlan == FaultPlan.KILL) {
            throw new ParameterException(spec.commandLine(), "--faults kill --business: the business-service's process"
                    + " is on another host; this machine cannot kill and restart it (--hosts netns can)");
        }
        business.ifPresent(host -> {
            if (!host.matches("[A-Za-z0-9.:-]+")) {
                throw new ParameterException(spec.commandLine(), "--business: not a host or address: '" + host + "'");
            }
        });
    }

    public boolean local() {
        return business.isEmpty() && !hosts.present();
    }
}
