package dev.wirerace.replication.infinispan;

import dev.wirerace.replication.ClusterSpec;
import dev.wirerace.replication.ReplicatedStore;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.infinispan.Cache;
import org.infinispan.configuration.cache.CacheMode;
import org.infinispan.configuration.cache.ConfigurationBuilder;
import org.infinispan.configuration.global.GlobalConfigurationBuilder;
import org.infinispan.manager.DefaultCacheManager;
import org.infinispan.notifications.Listener;
import org.infinispan.notifications.cachelistener.annotation.CacheEntryCreated;
import org.infinispan.notifications.cachelistener.annotation.CacheEntryModified;
import org.infinispan.notifications.cachelistener.event.CacheEntryEvent;
import org.infinispan.remoting.transport.jgroups.JGroupsTransport;

/** Infinispan embedded, a replicated cache over {@link TcpStack}: REPL_SYNC or REPL_ASYNC. */
public abstract class InfinispanBackend implements ReplicatedStore.Backend {

    private final CacheMode mode;

    InfinispanBackend(CacheMode mode) {
        this.mode = mode;
    }

    public static final class Sync extends InfinispanBackend {
        public Sync() {
            super(CacheMode.REPL_SYNC);
        }

        @Override
        public String id() {
            return "infinispan-sync";
        }
    }

    public static final class Async extends InfinispanBackend {
        public Async() {
            super(CacheMode.REPL_ASYNC);
        }

        @Override
        public String id() {
            return "infinispan-async";
        }
    }

    @Override
    public ReplicatedStore join(ClusterSpec spec) throws Exception {
        Path stack = TcpStack.write(spec);
        GlobalConfigurationBuilder global = GlobalConfigurationBuilder.defaultClusteredBuilder();
        global.transport().clusterName(spec.clusterName()).nodeName("node-" + spec.node())
                .addProperty(JGroupsTransport.CONFIGURATION_FILE, stack.toString());
        DefaultCacheManager manager = new DefaultCacheManager(global.build());
        ConfigurationBuilder cache = new ConfigurationBuilder();
        cache.clustering().cacheMode(mode);
        manager.defineConfiguration("study", cache.build());
        Cache<Long, byte[]> study = manager.getCache("study");
        Arrivals arrivals = new Arrivals();
        study.addListener(arrivals);
        long deadline = System.nanoTime() + spec.joinTimeout().toNanos();
        while (manager.getMembers().size() < spec.nodes()) {
            if (System.nanoTime() > deadline) {
                manager.stop();
                throw new IllegalStateException("cluster has " + manager.getMembers().size() + " of " + spec.nodes()
                        + " members after " + spec.joinTimeout().toSeconds() + " s");
            }
            Thread.sleep(50);
        }
        return new Store(manager, study, arrivals, mode);
    }

    /** Counts the writes of each key that replication brought here. */
    @Listener(observation = Listener.Observation.POST)
    public static final class Arrivals {
        final Map<Long, Integer> counts = new ConcurrentHashMap<>();

        @CacheEntryCreated
        @CacheEntryModified
        public void arrived(CacheEntryEvent<Long, byte[]> event) {
            if (!event.isOriginLocal()) {
                counts.merge(event.getKey(), 1, Integer::sum);
            }
        }
    }

    private record Store(DefaultCacheManager manager, Cache<Long, byte[]> cache, Arrivals arrivals, CacheMode mode)
            implements ReplicatedStore {

        @Override
        public void put(long key, byte[] value) {
            cache.put(key, value);
        }

        @Override
        public void remove(long key) {
            cache.remove(key);
        }

        @Override
        public byte[] get(long key) {
            return cache.get(key);
        }

        @Override
        public int arrivals(long key) {
            return arrivals.counts.getOrDefault(key, 0);
        }

        @Override
        public Map<String, Object> settings() {
            Map<String, Object> settings = new LinkedHashMap<>();
            settings.put("cacheMode", mode.name());
            settings.put("replication", mode.isSynchronous() ? "synchronous: a put returns when every node has it"
                    : "asynchronous: a put returns at once");
            settings.put("copySemantics", "by value on the wire (marshalled); the writer's own node keeps the reference");
            settings.put("batching", "none (each put replicated on its own)");
            settings.put("transport", "JGroups " + org.jgroups.Version.printVersion() + ", TCP + TCPPING, every member listed");
            return settings;
        }

        @Override
        public void close() {
            manager.stop();
        }
    }
}
