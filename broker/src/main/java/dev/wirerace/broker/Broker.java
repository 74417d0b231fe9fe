package dev.wirerace.broker;

import dev.wirerace.model.broker.BrokerQueues;
import java.nio.file.Path;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.apache.activemq.artemis.api.core.QueueConfiguration;
import org.apache.activemq.artemis.api.core.RoutingType;
import org.apache.activemq.artemis.core.config.impl.ConfigurationImpl;
import org.apache.activemq.artemis.core.server.JournalType;
import org.apache.activemq.artemis.core.server.embedded.EmbeddedActiveMQ;

/**
 * ActiveMQ Artemis as its documentation embeds it: one acceptor for the core protocol, persistence on with a file
 * journal synced to disk at every durable message (Artemis's default: a persistent request is on disk before the
 * broker acknowledges it), its buffer timeout tuned to the disk as {@code artemis create} tunes it (JournalTuning),
 * the request queue declared up front. No security (loopback, or a namespace of the tests),
 * no JMX. No dead-letter or expiry address: no consumer throws (a poison message is answered), and a request whose
 * caller gave up expires and is dropped. NIO journal, chosen, not fallen back to: the ASYNCIO one needs libaio, which a fresh machine may not
 * have, and Artemis would then use NIO with a warning only.
 */
final class Broker {

    /**
     * Artemis's audit loggers, off as its own distribution ships them (log4j2.properties): through SLF4J to
     * java.util.logging at its default INFO they wrote some 28 lines for every message, most of the broker's CPU per
     * call in the first measured runs. Held here: java.util.logging keeps its loggers weakly.
     */
    private static final Logger AUDIT = Logger.getLogger("org.apache.activemq.audit");

    private final EmbeddedActiveMQ server;
    private final JournalTuning journal;

    private Broker(EmbeddedActiveMQ server, JournalTuning journal) {
        this.server = server;
        this.journal = journal;
    }

    static Broker start(String host, int port, Path data) throws Exception {
        AUDIT.setLevel(Level.OFF);
        ConfigurationImpl config = new ConfigurationImpl();
        config.setName("wirerace-broker");
        config.setPersistenceEnabled(true);
        config.setJournalType(JournalType.NIO);
        Path journalDirectory = data.resolve("journal");
        JournalTuning journal = JournalTuning.measure(journalDirectory);
        config.setJournalBufferTimeout_NIO(journal.bufferTimeoutNanos());
        config.setJournalDirectory(journalDirectory.toString());
        config.setBindingsDirectory(data.resolve("bindings").toString());
        config.setPagingDirectory(data.resolve("paging").toString());
        config.setLargeMessagesDirectory(data.resolve("large-messages").toString());
        config.setSecurityEnabled(false);
        config.setJMXManagementEnabled(false);
        config.addAcceptorConfiguration("core", "tcp://" + host + ":" + port + "?protocols=CORE");
        config.addQueueConfiguration(QueueConfiguration.of(BrokerQueues.REQUESTS).setAddress(BrokerQueues.REQUESTS)
                .setRoutingType(RoutingType.ANYCAST).setDurable(true));
        EmbeddedActiveMQ server = new EmbeddedActiveMQ();
        server.setConfiguration(config);
        server.start();
        return new Broker(server, journal);
    }

    JournalTuning journal() {
        return journal;
    }

    void stop() {
        try {
            server.stop();
        } catch (Exception e) {
            System.err.println("the broker did not stop cleanly: " + e);
        }
    }
}
