package dev.wirerace.business.broker;

import dev.wirerace.business.metrics.CallMeters;
import dev.wirerace.business.socket.CallFrames;
import dev.wirerace.model.broker.BrokerQueues;
import dev.wirerace.model.socket.SocketReply;
import dev.wirerace.model.wire.ServerModel;
import dev.wirerace.model.wire.Wire;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import jakarta.jms.Connection;
import jakarta.jms.DeliveryMode;
import jakarta.jms.Destination;
import jakarta.jms.JMSException;
import jakarta.jms.Message;
import jakarta.jms.MessageConsumer;
import jakarta.jms.MessageProducer;
import jakarta.jms.Session;
import jakarta.jms.TextMessage;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * The broker wires' business side: consumers on the request queue, each a JMS session with its listener (Artemis runs
 * one session's messages one at a time on its client's threads, as a JMS listener container's concurrency would),
 * answering every request on the reply-to queue it names with its correlation id, with the request's delivery mode.
 * A message that is no call (not text, not JSON, a bad argument) is answered with an error reply; one with no reply-to
 * is logged and dropped. Nothing thrown back to Artemis: an auto-acknowledged message that throws would be
 * delivered again, a poison message's loop. Off without {@code wirerace.broker.url}.
 */
@Singleton
public class BrokerConsumers {

    private static final Logger LOG = Logger.getLogger(BrokerConsumers.class);
    private static final String CARRIER = "broker message";

    private final Optional<String> url;
    private final int consumers;
    private final CallFrames frames;
    private final CallMeters meters;
    private final AtomicBoolean noReplyToLogged = new AtomicBoolean();
    private volatile Connection connection;

    public BrokerConsumers(@ConfigProperty(name = BrokerQueues.URL_SETTING) Optional<String> url,
            @ConfigProperty(name = "wirerace.broker.consumers", defaultValue = "8") int consumers, CallFrames frames,
            CallMeters meters) {
        this.url = url;
        this.consumers = consumers;
        this.frames = frames;
        this.meters = meters;
    }

    /** Whether the broker wires are on (a broker was named), and then whether the consumers are connected. */
    public Optional<Boolean> connected() {
        return url.map(named -> connection != null);
    }

    /** Off the startup thread: the service starts as fast without a broker; readiness waits for the consumers. */
    void start(@Observes StartupEvent event) {
        if (url.isPresent()) {
            Thread.ofPlatform().name("broker-consumers-connect").daemon().start(() -> {
                try {
                    connect();
                } catch (JMSException | RuntimeException e) {
                    LOG.errorf("the broker wires' consumers could not connect to %s: %s", url.get(), e.toString());
                }
            });
        }
    }

    private void connect() throws JMSException {
        // the client's own reconnection: a broker restarted behind a run is found again, the consumers with it
        ActiveMQConnectionFactory factory = new ActiveMQConnectionFactory(BrokerQueues.clientUrl(url.get(),
                "reconnectAttempts=-1", "retryInterval=500", "initialConnectAttempts=120"));
        Connection opened = factory.createConnection();
        opened.setExceptionListener(e -> LOG.warnf("the broker connection failed: %s", e.getMessage()));
        for (int i = 0; i < consumers; i++) {
            Session session = opened.createSession(false, Session.AUTO_ACKNOWLEDGE);
            MessageConsumer consumer = session.createConsumer(session.createQueue(BrokerQueues.REQUESTS));
            MessageProducer replies = session.createProducer(null);
            replies.setDisableMessageID(true);
            replies.setDisableMessageTimestamp(true);
            consumer.setMessageListener(message -> answer(session, replies, message));
        }
        opened.start();
        connection = opened;
        LOG.infof("%d consumers on %s at %s", consumers, BrokerQueues.REQUESTS, url.get());
    }

    private void answer(Session session, MessageProducer replies, Message request) {
        long start = System.nanoTime();
        try {
            boolean persistent = request.getJMSDeliveryMode() == DeliveryMode.PERSISTENT;
            SocketReply reply = reply(request);
            meters.record(persistent ? Wire.BROKER_DURABLE : Wire.BROKER, start, reply.error() == null);
            Destination replyTo = request.getJMSReplyTo();
            if (replyTo == null) {
                if (noReplyToLogged.compareAndSet(false, true)) {
                    LOG.warnf("a request with no reply-to was dropped (later ones are not logged): %s", reply.error());
                }
                return;
            }
            TextMessage answer = session.createTextMessage(frames.write(reply));
            answer.setJMSCorrelationID(request.getJMSCorrelationID());
            replies.send(replyTo, answer, request.getJMSDeliveryMode(), Message.DEFAULT_PRIORITY, Message.DEFAULT_TIME_TO_LIVE);
        } catch (JMSException | RuntimeException e) {
            LOG.warnf("a broker request could not be answered: %s", e.toString());
        }
    }

    private SocketReply reply(Message request) throws JMSException {
        if (!(request instanceof TextMessage text) || text.getText() == null) {
            return CallFrames.refuse(CARRIER, null, "not a call: a " + request.getClass().getSimpleName() + " with no text");
        }
        CallFrames.Read read = frames.read(text.getText(), CARRIER);
        return read.refusal() != null ? read.refusal() : frames.answer(read.call(), ServerModel.OWN, CARRIER);
    }

    void stop(@Observes ShutdownEvent event) {
        Connection open = connection;
        if (open != null) {
            try {
                open.close();
            } catch (JMSException e) {
                LOG.debugf("closing the broker connection: %s", e.getMessage());
            }
        }
    }
}
