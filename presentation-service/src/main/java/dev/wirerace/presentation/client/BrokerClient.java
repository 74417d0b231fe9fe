package dev.wirerace.presentation.client;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.engine.CallFailure;
import dev.wirerace.engine.FailureKind;
import dev.wirerace.model.broker.BrokerQueues;
import dev.wirerace.model.socket.SocketCall;
import dev.wirerace.model.socket.SocketReply;
import dev.wirerace.model.wire.Wire;
import jakarta.jms.Connection;
import jakarta.jms.DeliveryMode;
import jakarta.jms.JMSException;
import jakarta.jms.Message;
import jakarta.jms.MessageConsumer;
import jakarta.jms.MessageProducer;
import jakarta.jms.Session;
import jakarta.jms.TemporaryQueue;
import jakarta.jms.TextMessage;
import java.time.Duration;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory;
import org.jboss.logging.Logger;

/**
 * The broker wires with Artemis's JMS client, request-reply as JMS has it: each call a text message (the WebSocket's
 * JSON) sent to the request queue with a correlation id and this client's temporary reply queue as reply-to; one
 * consumer on that queue completes the waiting call its reply's correlation id names. A JMS session is one thread's
 * at a time, so callers send from a pool of sessions (at most {@link #SESSIONS}). Persistent requests block their
 * sender until the broker has them on disk (Artemis's default for durable sends); non-persistent ones do not wait.
 * A request expires at the broker when its caller has given up. When the connection fails, the calls waiting on it
 * fail as connection failures and the next call connects again.
 */
public final class BrokerClient extends FramedCallClient {

    private static final Logger LOG = Logger.getLogger(BrokerClient.class);
    /** Sessions to send from: enough for 64 callers each sending at once; more wait for one. */
    static final int SESSIONS = 64;

    private final Wire wire;
    private final String url;
    private final Duration callTimeout;
    private final ObjectMapper json;
    private final Map<String, Waiting> waiting = new ConcurrentHashMap<>();
    private final Queue<Sender> senders = new ConcurrentLinkedQueue<>();
    private final Semaphore sessions = new Semaphore(SESSIONS);
    /** Replies whose correlation id no call waits for (a call that timed out): logged once, counted. */
    private final AtomicLong strays = new AtomicLong();
    private volatile Link link;

    /** One connection and its reply queue: a call waits on the link it was sent on. */
    private record Link(Connection connection, TemporaryQueue replies) {
    }

    private record Sender(Link link, Session session, MessageProducer producer) {
    }

    private record Waiting(Link link, CompletableFuture<SocketReply> reply) {
    }

    /** @param url the broker, tcp://host:port */
    BrokerClient(Wire wire, String url, Duration callTimeout, ObjectMapper json) {
        super(wire.id());
        if (!wire.viaBroker()) {
            throw new IllegalArgumentException(wire.id() + " is no broker wire");
        }
        this.wire = wire;
        this.url = url;
        this.callTimeout = callTimeout;
        this.json = json.copy().setSerializationInclusion(JsonInclude.Include.NON_NULL);
    }

    /** How many replies came with a correlation id no call was waiting for. */
    long strayReplies() {
        return strays.get();
    }

    @Override
    SocketReply exchange(SocketCall call) {
        String correlation = Long.toString(call.id());
        CompletableFuture<SocketReply> reply = new CompletableFuture<>();
        Link sentOn = null;
        try {
            sentOn = open();
            waiting.put(correlation, new Waiting(sentOn, reply));
            send(sentOn, json.writeValueAsString(call), correlation);
            return await(call.id(), reply, callTimeout);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CallFailure(FailureKind.TIMEOUT, "interrupted waiting for a session to send call " + call.id(), e);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        } catch (JMSException e) {
            drop(sentOn, e);
            throw new CallFailure(FailureKind.CONNECTION, "the broker: " + e, e);
        } finally {
            waiting.remove(correlation);
        }
    }

    private void send(Link sentOn, String body, String correlation) throws JMSException, InterruptedException {
        if (!sessions.tryAcquire(callTimeout.toMillis(), TimeUnit.MILLISECONDS)) {
            throw new CallFailure(FailureKind.TIMEOUT, "no session free to send on in " + callTimeout);
        }
        Sender sender = null;
        try {
            sender = sender(sentOn);
            TextMessage request = sender.session().createTextMessage(body);
            request.setJMSCorrelationID(correlation);
            request.setJMSReplyTo(sentOn.replies());
            sender.producer().send(request);
            senders.offer(sender);
        } catch (JMSException | RuntimeException e) {
            if (sender != null) {
                closeQuietly(sender.session());
            }
            throw e;
        } finally {
            sessions.release();
        }
    }

    /** A pooled sender of this link, or a new one; those of an older link are closed on the way. */
    private Sender sender(Link current) throws JMSException {
        for (Sender pooled = senders.poll(); pooled != null; pooled = senders.poll()) {
            if (pooled.link() == current) {
                return pooled;
            }
            closeQuietly(pooled.session());
        }
        Session session = current.connection().createSession(false, Session.AUTO_ACKNOWLEDGE);
        MessageProducer producer = session.createProducer(session.createQueue(BrokerQueues.REQUESTS));
        producer.setDeliveryMode(wire == Wire.BROKER_DURABLE ? DeliveryMode.PERSISTENT : DeliveryMode.NON_PERSISTENT);
        producer.setTimeToLive(callTimeout.toMillis());
        producer.setDisableMessageID(true);
        return new Sender(current, session, producer);
    }

    /** The connection held open, or a new one with its reply queue and consumer. */
    private Link open() throws JMSException {
        Link current = link;
        if (current != null) {
            return current;
        }
        synchronized (this) {
            if (link == null) {
                ActiveMQConnectionFactory factory = new ActiveMQConnectionFactory(BrokerQueues.clientUrl(url));
                factory.setCallTimeout(callTimeout.toMillis());
                Connection connection = factory.createConnection();
                try {
                    Session replySession = connection.createSession(false, Session.AUTO_ACKNOWLEDGE);
                    TemporaryQueue replies = replySession.createTemporaryQueue();
                    MessageConsumer consumer = replySession.createConsumer(replies);
                    Link opened = new Link(connection, replies);
                    consumer.setMessageListener(this::onReply);
                    connection.setExceptionListener(e -> drop(opened, e));
                    connection.start();
                    link = opened;
                } catch (JMSException | RuntimeException e) {
                    closeQuietly(connection);
                    throw e;
                }
            }
            return link;
        }
    }

    private void onReply(Message message) {
        SocketReply reply;
        String correlation;
        try {
            correlation = message.getJMSCorrelationID();
            String body = message instanceof TextMessage text ? text.getText() : null;
            if (body == null) {
                throw new JMSException("a reply with no text: " + message.getClass().getSimpleName());
            }
            reply = json.readValue(body, SocketReply.class);
        } catch (JMSException | JsonProcessingException e) {
            fail(null, new CallFailure(FailureKind.INVALID_REPLY, "a message that is no reply: " + e.getMessage()));
            return;
        }
        Waiting waiter = correlation == null ? null : waiting.get(correlation);
        if (waiter != null) {
            waiter.reply().complete(reply);
        } else if (strays.getAndIncrement() == 0) {
            LOG.warnf("a broker reply no call waits for (correlation id %s; later ones are counted, not logged): %s",
                    correlation, reply.error());
        }
    }

    /** The connection failed: its calls fail, and the next call connects again. */
    private void drop(Link failed, JMSException why) {
        if (failed == null) {
            return;
        }
        synchronized (this) {
            if (link == failed) {
                link = null;
            }
        }
        fail(failed, new CallFailure(FailureKind.CONNECTION, "the broker connection failed: " + why.getMessage()));
        closeQuietly(failed.connection());
    }

    /** Fails the calls waiting on {@code on}, or every waiting call when it is null. */
    private void fail(Link on, CallFailure failure) {
        waiting.values().stream().filter(waiter -> on == null || waiter.link() == on)
                .forEach(waiter -> waiter.reply().completeExceptionally(failure));
    }

    private static void closeQuietly(AutoCloseable closeable) {
        try {
            closeable.close();
        } catch (Exception e) {
            LOG.debugf("closing %s: %s", closeable, e.getMessage());
        }
    }

    @Override
    public void close() {
        Link current = link;
        link = null;
        if (current != null) {
            closeQuietly(current.connection());
        }
    }
}
