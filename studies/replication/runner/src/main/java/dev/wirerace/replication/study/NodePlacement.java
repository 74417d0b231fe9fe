package dev.wirerace.replication.study;

import java.util.Collections;
import java.util.List;

/**
 * Where the nodes of a trial run: all on this machine's loopback, or node i in network namespace i at
 * address i (hosts made by {@code ./wirerace replication --hosts netns}).
 *
 * @param namespaces node i's namespace; empty on loopback
 * @param addresses node i's address; empty on loopback
 * @param network what the run records as its network
 */
record NodePlacement(List<String> namespaces, List<String> addresses, String network) {

    static final NodePlacement LOOPBACK = new NodePlacement(List.of(), List.of(), "loopback");

    NodePlacement {
        if (namespaces.size() != addresses.size()) {
            throw new IllegalArgumentException(namespaces.size() + " namespaces but " + addresses.size() + " addresses");
        }
    }

    /** Whether it has room for a trial of {@code nodes}. */
    boolean holds(int nodes) {
        return namespaces.isEmpty() || nodes <= namespaces.size();
    }

    /** What runs node {@code node}'s command in its place. */
    List<String> prefix(int node) {
        return namespaces.isEmpty() ? List.of() : List.of("ip", "netns", "exec", namespaces.get(node));
    }

    /** Every node's address in a trial of {@code nodes}. */
    List<String> hosts(int nodes) {
        return addresses.isEmpty() ? Collections.nCopies(nodes, "127.0.0.1") : addresses.subList(0, nodes);
    }
}
