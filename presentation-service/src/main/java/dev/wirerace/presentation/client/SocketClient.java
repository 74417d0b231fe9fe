package dev.wirerace.presentation.client;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.engine.CallFailure;
import dev.wirerace.engine.FailureKind;
import dev.wirerace.model.socket.SocketCall;
import dev.wirerace.model.socket.SocketReply;
import dev.wirerace.model.wire.Wire;
import io.quarkus.websockets.next.BasicWebSocketConnector;
import io.quarkus.websockets.next.CloseReason;
import io.quarkus.websockets.next.WebSocketClientConnection;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.jboss.logging.Logger;

/**
 * The WebSocket wire with WebSockets Next's client: one socket, opened at the first call and held open, every
 * caller's calls sent on it as JSON text frames with an id of their own and matched to their replies by it, in
 * whatever order those come back. A caller blocks on its own reply only. When the socket closes, every call waiting
 * fails as a connection failure and the next call opens a new socket: what a reconnect costs shows in the fault runs.
 */
public final class SocketClient extends FramedCallClient {

    private static final Logger LOG = Logger.getLogger(SocketClient.class);
    /** Room for the 2,000-account list (about 320 KB of JSON); Vert.x's default message is 256 KB. */
    private static final int MAX_MESSAGE_BYTES = 4 * 1024 * 1024;

    private final String base;
    private final Duration connectTimeout;
    private final Duration callTimeout;
    private final ObjectMapper json;
    private final Map<Long, Waiting> waiting = new ConcurrentHashMap<>();
    /** Replies whose id no call waits for (a call that timed out, or a confused server): logged once, counted. */
    private final AtomicLong strays = new AtomicLong();
    private volatile WebSocketClientConnection socket;

    /** A call sent and its reply to come, with the socket it went out on: a socket that closes fails its own calls. */
    private record Waiting(WebSocketClientConnection socket, CompletableFuture<SocketReply> reply) {
    }

    /** @param base the business-service's HTTP base, http://host:port */
    SocketClient(String base, Duration connectTimeout, Duration callTimeout, ObjectMapper json) {
        super(Wire.WEBSOCKET.id());
        this.base = base.replaceFirst("^http", "ws");
        this.connectTimeout = connectTimeout;
        this.callTimeout = callTimeout;
        this.json = json.copy().setSerializationInclusion(JsonInclude.Include.NON_NULL);
    }

    /** How many replies came with an id no call was waiting for. */
    long strayReplies() {
        return strays.get();
    }

    @Override
    SocketReply exchange(SocketCall call) {
        CompletableFuture<SocketReply> reply = new CompletableFuture<>();
        try {
            WebSocketClientConnection sentOn = open();
            waiting.put(call.id(), new Waiting(sentOn, reply));
            sentOn.sendTextAndAwait(json.writeValueAsString(call));
            return await(call.id(), reply, callTimeout);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        } catch (RuntimeException e) {
            throw e instanceof CallFailure failure ? failure
                    : new CallFailure(FailureKind.CONNECTION, "the socket: " + e, e);
        } finally {
            waiting.remove(call.id());
        }
    }

    /** The socket held open, or a new one when there is none or it closed. */
    private WebSocketClientConnection open() {
        WebSocketClientConnection current = socket;
        if (current != null && current.isOpen()) {
            return current;
        }
        synchronized (this) {
            if (socket == null || !socket.isOpen()) {
                socket = BasicWebSocketConnector.create().baseUri(base).path(SocketCall.PATH)
                        .executionModel(BasicWebSocketConnector.ExecutionModel.NON_BLOCKING)
                        .customizeOptions((connect, options) -> {
                            options.setConnectTimeout((int) connectTimeout.toMillis());
                            options.setMaxMessageSize(MAX_MESSAGE_BYTES);
                        })
                        .onTextMessage((connection, frame) -> onReply(frame))
                        .onClose(this::onClose)
                        .connect().await().atMost(connectTimeout.plus(connectTimeout));
            }
            return socket;
        }
    }

    private void onReply(String frame) {
        SocketReply reply;
        try {
            reply = json.readValue(frame, SocketReply.class);
        } catch (JsonProcessingException e) {
            CallFailure failure = new CallFailure(FailureKind.INVALID_REPLY, "a frame that is no reply: "
                    + e.getOriginalMessage());
            waiting.values().forEach(waiter -> waiter.reply().completeExceptionally(failure));
            return;
        }
        Waiting waiter = reply.id() == null ? null : waiting.get(reply.id());
        if (waiter != null) {
            waiter.reply().complete(reply);
        } else if (strays.getAndIncrement() == 0) {
            LOG.warnf("a WebSocket reply no call waits for (id %s; later ones are counted, not logged): %s",
                    reply.id(), reply.error());
        }
    }

    /** Fails the calls waiting on the socket that closed, not those already sent on a newer one. */
    private void onClose(WebSocketClientConnection closed, CloseReason reason) {
        CallFailure failure = new CallFailure(FailureKind.CONNECTION, "the socket closed: " + reason);
        waiting.values().stream().filter(waiter -> waiter.socket().id().equals(closed.id()))
                .forEach(waiter -> waiter.reply().completeExceptionally(failure));
    }

    @Override
    public void close() {
        WebSocketClientConnection current = socket;
        if (current != null && current.isOpen()) {
            current.closeAndAwait();
        }
    }
}
