package dev.wirerace.replication;

import java.time.Duration;

/**
 * Where one node stands in its cluster: its index (0 is the writer), how many nodes, every node's host
 * (all 127.0.0.1 on loopback; one address per network namespace across hosts), the ports every node uses
 * (node i has {@code basePorts[i]} and {@code basePorts[i] + 1}), and the cluster's name.
 */
public record ClusterSpec(int node, int nodes, String[] hosts, int[] basePorts, String clusterName, int elements,
        int elementBytes, Duration joinTimeout) {

    public static final String LOOPBACK = "127.0.0.1";

    /** Node {@code node}'s address: where it binds, and where its peers reach it. */
    public String host(int node) {
        return hosts[node];
    }

    /** This node's own address. */
    public String host() {
        return hosts[node];
    }

    public int port(int node) {
        return basePorts[node];
    }

    /** A second port per node, for backends that need two (RMI's listener and its remote objects). */
    public int secondPort(int node) {
        return basePorts[node] + 1;
    }
}
