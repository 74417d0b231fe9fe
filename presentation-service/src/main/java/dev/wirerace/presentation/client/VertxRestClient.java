package dev.wirerace.presentation.client;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.engine.CallFailure;
import dev.wirerace.engine.FailureKind;
import dev.wirerace.engine.Failures;
import dev.wirerace.model.Account;
import dev.wirerace.model.ConcatRequest;
import dev.wirerace.model.TxMode;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
import dev.wirerace.suite.InFlightClient;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpClientResponse;
import io.vertx.core.http.HttpClosedException;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpVersion;
import io.vertx.core.http.RequestOptions;
import io.vertx.core.impl.VertxInternal;
import io.vertx.core.net.TrustOptions;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletionStage;
import javax.net.ssl.TrustManagerFactory;

/**
 * REST/JSON over Vert.x core's HTTP client, asynchronous (Client.VERTX_HTTP): a call is a request written from
 * the client's event loop and a reply read there, with no thread waiting, so the suites keep N calls in flight
 * on one thread. The leanest of the REST clients: no JAX-RS layer, Jackson on the reply's bytes.
 */
final class VertxRestClient implements InFlightClient {

    /** Idle connections kept ten minutes, as the other clients' are (Workspace.CLIENT_IDLE_TIMEOUTS). */
    static final int KEEP_ALIVE_SECONDS = 600;
    private static final String JSON = "application/json";

    private final HttpClient http;
    /** The one event loop this client's requests are written on and its replies read on. */
    private final Context context;
    private final ObjectMapper json;
    private final HttpVersion version;
    private final String host;
    private final int port;
    private final String path;
    private final long timeoutMillis;

    /**
     * @param base the wire's base address with its server model's prefix ({@code http://127.0.0.1:8081/worker})
     * @param trust null for plain HTTP
     * @param maxCalls the most calls in flight: HTTP/1.1 needs a connection for each
     */
    VertxRestClient(Vertx vertx, String base, TrustManagerFactory trust, boolean http2, Duration connectTimeout,
            Duration callTimeout, int maxCalls, ObjectMapper json) {
        URI uri = URI.create(base);
        this.host = uri.getHost();
        this.port = uri.getPort();
        this.path = uri.getRawPath() + "/rest";
        this.version = http2 ? HttpVersion.HTTP_2 : HttpVersion.HTTP_1_1;
        this.timeoutMillis = callTimeout.toMillis();
        this.json = json;
        HttpClientOptions options = new HttpClientOptions().setProtocolVersion(version)
                .setConnectTimeout((int) connectTimeout.toMillis()).setMaxPoolSize(maxCalls)
                .setKeepAliveTimeout(KEEP_ALIVE_SECONDS).setHttp2KeepAliveTimeout(KEEP_ALIVE_SECONDS)
                // one HTTP/2 connection, its streams multiplexed, as the JDK's and gRPC's clients hold
                .setHttp2MaxPoolSize(1);
        if (trust != null) {
            options.setSsl(true).setTrustOptions(TrustOptions.wrap(trust)).setUseAlpn(http2);
        } else if (http2) {
            throw new IllegalArgumentException("HTTP/2 is measured over TLS only (rest-https-h2)");
        }
        this.http = vertx.createHttpClient(options);
        this.context = ((VertxInternal) vertx).createEventLoopContext();
    }

    @Override
    public CompletionStage<Integer> addOneAsync(int x) {
        return send(HttpMethod.GET, path + "/add-one/" + x, null).map(body -> read(body, Integer.class))
                .toCompletionStage();
    }

    @Override
    public CompletionStage<String> concatAsync(String a, String b) {
        Buffer body;
        try {
            body = Buffer.buffer(json.writeValueAsBytes(new ConcatRequest(a, b)));
        } catch (IOException e) {
            return Future.<String>failedFuture(new CallFailure(FailureKind.OTHER, "cannot write the request", e))
                    .toCompletionStage();
        }
        return send(HttpMethod.POST, path + "/concat", body).map(reply -> read(reply, String.class)).toCompletionStage();
    }

    @Override
    public CompletionStage<List<Account>> accountsAsync(TxMode tx, int count) {
        return send(HttpMethod.GET, path + "/accounts?tx=" + tx.wireName() + "&count=" + count, null)
                .map(body -> Arrays.asList(read(body, Account[].class))).toCompletionStage();
    }

    @Override
    public CompletionStage<Document> fetchAsync(long call) {
        return send(HttpMethod.GET, path + "/payload/fetch/" + call, null).map(body -> read(body, Document.class))
                .toCompletionStage();
    }

    @Override
    public CompletionStage<Receipt> storeAsync(Document document) {
        Buffer body;
        try {
            body = Buffer.buffer(json.writeValueAsBytes(document));
        } catch (IOException e) {
            return Future.<Receipt>failedFuture(new CallFailure(FailureKind.OTHER, "cannot write the document", e))
                    .toCompletionStage();
        }
        return send(HttpMethod.POST, path + "/payload/store", body).map(reply -> read(reply, Receipt.class))
                .toCompletionStage();
    }

    /**
     * A call started from another thread (the first of each lane in flight, or a blocking caller) is handed to
     * the client's event loop. Started there directly, a request that found a pooled connection was written
     * from the caller's thread while its reply was read on the event loop, and the reply's body could end
     * before its handler was set: the call then never completed, past its own timeout, which no longer applies
     * once a reply has come (1 or 2 calls in every warm-up cycle of 64 in flight: docs/notebook/clients.md).
     */
    private Future<Buffer> send(HttpMethod method, String uri, Buffer body) {
        if (Vertx.currentContext() == context) {
            return sendHere(method, uri, body);
        }
        Promise<Buffer> reply = Promise.promise();
        context.runOnContext(started -> sendHere(method, uri, body).onComplete(reply));
        return reply.future();
    }

    /** One request and its 200 reply's body; any other reply or failure as a CallFailure of its kind. */
    private Future<Buffer> sendHere(HttpMethod method, String uri, Buffer body) {
        RequestOptions request = new RequestOptions().setMethod(method).setHost(host).setPort(port).setURI(uri)
                .setTimeout(timeoutMillis);
        if (body != null) {
            request.putHeader("Content-Type", JSON);
        }
        return http.request(request)
                .compose(r -> body == null ? r.send() : r.send(body))
                .compose(this::body)
                .recover(failure -> Future.failedFuture(translate(failure)));
    }

    private Future<Buffer> body(HttpClientResponse response) {
        if (response.version() != version) {
            return Future.failedFuture(Failures.invalidReply("asked for " + version + ", got " + response.version()));
        }
        return response.body().compose(body -> response.statusCode() == 200 ? Future.succeededFuture(body)
                : Future.failedFuture(new CallFailure(FailureKind.OTHER, "HTTP " + response.statusCode() + ": " + body)));
    }

    private <T> T read(Buffer body, Class<T> type) {
        try {
            return json.readValue(body.getBytes(), type);
        } catch (IOException e) {
            throw Failures.invalidReply("not a JSON " + type.getSimpleName() + ": " + e.getMessage());
        }
    }

    /** Vert.x's own failures in the harness's kinds: its timeouts are no InterruptedIOException. */
    static CallFailure translate(Throwable failure) {
        if (failure instanceof CallFailure known) {
            return known;
        }
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof java.util.concurrent.TimeoutException
                    || cause.getClass().getSimpleName().endsWith("TimeoutException")) {
                return new CallFailure(FailureKind.TIMEOUT, cause.toString(), failure);
            }
            if (cause instanceof HttpClosedException) {
                return new CallFailure(FailureKind.CONNECTION, cause.toString(), failure);
            }
        }
        return Failures.translate(failure);
    }

    @Override
    public void close() {
        http.close().toCompletionStage().toCompletableFuture().join();
    }
}
