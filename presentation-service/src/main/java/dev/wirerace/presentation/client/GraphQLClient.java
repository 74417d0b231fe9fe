package dev.wirerace.presentation.client;

import dev.wirerace.engine.CallFailure;
import dev.wirerace.engine.FailureKind;
import dev.wirerace.engine.Failures;
import dev.wirerace.model.Account;
import dev.wirerace.model.TxMode;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
import dev.wirerace.suite.WireClient;
import io.smallrye.graphql.client.GraphQLClientException;
import io.smallrye.graphql.client.vertx.typesafe.VertxTypesafeGraphQLClientBuilder;
import io.vertx.core.Vertx;
import io.vertx.ext.web.client.WebClient;
import io.vertx.ext.web.client.WebClientOptions;
import java.net.URI;
import java.time.Duration;
import java.util.List;

/**
 * GraphQL with SmallRye's typesafe client (BusinessGraphQLApi) on a Vert.x web client of its own, called through
 * its blocking interface: one pooled HTTP/1.1 connection per concurrent caller, as the REST clients have. A reply
 * whose {@code errors} are not empty fails the call; the guard around remote clients bounds each call's time.
 */
public final class GraphQLClient implements WireClient {

    private final WebClient web;
    private final BusinessGraphQLApi api;

    GraphQLClient(Vertx vertx, String base, Duration connectTimeout, int connections) {
        // idle connections kept as the Vert.x REST client's are: Vert.x's own 60 s closed them in a suite's pauses,
        // and their closing crossed into other rows' byte counts
        this.web = WebClient.create(vertx, new WebClientOptions().setConnectTimeout((int) connectTimeout.toMillis())
                .setMaxPoolSize(connections).setKeepAlive(true).setKeepAliveTimeout(VertxRestClient.KEEP_ALIVE_SECONDS));
        this.api = new VertxTypesafeGraphQLClientBuilder().vertx(vertx).client(web)
                .endpoint(URI.create(base + "/graphql")).build(BusinessGraphQLApi.class);
    }

    @Override
    public int addOne(int x) {
        try {
            return api.addOne(x);
        } catch (RuntimeException e) {
            throw translate(e);
        }
    }

    @Override
    public String concat(String a, String b) {
        try {
            String result = api.concat(a, b);
            if (result == null) {
                throw Failures.invalidReply("no string in the reply");
            }
            return result;
        } catch (RuntimeException e) {
            throw translate(e);
        }
    }

    @Override
    public List<Account> accounts(TxMode tx, int count) {
        try {
            List<Account> accounts = api.accounts(tx, count);
            if (accounts == null) {
                throw Failures.invalidReply("no list in the reply");
            }
            return accounts;
        } catch (RuntimeException e) {
            throw translate(e);
        }
    }

    @Override
    public Document fetch(long call) {
        throw new UnsupportedOperationException("graphql does not carry fetch");
    }

    @Override
    public Receipt store(Document document) {
        throw new UnsupportedOperationException("graphql does not carry store");
    }

    /** The reply's GraphQL errors as one failure; what the socket threw by its kind. */
    private static CallFailure translate(RuntimeException e) {
        if (e instanceof GraphQLClientException graphQL) {
            return new CallFailure(FailureKind.OTHER, "GraphQL errors: " + graphQL.getErrors(), e);
        }
        return Failures.translate(e);
    }

    @Override
    public void close() {
        web.close();
    }
}
