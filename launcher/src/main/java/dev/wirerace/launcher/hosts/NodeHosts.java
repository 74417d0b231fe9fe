package dev.wirerace.launcher.hosts;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;

/**
 * Hosts for replication nodes on one machine: one network namespace per node, each joined by a veth pair to
 * a bridge in a namespace of its own (the switch), addresses 198.18.1.1, .2, ... (198.18.0.0/15 is set aside
 * for benchmarking). A rate caps both directions of every node's port, as a switch port and a NIC of that
 * speed would. Removed when the command ends, on Ctrl-C too; any left by an earlier run that died are
 * removed first.
 */
public final class NodeHosts extends OwnedNamespaces {

    private static final String SUBNET = "198.18.1.";
    private static final String BRIDGE = "switch0";

    private final List<String> nodes = new ArrayList<>();
    private final String description;

    private NodeHosts(String description) {
        this.description = description;
    }

    /** {@code count} node hosts on one bridge, each port optionally capped at {@code rate}, with {@code mtu}. */
    public static NodeHosts create(int count, Optional<String> rate, Optional<Integer> mtu) throws IOException, InterruptedException {
        Namespaces.removeStale();
        NodeHosts hosts = new NodeHosts("a host per node: network namespaces on a bridge (" + SUBNET + "1 to " + SUBNET
                + count + rate.map(r -> ", every port capped by tbf at " + r).orElse("")
                + mtu.map(m -> ", MTU " + m).orElse("") + ")");
        try {
            String switchNamespace = hosts.add("s");
            Namespaces.ip("-n", switchNamespace, "link", "add", BRIDGE, "type", "bridge");
            Namespaces.configure(switchNamespace, BRIDGE, Optional.empty(), Optional.empty(), mtu);
            for (int node = 0; node < count; node++) {
                String namespace = hosts.add("n" + node);
                hosts.nodes.add(namespace);
                String nodeEnd = Namespaces.device("wn" + node + "-");
                String switchEnd = Namespaces.device("ws" + node + "-");
                Namespaces.ip("link", "add", nodeEnd, "type", "veth", "peer", "name", switchEnd);
                Namespaces.ip("link", "set", nodeEnd, "netns", namespace);
                Namespaces.ip("link", "set", switchEnd, "netns", switchNamespace);
                Namespaces.ip("-n", switchNamespace, "link", "set", switchEnd, "master", BRIDGE);
                Namespaces.configure(switchNamespace, switchEnd, Optional.empty(), rate, mtu);
                Namespaces.configure(namespace, nodeEnd, Optional.of(address(node) + "/24"), rate, mtu);
            }
            return hosts;
        } catch (IOException | InterruptedException | RuntimeException failed) {
            hosts.close();
            throw failed;
        }
    }

    private static String address(int node) {
        return SUBNET + (node + 1);
    }

    /** Node i's namespace, in order. */
    public List<String> namespaces() {
        return List.copyOf(nodes);
    }

    /** Node i's address, in order. */
    public List<String> addresses() {
        return IntStream.range(0, nodes.size()).mapToObj(NodeHosts::address).toList();
    }

    /** What the run records as its network. */
    public String description() {
        return description;
    }
}
