package dev.wirerace.business.bare;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.business.grpc.GrpcMessages;
import dev.wirerace.business.metrics.HttpCallMetering;
import dev.wirerace.business.metrics.HttpWires;
import dev.wirerace.business.models.ServedThreads;
import dev.wirerace.core.PayloadCore;
import dev.wirerace.core.BusinessCore;
import dev.wirerace.core.CallCounter;
import dev.wirerace.grpc.AccountList;
import dev.wirerace.grpc.AccountsRequest;
import dev.wirerace.grpc.AddOneReply;
import dev.wirerace.grpc.AddOneRequest;
import dev.wirerace.grpc.BusinessServiceGrpc;
import dev.wirerace.grpc.BusinessServiceOnVirtualGrpc;
import dev.wirerace.grpc.BusinessServiceOnWorkerGrpc;
import dev.wirerace.grpc.ConcatMessage;
import dev.wirerace.grpc.ConcatReply;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.ConcatRequest;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.wire.Operation;
import dev.wirerace.model.wire.ServerModel;
import dev.wirerace.model.wire.Wire;
import io.grpc.MethodDescriptor;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import io.vertx.grpc.common.GrpcStatus;
import io.vertx.grpc.server.GrpcServer;
import io.vertx.grpc.server.GrpcServerRequest;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;

/**
 * The business core on a bare Vert.x HTTP server of its own port: the REST wire's three calls as plain
 * routes writing Jackson's JSON, and the gRPC service as Vert.x gRPC handlers. Beside the framework's endpoints
 * on the same Vert.x (RESTEasy Reactive, Quarkus gRPC), the difference is what the framework layer costs.
 *
 * <p>Every server model is served, as the framework's endpoints serve them: REST under the model's prefix, gRPC
 * as the model's service. The request is read and the answer written on the event loop; the core's call runs
 * where the model says (ServerModel#runsOn: on the event loop, the transaction variants of {@code accounts}
 * on a worker, since JTA must not run on an event loop), and its thread is counted (ServedThreads).
 */
@ApplicationScoped
public class BareServer {

    private static final Logger LOG = Logger.getLogger(BareServer.class);
    /** The REST wire's bodies are small; the 2,000-account list is the largest reply, not a request. */
    private static final long MAX_BODY = 4L * 1024 * 1024;

    private final BareConfig config;
    private final BusinessCore core;
    private final ObjectMapper json;
    private final Vertx vertx;
    private final HttpCallMetering metering;
    private final ServedThreads threads;
    private final BarePayload payload;
    private OnThreadKind onThreadKind;
    private HttpServer server;

    public BareServer(BareConfig config, BusinessCore core, PayloadCore payloadCore, ObjectMapper json, Vertx vertx,
            HttpCallMetering metering, ServedThreads threads) {
        this.config = config;
        this.core = core;
        this.json = json;
        this.vertx = vertx;
        this.metering = metering;
        this.threads = threads;
        this.payload = new BarePayload(payloadCore, json, threads);
    }

    /** One model's gRPC service: the same three methods under the model's service name. */
    private record GrpcMethods(MethodDescriptor<AddOneRequest, AddOneReply> addOne,
            MethodDescriptor<ConcatMessage, ConcatReply> concat, MethodDescriptor<AccountsRequest, AccountList> accounts) {

        static GrpcMethods of(ServerModel model) {
            return switch (model) {
                case EVENT_LOOP -> new GrpcMethods(BusinessServiceGrpc.getAddOneMethod(),
                        BusinessServiceGrpc.getConcatMethod(), BusinessServiceGrpc.getAccountsMethod());
                case WORKER -> new GrpcMethods(BusinessServiceOnWorkerGrpc.getAddOneMethod(),
                        BusinessServiceOnWorkerGrpc.getConcatMethod(), BusinessServiceOnWorkerGrpc.getAccountsMethod());
                case VIRTUAL -> new GrpcMethods(BusinessServiceOnVirtualGrpc.getAddOneMethod(),
                        BusinessServiceOnVirtualGrpc.getConcatMethod(), BusinessServiceOnVirtualGrpc.getAccountsMethod());
                case OWN -> throw new IllegalArgumentException("the bare server's gRPC wire has no way of its own");
            };
        }
    }

    void start(@Observes StartupEvent event) throws Exception {
        if (!config.enabled()) {
            return;
        }
        onThreadKind = new OnThreadKind(vertx);
        Router rest = Router.router(vertx);
        for (ServerModel model : ServerModel.of(Wire.REST_HTTP_BARE)) {
            String base = model.restPrefix() + "/rest";
            rest.get(base + "/add-one/:x").handler(context -> addOne(model, context));
            rest.post(base + "/concat").handler(BodyHandler.create().setBodyLimit(MAX_BODY))
                    .handler(context -> concat(model, context));
            rest.get(base + "/accounts").handler(context -> accounts(model, context));
        }
        payload.routes(rest);
        GrpcServer grpc = GrpcServer.server(vertx);
        // any other method: gRPC's own answer, not an HTTP 500
        grpc.callHandler(call -> call.response().status(GrpcStatus.UNIMPLEMENTED)
                .statusMessage("the bare server serves AddOne, Concat, Accounts, Fetch and Store").end());
        payload.handlers(grpc);
        for (ServerModel model : ServerModel.of(Wire.GRPC_BARE)) {
            serveGrpc(grpc, model, GrpcMethods.of(model));
        }
        server = vertx.createHttpServer(new HttpServerOptions().setHost(config.host()).setPort(config.port())
                .setHttp2ClearTextEnabled(true))
                .requestHandler(request -> {
                    metering.meterBare(request);
                    if (HttpWires.isGrpc(request)) {
                        grpc.handle(request);
                    } else {
                        rest.handle(request);
                    }
                });
        server.listen().toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
        LOG.infof("bare Vert.x server (REST routes and gRPC handlers, no framework layer, every server model) on %s:%d",
                config.host(), server.actualPort());
    }

    private void serveGrpc(GrpcServer grpc, ServerModel model, GrpcMethods methods) {
        grpc.callHandler(methods.addOne(), call -> call.handler(request ->
                answer(call, served(Wire.GRPC_BARE, model, Operation.ADD_ONE, TxMode.NONE,
                        () -> AddOneReply.newBuilder().setResult(core.addOne(request.getX())).build()))));
        grpc.callHandler(methods.concat(), call -> call.handler(request ->
                answer(call, served(Wire.GRPC_BARE, model, Operation.CONCAT, TxMode.NONE,
                        () -> ConcatReply.newBuilder().setResult(core.concat(request.getA(), request.getB())).build()))));
        grpc.callHandler(methods.accounts(), call -> call.handler(request -> {
            TxMode tx = GrpcMessages.txMode(request.getTx());
            int count = request.getCount() == 0 ? Accounts.STANDARD_COUNT : request.getCount();
            if (tx == null || count < 0 || count > Accounts.MAX_COUNT) {
                refuse(call, GrpcStatus.INVALID_ARGUMENT, tx == null ? "unknown tx value " + request.getTxValue()
                        : "count must be 1 to " + Accounts.MAX_COUNT + ", got " + count);
                return;
            }
            answer(call, served(Wire.GRPC_BARE, model, Operation.ACCOUNTS, tx,
                    () -> GrpcMessages.accountList(core.accounts(tx, count))));
        }));
    }

    /**
     * Runs one call of the core on the thread its model names for it over {@code wire} (ServerModel#runsOn, the
     * rule the run checks), and counts the thread it ran on under the core's name for the call.
     */
    private <T> Future<T> served(Wire wire, ServerModel model, Operation operation, TxMode tx, Callable<T> call) {
        String counted = CallCounter.key(operation, tx);
        return onThreadKind.run(model.runsOn(wire, operation, tx), () -> {
            T value = call.call();
            threads.served(model, counted);
            return value;
        });
    }

    private void addOne(ServerModel model, RoutingContext context) {
        int x;
        try {
            x = Integer.parseInt(context.pathParam("x"));
        } catch (NumberFormatException e) {
            badRequest(context, "x must be an integer, got '" + context.pathParam("x") + "'");
            return;
        }
        reply(context, served(Wire.REST_HTTP_BARE, model, Operation.ADD_ONE, TxMode.NONE, () -> core.addOne(x)));
    }

    private void concat(ServerModel model, RoutingContext context) {
        ConcatRequest request;
        try {
            request = context.body().buffer() == null ? null
                    : json.readValue(context.body().buffer().getBytes(), ConcatRequest.class);
        } catch (java.io.IOException e) {
            badRequest(context, "body must be {\"a\": string, \"b\": string}");
            return;
        }
        if (request == null || request.a() == null || request.b() == null) {
            badRequest(context, "body must be {\"a\": string, \"b\": string}");
            return;
        }
        reply(context, served(Wire.REST_HTTP_BARE, model, Operation.CONCAT, TxMode.NONE,
                () -> core.concat(request.a(), request.b())));
    }

    private void accounts(ServerModel model, RoutingContext context) {
        String tx = context.request().getParam("tx");
        TxMode mode;
        try {
            mode = TxMode.fromWireName(tx);
        } catch (IllegalArgumentException e) {
            badRequest(context, e.getMessage());
            return;
        }
        String count = context.request().getParam("count");
        int size;
        try {
            size = count == null ? Accounts.STANDARD_COUNT : Integer.parseInt(count);
            Accounts.checkCount(size);
        } catch (IllegalArgumentException e) {
            badRequest(context, "count must be an integer from 0 to " + Accounts.MAX_COUNT + ", got '" + count + "'");
            return;
        }
        reply(context, served(Wire.REST_HTTP_BARE, model, Operation.ACCOUNTS, mode,
                () -> core.accounts(mode, size)));
    }

    private void reply(RoutingContext context, Future<?> value) {
        value.onFailure(context::fail).onSuccess(answer -> {
            try {
                context.response().putHeader("content-type", "application/json")
                        .end(Buffer.buffer(json.writeValueAsBytes(answer)));
            } catch (java.io.IOException e) {
                context.fail(e);
            }
        });
    }

    private static <Q, R> void answer(GrpcServerRequest<Q, R> call, Future<R> reply) {
        reply.onSuccess(answer -> call.response().end(answer)).onFailure(failed -> {
            LOG.warnf("a bare gRPC call failed: %s", failed.toString());
            refuse(call, GrpcStatus.INTERNAL, String.valueOf(failed.getMessage()));
        });
    }

    private static void badRequest(RoutingContext context, String why) {
        context.response().setStatusCode(400).putHeader("content-type", "text/plain").end(why);
    }

    private static <Q, R> void refuse(GrpcServerRequest<Q, R> call, GrpcStatus status, String why) {
        call.response().status(status).statusMessage(why).end();
    }

    /** The port it listens on (the configured one, or the free one it was given for 0); -1 when off. */
    public int port() {
        return server == null ? -1 : server.actualPort();
    }

    void stop(@Observes ShutdownEvent event) {
        if (server != null) {
            server.close().toCompletionStage().toCompletableFuture().orTimeout(10, TimeUnit.SECONDS).join();
        }
        if (onThreadKind != null) {
            onThreadKind.close();
        }
    }
}
