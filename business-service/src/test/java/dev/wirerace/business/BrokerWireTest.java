package dev.wirerace.business;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.model.Account;
import dev.wirerace.model.broker.BrokerQueues;
import dev.wirerace.model.socket.SocketCall;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.jms.BytesMessage;
import jakarta.jms.Connection;
import jakarta.jms.DeliveryMode;
import jakarta.jms.Message;
import jakarta.jms.MessageConsumer;
import jakarta.jms.MessageProducer;
import jakarta.jms.Session;
import jakarta.jms.TemporaryQueue;
import jakarta.jms.TextMessage;
import java.util.ArrayList;
import java.util.List;
import org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The broker wires against a real Artemis in its own JVM: JMS requests on the request queue, each with a reply-to
 * and a correlation id, answered by the business-service's consumers; poison messages answered with an error and
 * no consumer lost.
 */
@QuarkusTest
class BrokerWireTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long WAIT_MILLIS = 10_000;

    private Connection connection;
    private Session session;
    private MessageProducer requests;
    private TemporaryQueue replies;
    private MessageConsumer fromReplies;

    @BeforeEach
    void connect() throws Exception {
        // as the service's own client: Artemis's clients in one JVM share one event loop, NIO or epoll
        connection = new ActiveMQConnectionFactory(BrokerQueues.clientUrl(BrokerProcess.url)).createConnection();
        session = connection.createSession(false, Session.AUTO_ACKNOWLEDGE);
        requests = session.createProducer(session.createQueue(BrokerQueues.REQUESTS));
        replies = session.createTemporaryQueue();
        fromReplies = session.createConsumer(replies);
        connection.start();
    }

    @AfterEach
    void close() throws Exception {
        connection.close();
    }

    @Test
    void theThreeCallsNonPersistentAndPersistent() throws Exception {
        for (int mode : new int[] {DeliveryMode.NON_PERSISTENT, DeliveryMode.PERSISTENT}) {
            requests.setDeliveryMode(mode);
            int x = Expectations.randomInt();
            Message added = call(JSON.writeValueAsString(SocketCall.addOne(1, x)), "c-add-" + mode);
            assertEquals(mode, added.getJMSDeliveryMode(), "the reply keeps the request's delivery mode");
            assertEquals(x + 1, body(added).get("result").asInt());
            String a = Expectations.randomText();
            String b = Expectations.randomText();
            assertEquals(a + b, body(call(JSON.writeValueAsString(SocketCall.concat(2, a, b)), "c-concat-" + mode))
                    .get("text").asText());
            JsonNode accounts = body(call(JSON.writeValueAsString(SocketCall.accounts(3, "required", 55)),
                    "c-accounts-" + mode)).get("accounts");
            List<Account> list = new ArrayList<>();
            accounts.forEach(account -> list.add(JSON.convertValue(account, Account.class)));
            Expectations.assertStandardAccounts(list);
        }
    }

    /** Many requests in flight at once, replies matched by correlation id whatever their order. */
    @Test
    void repliesAreMatchedByCorrelationId() throws Exception {
        int calls = 200;
        int[] xs = new int[calls];
        for (int i = 0; i < calls; i++) {
            xs[i] = Expectations.randomInt();
            send(JSON.writeValueAsString(SocketCall.addOne(i, xs[i])), "m-" + i, true);
        }
        boolean[] seen = new boolean[calls];
        for (int i = 0; i < calls; i++) {
            Message reply = fromReplies.receive(WAIT_MILLIS);
            assertNotNull(reply, "reply " + i + " of " + calls);
            int which = Integer.parseInt(reply.getJMSCorrelationID().substring(2));
            assertEquals(xs[which] + 1, body(reply).get("result").asInt());
            seen[which] = true;
        }
        for (int i = 0; i < calls; i++) {
            assertTrue(seen[i], "call " + i + " answered");
        }
    }

    /** Poison messages each get an error under their correlation id; the consumers are all still there after. */
    @Test
    void poisonMessagesAreAnsweredWithAnErrorAndNoConsumerIsLost() throws Exception {
        String[] bad = {"not json", "{\"id\":7}", "{\"id\":8,\"op\":\"divide\"}", "{\"id\":9,\"op\":\"addOne\"}",
                "{\"id\":10,\"op\":\"accounts\",\"count\":-3}", "{\"id\":11,\"op\":\"accounts\",\"tx\":\"sometimes\"}",
                "[1,2,3]"};
        for (int i = 0; i < bad.length; i++) {
            JsonNode reply = body(call(bad[i], "bad-" + i));
            assertNotNull(reply.get("error"), bad[i] + " answered with an error: " + reply);
            assertNull(reply.get("result"), bad[i]);
        }
        BytesMessage bytes = session.createBytesMessage();
        bytes.writeBytes(new byte[] {(byte) 0xac, (byte) 0xed, 0, 5});
        bytes.setJMSCorrelationID("bytes");
        bytes.setJMSReplyTo(replies);
        requests.send(bytes);
        Message refused = fromReplies.receive(WAIT_MILLIS);
        assertNotNull(refused, "a message with no text is answered");
        assertEquals("bytes", refused.getJMSCorrelationID());
        assertNotNull(body(refused).get("error"));
        // a request nobody can answer (no reply-to) is dropped, and every consumer still serves: more calls than
        // consumers, each answered
        send(JSON.writeValueAsString(SocketCall.addOne(12, 1)), "nowhere", false);
        for (int i = 0; i < 20; i++) {
            int x = Expectations.randomInt();
            assertEquals(x + 1, body(call(JSON.writeValueAsString(SocketCall.addOne(100 + i, x)), "after-" + i))
                    .get("result").asInt());
        }
    }

    private Message call(String text, String correlation) throws Exception {
        send(text, correlation, true);
        Message reply = fromReplies.receive(WAIT_MILLIS);
        assertNotNull(reply, "no reply to " + correlation + " in " + WAIT_MILLIS + " ms");
        assertEquals(correlation, reply.getJMSCorrelationID());
        return reply;
    }

    private void send(String text, String correlation, boolean withReplyTo) throws Exception {
        TextMessage request = session.createTextMessage(text);
        request.setJMSCorrelationID(correlation);
        if (withReplyTo) {
            request.setJMSReplyTo(replies);
        }
        requests.send(request);
    }

    private static JsonNode body(Message reply) throws Exception {
        return JSON.readTree(((TextMessage) reply).getText());
    }
}
