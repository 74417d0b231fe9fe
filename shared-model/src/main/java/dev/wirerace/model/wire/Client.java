package dev.wirerace.model.wire;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The client libraries the presentation tier can speak a wire with: a scenario is wire × client. Each wire
 * has a default client (the first of {@link #of}), the one every run measures; the others are measured when
 * asked for ({@code bench.clients}) and always in the full suite.
 */
public enum Client {
    /** The JDK's {@code java.net.http.HttpClient}, blocking {@code send}: its answers arrive on the client's executor. */
    JDK("jdk", "JDK HttpClient"),
    /** Apache HttpClient 5 classic: blocking I/O on the caller's own thread, a pooled connection per caller. */
    APACHE("apache5", "Apache HttpClient 5 classic"),
    /** The Quarkus REST Client ({@code @RegisterRestClient}) on Vert.x, called through its blocking interface. */
    QUARKUS_REST("quarkus-rest", "Quarkus REST Client"),
    /** The Quarkus REST Client through its reactive interface (Mutiny {@code Uni}): calls in flight. */
    QUARKUS_REST_ASYNC("quarkus-rest-async", "Quarkus REST Client, calls in flight", true),
    /**
     * Vert.x core's HTTP client, asynchronous: the callers' number of calls kept in flight from its event loop,
     * no thread blocked (HTTP/1.1 one pooled connection per call in flight, HTTP/2 multiplexed on one).
     */
    VERTX_HTTP("vertx-http", "Vert.x HTTP client, calls in flight", true),
    /** grpc-java's Netty channel with a blocking stub. */
    GRPC_NETTY("grpc-netty", "grpc-java Netty channel"),
    /** grpc-java's Netty channel with the future stub: the callers' number of calls in flight, no thread blocked. */
    GRPC_NETTY_ASYNC("grpc-netty-async", "grpc-java Netty channel, calls in flight", true),
    /** Quarkus' own gRPC client on Vert.x ({@code use-quarkus-grpc-client}) with the same blocking stub. */
    GRPC_VERTX("grpc-vertx", "Quarkus gRPC client (Vert.x)"),
    /** Quarkus' Vert.x gRPC client with the asynchronous stub: calls in flight. */
    GRPC_VERTX_ASYNC("grpc-vertx-async", "Quarkus gRPC client (Vert.x), calls in flight", true),
    /** CXF's blocking {@code HttpURLConnection} conduit. */
    CXF_URL_CONNECTION("cxf-urlconnection", "CXF, URLConnection conduit"),
    /** CXF's Vert.x conduit, Quarkus CXF's default. */
    CXF_VERTX("cxf-vertx", "CXF, Vert.x conduit"),
    /** SmallRye GraphQL's typesafe client on a Vert.x web client, called through its blocking interface. */
    SMALLRYE_GRAPHQL("smallrye-graphql", "SmallRye GraphQL typesafe client"),
    /** WebSockets Next's client: one socket held open, every caller's calls on it, matched to replies by id. */
    WEBSOCKETS_NEXT("websockets-next", "Quarkus WebSockets Next client, one socket"),
    /**
     * Artemis's JMS client over its core protocol: every caller's requests sent from a pool of sessions, the replies
     * taken from one temporary queue and matched to their callers by correlation id.
     */
    ARTEMIS_JMS("artemis-jms", "Artemis JMS client (core protocol), one reply queue"),
    /** The wire's only client: a local call, RMI's stubs, the floors' sockets, the empty transport. */
    OWN("own", "the wire's own");

    private final String id;
    private final String label;
    private final boolean inFlight;

    Client(String id, String label) {
        this(id, label, false);
    }

    Client(String id, String label, boolean inFlight) {
        this.id = id;
        this.label = label;
        this.inFlight = inFlight;
    }

    /**
     * Whether the client is asynchronous and driven as such: a scenario's concurrency is its calls in flight,
     * not threads blocked in a call each.
     */
    public boolean inFlight() {
        return inFlight;
    }

    public String id() {
        return id;
    }

    public String label() {
        return label;
    }

    /** The clients that speak {@code wire}, its default first. */
    public static List<Client> of(Wire wire) {
        return switch (wire) {
            case REST_HTTP, REST_HTTPS_H1, REST_HTTP_BARE -> List.of(JDK, APACHE, QUARKUS_REST, VERTX_HTTP,
                    QUARKUS_REST_ASYNC);
            // Apache's classic API has no HTTP/2
            case REST_HTTPS_H2 -> List.of(JDK, QUARKUS_REST, VERTX_HTTP, QUARKUS_REST_ASYNC);
            // a JAX-RS client has no reader for Java-serialized bodies worth writing
            case SERIALIZED -> List.of(JDK, APACHE);
            case GRPC, GRPC_TLS, GRPC_BARE -> List.of(GRPC_NETTY, GRPC_VERTX, GRPC_NETTY_ASYNC, GRPC_VERTX_ASYNC);
            // the blocking stubs: an in-flight client of a stream is a different program, not another library
            case GRPC_STREAM, GRPC_STREAM_BATCH -> List.of(GRPC_NETTY, GRPC_VERTX);
            case SOAP -> List.of(CXF_URL_CONNECTION, CXF_VERTX);
            case GRAPHQL -> List.of(SMALLRYE_GRAPHQL);
            case WEBSOCKET -> List.of(WEBSOCKETS_NEXT);
            case BROKER, BROKER_DURABLE -> List.of(ARTEMIS_JMS);
            case LOCAL, RMI_SAME_JVM, RMI, RMI_SSL, FLOOR_TCP, FLOOR_TLS, EMPTY -> List.of(OWN);
        };
    }

    public static Client defaultOf(Wire wire) {
        return of(wire).get(0);
    }

    public boolean isDefaultOf(Wire wire) {
        return defaultOf(wire) == this;
    }

    public static Client byId(String id) {
        String wanted = id.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(c -> c.id.equals(wanted)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown client '" + id + "': "
                        + String.join(", ", Arrays.stream(values()).map(Client::id).toList())));
    }
}
