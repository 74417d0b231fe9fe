package dev.wirerace.business.bare;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.business.grpc.GrpcMessages;
import dev.wirerace.business.metrics.HttpCallMetering;
import dev.wirerace.business.metrics.HttpWires;
import dev.wirerace.core.BusinessCore;
import dev.wirerace.grpc.AddOneReply;
import dev.wirerace.grpc.BusinessServiceGrpc;
import dev.wirerace.grpc.ConcatReply;
import dev.wirerace.model.Account;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.ConcatRequest;
import dev.wirerace.model.TxMode;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
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
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;

/**
 * The business core on a bare Vert.x HTTP server of its own port: the REST wire's three calls as plain
 * routes writing Jackson's JSON, and the gRPC service as Vert.x gRPC handlers, all on the event loop. Beside
 * the framework's endpoints on the same Vert.x (RESTEasy Reactive, Quarkus gRPC), the difference is what
 * the framework layer costs. The transaction variants of {@code accounts} run on a worker thread (JTA must
 * not run on an event loop), as the framework's endpoints run every call.
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
    private HttpServer server;

    public BareServer(BareConfig config, BusinessCore core, ObjectMapper json, Vertx vertx, HttpCallMetering metering) {
        this.config = config;
        this.core = core;
        this.json = json;
        this.vertx = vertx;
        this.metering = metering;
    }

    void start(@Observes StartupEvent event) throws Exception {
        if (!config.enabled()) {
            return;
        }
        Router rest = Router.router(vertx);
        rest.get("/rest/add-one/:x").handler(this::addOne);
        rest.post("/rest/concat").handler(BodyHandler.create().setBodyLimit(MAX_BODY)).handler(this::concat);
        rest.get("/rest/accounts").handler(this::accounts);
        GrpcServer grpc = GrpcServer.server(vertx);
        // any other method: gRPC's own answer, not an HTTP 500
        grpc.callHandler(call -> call.response().status(GrpcStatus.UNIMPLEMENTED)
                .statusMessage("the bare server serves AddOne, Concat and Accounts").end());
        grpc.callHandler(BusinessServiceGrpc.getAddOneMethod(), call -> call.handler(request ->
                call.response().end(AddOneReply.newBuilder().setResult(core.addOne(request.getX())).build())));
        grpc.callHandler(BusinessServiceGrpc.getConcatMethod(), call -> call.handler(request ->
                call.response().end(ConcatReply.newBuilder().setResult(core.concat(request.getA(), request.getB())).build())));
        grpc.callHandler(BusinessServiceGrpc.getAccountsMethod(), call -> call.handler(request -> {
            TxMode tx = GrpcMessages.txMode(request.getTx());
            int count = request.getCount() == 0 ? Accounts.STANDARD_COUNT : request.getCount();
            if (tx == null || count < 0 || count > Accounts.MAX_COUNT) {
                refuse(call, GrpcStatus.INVALID_ARGUMENT, tx == null ? "unknown tx value " + request.getTxValue()
                        : "count must be 1 to " + Accounts.MAX_COUNT + ", got " + count);
                return;
            }
            accounts(tx, count).onSuccess(accounts -> call.response().end(GrpcMessages.accountList(accounts)))
                    .onFailure(failed -> refuse(call, GrpcStatus.INTERNAL, String.valueOf(failed.getMessage())));
        }));
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
        LOG.infof("bare Vert.x server (REST routes and gRPC handlers, no framework layer) on %s:%d", config.host(),
                server.actualPort());
    }

    private void addOne(RoutingContext context) {
        int x;
        try {
            x = Integer.parseInt(context.pathParam("x"));
        } catch (NumberFormatException e) {
            badRequest(context, "x must be an integer, got '" + context.pathParam("x") + "'");
            return;
        }
        reply(context, core.addOne(x));
    }

    private void concat(RoutingContext context) {
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
        reply(context, core.concat(request.a(), request.b()));
    }

    private void accounts(RoutingContext context) {
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
        accounts(mode, size).onSuccess(accounts -> reply(context, accounts)).onFailure(context::fail);
    }

    /** Without a transaction on the event loop; a transaction variant on a worker thread, where JTA may run. */
    private io.vertx.core.Future<List<Account>> accounts(TxMode tx, int count) {
        return tx == TxMode.NONE ? io.vertx.core.Future.succeededFuture(core.accounts(tx, count))
                : vertx.executeBlocking(() -> core.accounts(tx, count), false);
    }

    private void reply(RoutingContext context, Object value) {
        try {
            context.response().putHeader("content-type", "application/json")
                    .end(Buffer.buffer(json.writeValueAsBytes(value)));
        } catch (java.io.IOException e) {
            context.fail(e);
        }
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
    }
}
