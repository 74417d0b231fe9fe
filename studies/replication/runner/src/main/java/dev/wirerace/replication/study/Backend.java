package dev.wirerace.replication.study;

import java.util.Arrays;

/** The caches compared, each with the node module (and so the class path) its nodes run from. */
public enum Backend {
    INFINISPAN_SYNC("infinispan-sync", "infinispan-node"),
    INFINISPAN_ASYNC("infinispan-async", "infinispan-node"),
    EHCACHE_RMI("ehcache-rmi", "ehcache-node"),
    EHCACHE_JGROUPS("ehcache-jgroups", "ehcache-node"),
    /** The ceiling: the same bytes over a plain JGroups 5 channel. */
    JGROUPS_RAW("jgroups-raw", "infinispan-node");

    private final String id;
    private final String module;

    Backend(String id, String module) {
        this.id = id;
        this.module = module;
    }

    public String id() {
        return id;
    }

    /** The directory under replication/ whose target/classes and target/lib make the node's class path. */
    public String module() {
        return module;
    }

    public boolean ceiling() {
        return this == JGROUPS_RAW;
    }

    public static Backend byId(String id) {
        return Arrays.stream(values()).filter(b -> b.id.equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown backend '" + id + "'"));
    }
}
