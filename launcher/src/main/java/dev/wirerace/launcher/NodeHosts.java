package dev.wirerace.launcher;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Hosts for replication nodes on one machine: one network namespace per node, each joined by a veth pair to
 * a bridge in a namespace of its own (the switch), addresses 198.18.1.1, .2, ... (198.18.0.0/15 is set aside
 * for benchmarking). A rate caps both directions of every node's port, as a switch port and a NIC of that
 * speed would. Removed when the command ends, on Ctrl-C too; any left by an earlier run that died are
 * removed first.
 */
final class NodeHosts implements AutoCloseable {

    private static final String SUBNET = "198.18.1.";
    private static final String BRIDGE = "switch0";

    private final String switchNamespace = Namespaces.name("s");
    private final List<String> nodes = new ArrayList<>();
    private final String description;
    private final Thread removeOnExit;
    private boolean removed;

    private NodeHosts(String description) {
        this.description = description;
        this.removeOnExit = new Thread(this::remove, "remove-namespaces");
        Runtime.getRuntime().addShutdownHook(removeOnExit);
    }

    /** {@code count} node hosts on one bridge, each port optionally capped at {@code rate}, with {@code mtu}. */
    static NodeHosts create(int count, Optional<String> rate, Optional<Integer> mtu) throws IOException, InterruptedException {
        Namespaces.removeStale();
        NodeHosts hosts = new NodeHosts("a host per node: network namespaces on a bridge (" + SUBNET + "1 to " + SUBNET
                + count + rate.map(r -> ", every port capped by tbf at " + r).orElse("")
                + mtu.map(m -> ", MTU " + m).orElse("") + ")");
        try {
            Namespaces.add(hosts.switchNamespace);
            Namespaces.ip("-n", hosts.switchNamespace, "link", "add", BRIDGE, "type", "bridge");
            Namespaces.configure(hosts.switchNamespace, BRIDGE, Optional.empty(), Optional.empty(), mtu);
            for (int node = 0; node < count; node++) {
                String namespace = Namespaces.name("n" + node);
                hosts.nodes.add(namespace);
                String nodeEnd = Namespaces.device("wn" + node + "-");
                String switchEnd = Namespaces.device("ws" + node + "-");
                Namespaces.add(namespace);
                Namespaces.ip("link", "add", nodeEnd, "type", "veth", "peer", "name", switchEnd);
                Namespaces.ip("link", "set", nodeEnd, "netns", namespace);
                Namespaces.ip("link", "set", switchEnd, "netns", hosts.switchNamespace);
                Namespaces.ip("-n", hosts.switchNamespace, "link", "set", switchEnd, "master", BRIDGE);
                Namespaces.configure(hosts.switchNamespace, switchEnd, Optional.empty(), rate, mtu);
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
    List<String> namespaces() {
        return List.copyOf(nodes);
    }

    /** Node i's address, in order. */
    List<String> addresses() {
        return java.util.stream.IntStream.range(0, nodes.size()).mapToObj(NodeHosts::address).toList();
    }

    /** What the run records as its network. */
    String description() {
        return description;
    }

    private synchronized void remove() {
        if (!removed) {
            removed = true;
            List<String> all = new ArrayList<>(nodes);
            all.add(switchNamespace);
            Namespaces.delete(all);
        }
    }

    @Override
    public void close() {
        remove();
        try {
            Runtime.getRuntime().removeShutdownHook(removeOnExit);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running or has run
        }
    }
}
