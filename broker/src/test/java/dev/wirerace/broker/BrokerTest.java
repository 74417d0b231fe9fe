package dev.wirerace.broker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.model.broker.BrokerQueues;
import dev.wirerace.model.usage.ProcessUsage;
import jakarta.jms.Connection;
import jakarta.jms.DeliveryMode;
import jakarta.jms.MessageProducer;
import jakarta.jms.Session;
import jakarta.jms.TextMessage;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The broker on free loopback ports: its request queue carries persistent and non-persistent messages, its usage is served. */
class BrokerTest {

    @TempDir
    Path data;

    @Test
    void theRequestQueueCarriesMessagesAndTheUsageIsServed() throws Exception {
        int port = freePort();
        int usagePort = freePort();
        Broker broker = Broker.start("127.0.0.1", port, data);
        UsageServer usage = UsageServer.start("127.0.0.1", usagePort);
        try (Connection connection = new ActiveMQConnectionFactory("tcp://127.0.0.1:" + port).createConnection()) {
            Session session = connection.createSession(false, Session.AUTO_ACKNOWLEDGE);
            MessageProducer producer = session.createProducer(session.createQueue(BrokerQueues.REQUESTS));
            producer.setDeliveryMode(DeliveryMode.PERSISTENT);
            producer.send(session.createTextMessage("durable"));
            producer.setDeliveryMode(DeliveryMode.NON_PERSISTENT);
            producer.send(session.createTextMessage("not durable"));
            var consumer = session.createConsumer(session.createQueue(BrokerQueues.REQUESTS));
            connection.start();
            assertEquals("durable", ((TextMessage) consumer.receive(5_000)).getText());
            assertEquals("not durable", ((TextMessage) consumer.receive(5_000)).getText());

            HttpResponse<String> reply = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create("http://127.0.0.1:" + usagePort + UsageServer.PATH)).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, reply.statusCode());
            ProcessUsage read = new ObjectMapper().readValue(reply.body(), ProcessUsage.class);
            assertEquals(ProcessHandle.current().pid(), read.pid());
            assertTrue(read.cpuNanos() > 0);
            assertEquals(404, HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create("http://127.0.0.1:" + usagePort + "/elsewhere")).build(),
                    HttpResponse.BodyHandlers.ofString()).statusCode());
        } finally {
            usage.stop();
            broker.stop();
        }
        assertNotNull(data.resolve("journal").toFile().list(), "the journal is on disk");
    }

    @Test
    void theJournalIsTunedToItsDiskAndTheProbeLeavesNothingBehind() throws Exception {
        JournalTuning tuning = JournalTuning.measure(data.resolve("journal"));
        assertTrue(tuning.bufferTimeoutNanos() >= 1_000, tuning.describe());
        if (Double.isFinite(tuning.syncsPerMillisecond())) {
            assertEquals(1e6 / tuning.syncsPerMillisecond(), tuning.bufferTimeoutNanos(), 1.0 + 1e-6 * tuning.bufferTimeoutNanos(),
                    "the timeout is the time between two syncs: " + tuning.describe());
        }
        assertEquals(0, data.resolve("journal").toFile().list().length, "the probe's file is gone");
    }

    @Test
    void anUnknownOptionStopsItBeforeItStarts() {
        assertThrows(IllegalArgumentException.class, () -> BrokerMain.options(new String[] {"--hots", "x"}));
        assertThrows(IllegalArgumentException.class, () -> BrokerMain.options(new String[] {"--port"}));
        assertEquals("5", BrokerMain.options(new String[] {"--port", "5"}).get("--port"));
    }

    private static int freePort() throws Exception {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
