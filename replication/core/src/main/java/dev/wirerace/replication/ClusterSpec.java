package dev.wirerace.replication;

import java.time.Duration;

/**
 * Where one node stands in its cluster: its index (0 is the writer), how many nodes, the ports every node
 * uses (node i has {@code basePorts[i]} and {@code basePorts[i] + 1}), all on loopback, and the cluster's name.
 */
public record ClusterSpec(int node, int nodes, int[] basePorts, String clusterName, int elements, int elementBytes,
        Duration joinTimeout) {

    public static final String HOST = "127.0.0.1";

    public int port(int node) {
        return basePorts[node];
    }

    /** A second port per node, for backends that need two (RMI's listener and its remote objects). */
    public int secondPort(int node) {
        return basePorts[node] + 1;
    }
}
