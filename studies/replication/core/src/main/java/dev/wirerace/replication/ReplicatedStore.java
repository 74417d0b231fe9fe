package dev.wirerace.replication;

import java.util.Map;

/**
 * One node's replicated cache, as the study drives it: the writer puts, readers get what replication
 * brought them. {@link #arrivals} counts replicated writes of a key that reached this node, so duplicate
 * deliveries are seen.
 */
public interface ReplicatedStore extends AutoCloseable {

    void put(long key, byte[] value) throws Exception;

    /** Removes the key everywhere (the writer's warm-up elements go this way). */
    void remove(long key) throws Exception;

    /** This node's copy, or null if it has not arrived. */
    byte[] get(long key);

    /** How many replicated writes of {@code key} arrived at this node (0 on the writer). */
    int arrivals(long key);

    /** The settings that matter for a fair comparison (sync or async, copy semantics, batching). */
    Map<String, Object> settings();

    /** A cache a node can join. Implementations are found with {@link java.util.ServiceLoader}. */
    interface Backend {

        String id();

        /** Starts this node's cache and returns once every node of the cluster is reachable (bounded). */
        ReplicatedStore join(ClusterSpec spec) throws Exception;
    }
}
