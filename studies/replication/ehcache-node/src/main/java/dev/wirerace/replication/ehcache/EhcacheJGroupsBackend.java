package dev.wirerace.replication.ehcache;

import dev.wirerace.replication.ClusterSpec;
import dev.wirerace.replication.ReplicatedStore;
import java.io.ByteArrayInputStream;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import net.sf.ehcache.CacheManager;
import net.sf.ehcache.distribution.jgroups.JGroupsCacheManagerPeerProvider;
import org.jgroups.JChannel;

/**
 * Ehcache 2 with JGroups replication (ehcache-jgroupsreplication 1.7 on JGroups 3.1): the Ehcache blog's
 * second contestant. The stack is given inline, TCP with every member listed, under one channel name for
 * all nodes (its default, the CacheManager's name, would split the cluster). It is asked to replicate
 * synchronously and by copy, but behaves asynchronously (../shared/STACK.md): readers wait, with a bound.
 * Its settings are those of the RMI backend less {@code replicatePutsViaCopy}, which this factory does not
 * have: its replicator always sends a put's element (JGroupsCacheReplicator.replicatePutNotification), as RMI
 * does with {@code replicatePutsViaCopy=true}. Like for like: both send the element on every put and update.
 */
public final class EhcacheJGroupsBackend implements ReplicatedStore.Backend {

    static final String REPLICATION = "replicateAsynchronously=false, replicatePuts=true, replicateUpdates=true,"
            + " replicateUpdatesViaCopy=true, replicateRemovals=true";

    @Override
    public String id() {
        return "ehcache-jgroups";
    }

    @Override
    public ReplicatedStore join(ClusterSpec spec) throws Exception {
        String hosts = IntStream.range(0, spec.nodes()).mapToObj(i -> spec.host(i) + "[" + spec.port(i) + "]")
                .collect(Collectors.joining(","));
        String stack = "TCP(bind_addr=" + spec.host() + ";bind_port=" + spec.port(spec.node()) + ";port_range=0)"
                + ":TCPPING(initial_hosts=" + hosts + ";port_range=0;timeout=3000;num_initial_members=" + spec.nodes() + ")"
                + ":MERGE2:FD_SOCK:FD(timeout=5000;max_tries=3):VERIFY_SUSPECT"
                + ":pbcast.NAKACK(use_mcast_xmit=false):UNICAST:pbcast.STABLE"
                + ":pbcast.GMS(join_timeout=3000;print_local_addr=false):UFC:MFC:FRAG2";
        String xml = """
                <ehcache updateCheck="false" name="node-%d">
                  <cacheManagerPeerProviderFactory class="net.sf.ehcache.distribution.jgroups.JGroupsCacheManagerPeerProviderFactory"
                      properties="connect=%s::channelName=%s" propertySeparator="::"/>
                  <cache name="study" maxEntriesLocalHeap="0" eternal="true">
                    <cacheEventListenerFactory class="net.sf.ehcache.distribution.jgroups.JGroupsCacheReplicatorFactory"
                        properties="%s"/>
                  </cache>
                </ehcache>
                """.formatted(spec.node(), stack, spec.clusterName(), REPLICATION);
        CacheManager manager = new CacheManager(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
        awaitView(spec, manager);
        return new EhcacheStore(manager, "study", settings());
    }

    /**
     * The provider keeps its channel private; its view is the one honest sign that every node has joined,
     * so it is read by reflection.
     */
    private static void awaitView(ClusterSpec spec, CacheManager manager) throws Exception {
        JGroupsCacheManagerPeerProvider provider = JGroupsCacheManagerPeerProvider.getCachePeerProvider(manager);
        Field field = JGroupsCacheManagerPeerProvider.class.getDeclaredField("channel");
        field.setAccessible(true);
        JChannel channel = (JChannel) field.get(provider);
        long deadline = System.nanoTime() + spec.joinTimeout().toNanos();
        while (channel.getView() == null || channel.getView().size() < spec.nodes()) {
            if (System.nanoTime() > deadline) {
                manager.shutdown();
                throw new IllegalStateException("JGroups view " + channel.getView() + " lacks members after "
                        + spec.joinTimeout().toSeconds() + " s");
            }
            Thread.sleep(50);
        }
    }

    private static Map<String, Object> settings() {
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("replication", "asked synchronous (replicateAsynchronously=false); behaves asynchronously");
        settings.put("copySemantics", "puts always send the element (the factory has no replicatePutsViaCopy);"
                + " replicateUpdatesViaCopy=true (the element is sent)");
        settings.put("batching", "none asked (the asynchronous interval applies only to replicateAsynchronously=true)");
        settings.put("transport", "JGroups " + org.jgroups.Version.printVersion() + ", TCP + TCPPING, every member listed");
        settings.put("replicatorProperties", REPLICATION);
        return settings;
    }
}
