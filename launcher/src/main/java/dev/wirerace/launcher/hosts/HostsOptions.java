package dev.wirerace.launcher.hosts;

import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** Hosts made of network namespaces on this machine, and the shape of the links between them. */
public final class HostsOptions {

    enum Hosts { netns }

    @Option(names = "--hosts", paramLabel = "netns", description = "Hosts on this machine made of network namespaces (needs root): the two tiers joined by a veth pair, or every replication node on a bridge.")
    Optional<Hosts> hosts = Optional.empty();

    @Option(names = "--link-rate", paramLabel = "RATE", description = "With --hosts netns: cap every link with tbf, both ways, e.g. 100mbit or 1gbit.")
    public Optional<String> linkRate = Optional.empty();

    @Option(names = "--mtu", paramLabel = "N", description = "With --hosts netns: the links' MTU (576 to 65535).")
    public Optional<Integer> mtu = Optional.empty();

    /** Refuses a shape without hosts, a malformed rate and an MTU out of range, before anything starts. */
    public void validate(CommandLine command) {
        if ((linkRate.isPresent() || mtu.isPresent()) && hosts.isEmpty()) {
            throw new ParameterException(command, "--link-rate and --mtu shape the links of --hosts netns");
        }
        linkRate.ifPresent(rate -> {
            try {
                Namespaces.bitsPerSecond(rate);
            } catch (IllegalArgumentException wrong) {
                throw new ParameterException(command, "--link-rate: " + wrong.getMessage());
            }
        });
        mtu.ifPresent(value -> {
            if (value < 576 || value > 65_535) {
                throw new ParameterException(command, "--mtu: from 576 to 65535, not " + value);
            }
        });
    }

    public boolean present() {
        return hosts.isPresent();
    }
}
