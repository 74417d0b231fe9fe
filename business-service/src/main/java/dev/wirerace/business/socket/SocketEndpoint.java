package dev.wirerace.business.socket;

import dev.wirerace.business.metrics.CallMeters;
import dev.wirerace.model.socket.SocketCall;
import dev.wirerace.model.socket.SocketReply;
import dev.wirerace.model.wire.ServerModel;
import dev.wirerace.model.wire.Wire;
import io.quarkus.websockets.next.InboundProcessingMode;
import io.quarkus.websockets.next.OnTextMessage;
import io.quarkus.websockets.next.WebSocket;
import io.smallrye.mutiny.Uni;
import io.vertx.core.Vertx;

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

    private static final String CARRIER = "WebSocket frame";

    private final CallFrames frames;
    private final Vertx vertx;
    /** The wire's call timer: frames are no HTTP requests, so HttpCallMetering sees only the socket's upgrade. */
    private final CallMeters meters;

    public SocketEndpoint(CallFrames frames, Vertx vertx, CallMeters meters) {
        this.frames = frames;
        this.vertx = vertx;
        this.meters = meters;
    }

    @OnTextMessage
    Uni<String> onCall(String frame) {
        long start = System.nanoTime();
        return reply(frame).map(reply -> {
            meters.record(Wire.WEBSOCKET, start, reply.error() == null);
            return frames.write(reply);
        });
    }

    private Uni<SocketReply> reply(String frame) {
        CallFrames.Read read = frames.read(frame, CARRIER);
        if (read.refusal() != null) {
            return Uni.createFrom().item(read.refusal());
        }
        SocketCall call = read.call();
        if (frames.blocks(call)) {
            return Uni.createFrom().completionStage(vertx.executeBlocking(
                    () -> frames.answer(call, ServerModel.EVENT_LOOP, CARRIER), false).toCompletionStage());
        }
        return Uni.createFrom().item(frames.answer(call, ServerModel.EVENT_LOOP, CARRIER));
    }
}
