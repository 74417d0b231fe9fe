package dev.wirerace.replication.infinispan;

import dev.wirerace.replication.ClusterSpec;
import dev.wirerace.replication.ReplicatedStore;
import java.nio.ByteBuffer;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jgroups.BytesMessage;
import org.jgroups.JChannel;
import org.jgroups.Message;
import org.jgroups.Receiver;

/**
 * The ceiling: a plain JGroups channel on the same stack carrying the same bytes (key and element) to
 * every member, with no cache around it. Each backend reads as a share of what this transport carries.
 */
public final class RawJGroupsBackend implements ReplicatedStore.Backend {

    @Override
    public String id() {
        return "jgroups-raw";
    }

    @Override
    public ReplicatedStore join(ClusterSpec spec) throws Exception {
        JChannel channel = new JChannel(TcpStack.write(spec).toString());
        channel.setDiscardOwnMessages(true);
        Store store = new Store(channel);
        channel.setReceiver(store);
        channel.connect(spec.clusterName());
        long deadline = System.nanoTime() + spec.joinTimeout().toNanos();
        while (channel.getView().size() < spec.nodes()) {
            if (System.nanoTime() > deadline) {
                channel.close();
                throw new IllegalStateException("view has " + channel.getView().size() + " of " + spec.nodes() + " members");
            }
            Thread.sleep(50);
        }
        return store;
    }

    private static final class Store implements ReplicatedStore, Receiver {
        private final JChannel channel;
        private final Map<Long, byte[]> received = new ConcurrentHashMap<>();
        private final Map<Long, Integer> arrivals = new ConcurrentHashMap<>();

        Store(JChannel channel) {
            this.channel = channel;
        }

        @Override
        public void put(long key, byte[] value) throws Exception {
            byte[] message = ByteBuffer.allocate(8 + value.length).putLong(key).put(value).array();
            channel.send(new BytesMessage(null, message));
        }

        /** A removal is the key alone, with no element after it. */
        @Override
        public void remove(long key) throws Exception {
            channel.send(new BytesMessage(null, ByteBuffer.allocate(8).putLong(key).array()));
        }

        @Override
        public void receive(Message message) {
            ByteBuffer body = ByteBuffer.wrap(message.getArray(), message.getOffset(), message.getLength());
            long key = body.getLong();
            if (!body.hasRemaining()) {
                received.remove(key);
                return;
            }
            byte[] value = new byte[body.remaining()];
            body.get(value);
            received.put(key, value);
            arrivals.merge(key, 1, Integer::sum);
        }

        @Override
        public byte[] get(long key) {
            return received.get(key);
        }

        @Override
        public int arrivals(long key) {
            return arrivals.getOrDefault(key, 0);
        }

        @Override
        public Map<String, Object> settings() {
            Map<String, Object> settings = new LinkedHashMap<>();
            settings.put("replication", "none: one multicast message per element (the transport's ceiling)");
            settings.put("transport", "JGroups " + org.jgroups.Version.printVersion() + ", TCP + TCPPING, every member listed");
            return settings;
        }

        @Override
        public void close() {
            channel.close();
        }
    }
}
