package dev.wirerace.launcher;

import java.util.Optional;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** Where the tiers run: both on this machine's loopback (default), the business-service on another host, or two namespaces. */
final class PlacementOptions {

    enum Hosts { netns }

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    @Option(names = "--business", paramLabel = "HOST", description = "Run against the business-service already running at HOST (./wirerace business there); start none here.")
    Optional<String> business = Optional.empty();

    @Option(names = "--hosts", paramLabel = "netns", description = "Two hosts on this machine: the tiers in two network namespaces joined by a veth pair (needs root).")
    Optional<Hosts> hosts = Optional.empty();

    @Option(names = "--link-rate", paramLabel = "RATE", description = "With --hosts netns: cap the link with tbf, e.g. 100mbit or 1gbit.")
    Optional<String> linkRate = Optional.empty();

    @Option(names = "--mtu", paramLabel = "N", description = "With --hosts netns: the link's MTU (576 to 65535).")
    Optional<Integer> mtu = Optional.empty();

    /** Refuses the combinations that cannot work, before anything starts. */
    void validate(Network network, String faultPlan) {
        if (business.isPresent() && hosts.isPresent()) {
            throw new ParameterException(spec.commandLine(), "--business and --hosts: one or the other");
        }
        if ((linkRate.isPresent() || mtu.isPresent()) && hosts.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "--link-rate and --mtu shape the link of --hosts netns");
        }
        linkRate.ifPresent(rate -> {
            try {
                TwoHosts.bitsPerSecond(rate);
            } catch (IllegalArgumentException wrong) {
                throw new ParameterException(spec.commandLine(), "--link-rate: " + wrong.getMessage());
            }
        });
        mtu.ifPresent(value -> {
            if (value < 576 || value > 65_535) {
                throw new ParameterException(spec.commandLine(), "--mtu: from 576 to 65535, not " + value);
            }
        });
        if ((business.isPresent() || hosts.isPresent()) && network.proxied()) {
            throw new ParameterException(spec.commandLine(), "--network " + network
                    + " emulates a link on loopback; across hosts the link is real: drop --network");
        }
        if ((business.isPresent() || hosts.isPresent()) && !faultPlan.equals("none")) {
            throw new ParameterException(spec.commandLine(), "faults act on a business-service and link on this"
                    + " machine's loopback: drop --business / --hosts");
        }
        business.ifPresent(host -> {
            if (!host.matches("[A-Za-z0-9.:-]+")) {
                throw new ParameterException(spec.commandLine(), "--business: not a host or address: '" + host + "'");
            }
        });
    }

    boolean local() {
        return business.isEmpty() && hosts.isEmpty();
    }
}
