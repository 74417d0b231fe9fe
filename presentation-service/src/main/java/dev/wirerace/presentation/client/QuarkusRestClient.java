package dev.wirerace.presentation.client;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.wirerace.engine.CallFailure;
import dev.wirerace.engine.FailureKind;
import dev.wirerace.engine.Failures;
import dev.wirerace.model.Account;
import dev.wirerace.model.ConcatRequest;
import dev.wirerace.model.TxMode;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
import dev.wirerace.suite.WireClient;
import io.quarkus.rest.client.reactive.QuarkusRestClientBuilder;
import io.quarkus.tls.TlsConfiguration;
import io.vertx.core.impl.NoStackTraceTimeoutException;
import jakarta.ws.rs.WebApplicationException;
import java.io.Closeable;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.jboss.resteasy.reactive.client.api.QuarkusRestClientProperties;

/**
 * REST/JSON with the Quarkus REST Client on Vert.x, called through its blocking interface: each call is
 * handed to a Vert.x event loop and its reply back to the caller, the cost this client's row shows.
 */
public final class QuarkusRestClient implements WireClient {

    private final BusinessRestApi api;

    private QuarkusRestClient(BusinessRestApi api) {
        this.api = api;
    }

    /**
     * @param tls null for clear HTTP
     * @param http2 HTTP/2 (negotiated by ALPN over TLS)
     * @param connections the pool's size: one connection per concurrent caller over HTTP/1.1
     */
    static QuarkusRestClient open(String base, TlsConfiguration tls, boolean http2, Duration connectTimeout,
            Duration callTimeout, int connections) {
        return new QuarkusRestClient(builder(base, tls, http2, connectTimeout, callTimeout, connections)
                .build(BusinessRestApi.class));
    }

    /** The builder both the blocking and the asynchronous interface are built from (QuarkusRestInFlightClient). */
    static QuarkusRestClientBuilder builder(String base, TlsConfiguration tls, boolean http2, Duration connectTimeout,
            Duration callTimeout, int connections) {
        QuarkusRestClientBuilder builder = QuarkusRestClientBuilder.newBuilder().baseUri(URI.create(base))
                .connectTimeout(connectTimeout.toMillis(), TimeUnit.MILLISECONDS)
                .readTimeout(callTimeout.toMillis(), TimeUnit.MILLISECONDS)
                .property(QuarkusRestClientProperties.CONNECTION_POOL_SIZE, connections)
                .property(QuarkusRestClientProperties.HTTP2, http2)
                .property(QuarkusRestClientProperties.ALPN, http2 && tls != null);
        if (tls != null) {
            builder.tlsConfiguration(tls);
        }
        return builder;
    }

    @Override
    public int addOne(int x) {
        try {
            Integer result = api.addOne(x);
            if (result == null) {
                throw Failures.invalidReply("no number in the reply");
            }
            return result;
        } catch (RuntimeException e) {
            throw translate(e);
        }
    }

    @Override
    public String concat(String a, String b) {
        try {
            TextNode result = api.concat(new ConcatRequest(a, b));
            if (result == null) {
                throw Failures.invalidReply("no string in the reply");
            }
            return result.textValue();
        } catch (RuntimeException e) {
            throw translate(e);
        }
    }

    @Override
    public List<Account> accounts(TxMode tx, int count) {
        try {
            return api.accounts(tx.wireName(), count);
        } catch (RuntimeException e) {
            throw translate(e);
        }
    }

    @Override
    public Document fetch(long call) {
        try {
            Document document = api.fetch(call);
            if (document == null) {
                throw Failures.invalidReply("no document in the reply");
            }
            return document;
        } catch (RuntimeException e) {
            throw translate(e);
        }
    }

    @Override
    public Receipt store(Document document) {
        try {
            Receipt receipt = api.store(document);
            if (receipt == null) {
                throw Failures.invalidReply("no receipt in the reply");
            }
            return receipt;
        } catch (RuntimeException e) {
            throw translate(e);
        }
    }

    /** Anything but 200 a failure; Vert.x's own timeout is a timeout. */
    static CallFailure translate(Throwable e) {
        if (e instanceof WebApplicationException web) {
            return new CallFailure(FailureKind.OTHER, "HTTP " + web.getResponse().getStatus(), e);
        }
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof NoStackTraceTimeoutException) {
                return new CallFailure(FailureKind.TIMEOUT, cause.getMessage(), e);
            }
            if (cause instanceof JsonProcessingException json) {
                return new CallFailure(FailureKind.INVALID_REPLY, "not the JSON asked for: " + json.getOriginalMessage(), e);
            }
        }
        return Failures.translate(e);
    }

    @Override
    public void close() throws Exception {
        if (api instanceof Closeable closeable) {
            closeable.close();
        }
    }
}
