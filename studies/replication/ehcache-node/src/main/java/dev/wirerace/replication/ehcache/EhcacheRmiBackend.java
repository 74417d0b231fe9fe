package dev.wirerace.replication.ehcache;

import dev.wirerace.replication.ClusterSpec;
import dev.wirerace.replication.ReplicatedStore;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.rmi.Naming;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import net.sf.ehcache.CacheManager;

/**
 * Ehcache 2 with RMI replication, peers listed by hand (manual discovery), replicating
 * synchronously and by copy: the Ehcache blog's first contestant, on the settings that keep its
 * asynchronous batching interval out of the timing.
 */
public final class EhcacheRmiBackend implements ReplicatedStore.Backend {

    static final String REPLICATION = "replicateAsynchronously=false,replicatePuts=true,replicatePutsViaCopy=true,"
            + "replicateUpdates=true,replicateUpdatesViaCopy=true,replicateRemovals=true";

    @Override
    public String id() {
        return "ehcache-rmi";
    }

    @Override
    public ReplicatedStore join(ClusterSpec spec) throws Exception {
        String peers = IntStream.range(0, spec.nodes()).filter(i -> i != spec.node())
                .mapToObj(i -> "//" + spec.host(i) + ":" + spec.port(i) + "/study").collect(Collectors.joining("|"));
        String xml = """
                <ehcache updateCheck="false" name="node-%d">
                  <cacheManagerPeerProviderFactory class="net.sf.ehcache.distribution.RMICacheManagerPeerProviderFactory"
                      properties="peerDiscovery=manual,rmiUrls=%s"/>
                  <cacheManagerPeerListenerFactory class="net.sf.ehcache.distribution.RMICacheManagerPeerListenerFactory"
                      properties="hostName=%s,port=%d,remoteObjectPort=%d,socketTimeoutMillis=120000"/>
                  <cache name="study" maxEntriesLocalHeap="0" eternal="true">
                    <cacheEventListenerFactory class="net.sf.ehcache.distribution.RMICacheReplicatorFactory"
                        properties="%s"/>
                  </cache>
                </ehcache>
                """.formatted(spec.node(), peers, spec.host(), spec.port(spec.node()), spec.secondPort(spec.node()),
                REPLICATION);
        CacheManager manager = new CacheManager(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
        awaitPeers(spec, manager);
        return new EhcacheStore(manager, "study", settings());
    }

    /** Manual discovery replicates to whoever is bound: wait until every peer's listener is. */
    private static void awaitPeers(ClusterSpec spec, CacheManager manager) throws InterruptedException {
        long deadline = System.nanoTime() + spec.joinTimeout().toNanos();
        for (int peer = 0; peer < spec.nodes(); peer++) {
            if (peer == spec.node()) {
                continue;
            }
            String url = "//" + spec.host(peer) + ":" + spec.port(peer) + "/study";
            while (true) {
                try {
                    Naming.lookup(url);
                    break;
                } catch (Exception notYet) {
                    if (System.nanoTime() > deadline) {
                        manager.shutdown();
                        throw new IllegalStateException("peer " + url + " not bound after " + spec.joinTimeout().toSeconds() + " s");
                    }
                    Thread.sleep(100);
                }
            }
        }
    }

    private static Map<String, Object> settings() {
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("replication", "synchronous (replicateAsynchronously=false): a put returns when the peers have it");
        settings.put("copySemantics", "replicatePutsViaCopy=true, replicateUpdatesViaCopy=true (the element is sent)");
        settings.put("batching", "none (synchronous)");
        settings.put("transport", "RMI, manual peer list");
        settings.put("replicatorProperties", REPLICATION);
        return settings;
    }
}
