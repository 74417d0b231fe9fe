package dev.wirerace.business.socket;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.business.metrics.CallMeters;
import dev.wirerace.business.models.ServedThreads;
import dev.wirerace.core.BusinessCore;
import dev.wirerace.core.CallCounter;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.socket.SocketCall;
import dev.wirerace.model.socket.SocketReply;
import dev.wirerace.model.wire.ServerModel;
import dev.wirerace.model.wire.Wire;
import io.quarkus.websockets.next.InboundProcessingMode;
import io.quarkus.websockets.next.OnTextMessage;
import io.quarkus.websockets.next.WebSocket;
import io.smallrye.mutiny.Uni;
import io.vertx.core.Vertx;
import org.jboss.logging.Logger;

/**
 * The WebSocket wire (WebSockets Next) at {@code SocketCall.PATH} on the HTTP port: a socket held open, calls multiplexed
 * on it as JSON text frames, each with the caller's correlation id, answered in whatever order they finish. Frames
 * are handled concurrently (one socket carries every caller's calls, as an HTTP/2 connection does), with threads
 * as the REST wire's default model: addOne and concat on the socket's event loop, the account list on a worker,
 * where its transaction variants may start a JTA transaction. A frame that is not a call is answered with an error
 * frame, its id if one could be read, and the socket stays open.
 */
@WebSocket(path = SocketCall.PATH, inboundProcessingMode = InboundProcessingMode.CONCURRENT)
public class SocketEndpoint {

    private static final Logger LOG = Logger.getLogger(SocketEndpoint.class);

    private final BusinessCore core;
    private final ServedThreads threads;
    private final Vertx vertx;
    /** The wire's call timer: frames are no HTTP requests, so HttpCallMetering sees only the socket's upgrade. */
    private final CallMeters meters;
    /** Jackson, leaving absent fields out of the frames: parsed and written by hand to answer a bad frame itself. */
    private final ObjectMapper json;

    public SocketEndpoint(BusinessCore core, ServedThreads threads, Vertx vertx, CallMeters meters, ObjectMapper json) {
        this.core = core;
        this.threads = threads;
        this.vertx = vertx;
        this.meters = meters;
        this.json = json.copy().setSerializationInclusion(JsonInclude.Include.NON_NULL);
    }

    @OnTextMessage
    Uni<String> onCall(String frame) {
        long start = System.nanoTime();
        return reply(frame).map(reply -> {
            meters.record(Wire.WEBSOCKET, start, reply.error() == null);
            try {
                return json.writeValueAsString(reply);
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("a reply Jackson cannot write: " + e.getOriginalMessage(), e);
            }
        });
    }

    private Uni<SocketReply> reply(String frame) {
        SocketCall call;
        try {
            call = json.readValue(frame, SocketCall.class);
        } catch (JsonProcessingException e) {
            return refuse(null, "not a call: " + e.getOriginalMessage());
        }
        if (call == null || call.id() == null || call.op() == null) {
            return refuse(call == null ? null : call.id(), "a call needs an id and an op");
        }
        long id = call.id();
        try {
            return switch (call.op()) {
                case "addOne" -> Uni.createFrom().item(SocketReply.result(id, addOne(required(call.x(), "x"))));
                case "concat" -> Uni.createFrom().item(SocketReply.text(id,
                        concat(required(call.a(), "a"), required(call.b(), "b"))));
                case "accounts" -> accounts(id, TxMode.fromWireName(call.tx()), call.count());
                default -> refuse(id, "unknown op '" + call.op() + "': addOne, concat or accounts");
            };
        } catch (IllegalArgumentException bad) {
            return refuse(id, bad.getMessage());
        }
    }

    private int addOne(int x) {
        int result = core.addOne(x);
        threads.served(ServerModel.EVENT_LOOP, CallCounter.ADD_ONE);
        return result;
    }

    private String concat(String a, String b) {
        String result = core.concat(a, b);
        threads.served(ServerModel.EVENT_LOOP, CallCounter.CONCAT);
        return result;
    }

    /** On a worker, off the socket's event loop; a bad count is answered as any bad call is. */
    private Uni<SocketReply> accounts(long id, TxMode tx, Integer count) {
        return Uni.createFrom().completionStage(vertx.executeBlocking(() -> {
            try {
                SocketReply reply = SocketReply.accounts(id,
                        core.accounts(tx, count == null ? Accounts.STANDARD_COUNT : count));
                threads.served(ServerModel.EVENT_LOOP, CallCounter.accountsKey(tx));
                return reply;
            } catch (IllegalArgumentException bad) {
                LOG.infof("WebSocket call %d refused: %s", id, bad.getMessage());
                return SocketReply.error(id, bad.getMessage());
            }
        }, false).toCompletionStage());
    }

    private static Uni<SocketReply> refuse(Long id, String why) {
        LOG.infof("WebSocket frame refused (call %s): %s", id, why);
        return Uni.createFrom().item(SocketReply.error(id, why));
    }

    private static <T> T required(T value, String name) {
        if (value == null) {
            throw new IllegalArgumentException(name + " is required");
        }
        return value;
    }
}
