package dev.wirerace.business.bare;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.business.models.ServedThreads;
import dev.wirerace.business.payload.ProtoStore;
import dev.wirerace.core.CallCounter;
import dev.wirerace.core.PayloadCore;
import dev.wirerace.model.wire.ServerModel;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
import dev.wirerace.payload.proto.PayloadWireGrpc;
import dev.wirerace.payload.proto.ProtoConverters;
import dev.wirerace.payload.proto.StoreReply;
import io.vertx.core.buffer.Buffer;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import io.vertx.grpc.common.GrpcStatus;
import io.vertx.grpc.server.GrpcServer;
import java.io.IOException;

/**
 * The payload on the bare server: the framework's payload endpoints' two calls as a plain route pair writing
 * Jackson's JSON and as Vert.x gRPC handlers of PayloadWire, read, served and answered on the event loop (the
 * payload's calls start no transaction), each counted as the framework's are.
 */
final class BarePayload {

    /** Twice the 16 MiB a payload may be (the payload module's PayloadLimits): room for its JSON's own overhead. */
    private static final long MAX_BODY = 32L * 1024 * 1024;

    private final PayloadCore core;
    private final ObjectMapper json;
    private final ServedThreads threads;

    BarePayload(PayloadCore core, ObjectMapper json, ServedThreads threads) {
        this.core = core;
        this.json = json;
        this.threads = threads;
    }

    void routes(Router rest) {
        rest.get("/rest/payload/fetch/:call").handler(this::fetch);
        rest.post("/rest/payload/store").handler(BodyHandler.create().setBodyLimit(MAX_BODY)).handler(this::store);
    }

    void handlers(GrpcServer grpc) {
        grpc.callHandler(PayloadWireGrpc.getFetchMethod(), call -> call.handler(request -> {
            Document document = core.fetch(request.getCall());
            threads.served(ServerModel.EVENT_LOOP, CallCounter.PAYLOAD_FETCH);
            call.response().end(ProtoConverters.toProto(document));
        }));
        grpc.callHandler(PayloadWireGrpc.getStoreMethod(), call -> call.handler(request -> {
            StoreReply stored;
            try {
                stored = ProtoStore.store(core, request);
            } catch (ProtoStore.Unfit unfit) {
                call.response().status(GrpcStatus.INVALID_ARGUMENT).statusMessage(unfit.getMessage()).end();
                return;
            }
            threads.served(ServerModel.EVENT_LOOP, CallCounter.PAYLOAD_STORE);
            call.response().end(stored);
        }));
    }

    private void fetch(RoutingContext context) {
        long call;
        try {
            call = Long.parseLong(context.pathParam("call"));
        } catch (NumberFormatException e) {
            badRequest(context, "call must be a 64-bit integer, got '" + context.pathParam("call") + "'");
            return;
        }
        Document document = core.fetch(call);
        threads.served(ServerModel.EVENT_LOOP, CallCounter.PAYLOAD_FETCH);
        answer(context, document);
    }

    private void store(RoutingContext context) {
        Document document;
        try {
            document = context.body().buffer() == null ? null
                    : json.readValue(context.body().buffer().getBytes(), Document.class);
        } catch (IOException e) {
            badRequest(context, "the body is not a payload document: " + e.getMessage());
            return;
        }
        if (document == null) {
            badRequest(context, "the body must be a payload document");
            return;
        }
        Receipt receipt = core.store(document);
        threads.served(ServerModel.EVENT_LOOP, CallCounter.PAYLOAD_STORE);
        answer(context, receipt);
    }

    private void answer(RoutingContext context, Object value) {
        try {
            context.response().putHeader("content-type", "application/json").end(Buffer.buffer(json.writeValueAsBytes(value)));
        } catch (IOException e) {
            context.fail(e);
        }
    }

    private static void badRequest(RoutingContext context, String why) {
        context.response().setStatusCode(400).putHeader("content-type", "text/plain").end(why);
    }
}
