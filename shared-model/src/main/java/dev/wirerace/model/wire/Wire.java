package dev.wirerace.model.wire;

/**
 * Every way the presentation tier can reach the business core: the one list the runner, the page and the
 * command line are made from, and that k6/targets.txt is checked against.
 */
public enum Wire {
    LOCAL("local", "CDI local call", Reach.IN_PROCESS, false, false),
    RMI_SAME_JVM("rmi-same-jvm", "RMI, same JVM", Reach.IN_PROCESS, false, false),
    REST_HTTP("rest-http", "REST/JSON over HTTP", Reach.REMOTE, false, true),
    REST_HTTPS_H1("rest-https-h1", "REST over HTTPS, HTTP/1.1", Reach.REMOTE, true, false),
    REST_HTTPS_H2("rest-https-h2", "REST over HTTPS, HTTP/2", Reach.REMOTE, true, true),
    SOAP("soap", "SOAP (CXF)", Reach.REMOTE, false, true),
    SERIALIZED("serialized", "Java-serialized over HTTP", Reach.REMOTE, false, true),
    GRPC("grpc", "gRPC (HTTP/2 cleartext)", Reach.REMOTE, false, true),
    GRPC_TLS("grpc-tls", "gRPC over TLS", Reach.REMOTE, true, true),
    /**
     * gRPC's server streaming on the gRPC wire's port: addOne and concat a stream of one reply (what a stream costs
     * over a unary call), the account list one message per account. Not the payload: a document is one message.
     */
    GRPC_STREAM("grpc-stream", "gRPC server streaming, a message per account", Reach.REMOTE, false, false),
    /** The account list streamed in messages of {@link #STREAM_BATCH} accounts; this wire carries nothing else. */
    GRPC_STREAM_BATCH("grpc-stream-batch", "gRPC server streaming, 16 accounts a message", Reach.REMOTE, false, false),
    /**
     * GraphQL queries over HTTP/1.1 (SmallRye GraphQL's server and typesafe client), the account list selecting every
     * field: what GraphQL costs over REST for the same data. Not the payload (yet): its types are not a schema.
     */
    GRAPHQL("graphql", "GraphQL over HTTP (SmallRye)", Reach.REMOTE, false, true),
    /**
     * A WebSocket held open (WebSockets Next, server and client): every caller's calls multiplexed on one socket as
     * JSON text frames, each with a correlation id. Not the payload.
     */
    WEBSOCKET("websocket", "WebSocket held open, JSON frames", Reach.REMOTE, false, false),
    /**
     * Request-reply through a broker (ActiveMQ Artemis in a JVM of its own, JMS over its core protocol): the call, the
     * WebSocket's JSON, sent non-persistent to a request queue with a reply-to queue and a correlation id; the
     * business-service's consumers answer on the reply-to. Two hops where every other wire has one; the broker is a
     * third tier of the ledger. Not the payload.
     */
    BROKER("broker", "request-reply through Artemis, non-persistent", Reach.REMOTE, false, false),
    /** The broker wire with persistent requests: each is on the broker's disk journal before the broker takes it. */
    BROKER_DURABLE("broker-durable", "request-reply through Artemis, persistent", Reach.REMOTE, false, false),
    /** The REST wire's calls and client, served by a bare Vert.x route: REST_HTTP minus it is the framework's cost. */
    REST_HTTP_BARE("rest-http-bare", "JSON over HTTP, bare Vert.x route", Reach.REMOTE, false, false),
    /** The gRPC wire's calls and client, served by a bare Vert.x gRPC handler. */
    GRPC_BARE("grpc-bare", "gRPC (h2c), bare Vert.x handler", Reach.REMOTE, false, false),
    RMI("rmi", "RMI (JRMP)", Reach.REMOTE, false, false),
    RMI_SSL("rmi-ssl", "RMI over SSL", Reach.REMOTE, true, false),
    FLOOR_TCP("floor-tcp", "raw TCP ping-pong (floor)", Reach.FLOOR, false, false),
    FLOOR_TLS("floor-tls", "raw TLS ping-pong (floor)", Reach.FLOOR, true, false),
    EMPTY("empty", "empty transport (harness cost)", Reach.HARNESS, false, false);

    /** Where a call goes. */
    public enum Reach {
        /** Stays in the presentation tier's JVM. */
        IN_PROCESS,
        /** To the business-service process. */
        REMOTE,
        /** A bare-socket round trip to the business-service's ping-pong port. */
        FLOOR,
        /** Nowhere: the harness's own cost, checks and fault tolerance included. */
        HARNESS
    }

    /** Accounts per message on GRPC_STREAM_BATCH (its label says so too). */
    public static final int STREAM_BATCH = 16;

    private final String id;
    private final String label;
    private final Reach reach;
    private final boolean tls;
    private final boolean k6;

    Wire(String id, String label, Reach reach, boolean tls, boolean k6) {
        this.id = id;
        this.label = label;
        this.reach = reach;
        this.tls = tls;
        this.k6 = k6;
    }

    public String id() {
        return id;
    }

    public String label() {
        return label;
    }

    public Reach reach() {
        return reach;
    }

    public boolean tls() {
        return tls;
    }

    /**
     * Whether a k6 script speaks this wire (HTTP, SOAP over HTTP, gRPC). Not REST over HTTPS with HTTP/1.1:
     * k6 negotiates HTTP/2 over TLS.
     */
    public boolean k6() {
        return k6;
    }

    public boolean remote() {
        return reach == Reach.REMOTE;
    }

    /** Served by the bare Vert.x server (its own port, no framework layer), not by the framework's endpoints. */
    public boolean bare() {
        return this == REST_HTTP_BARE || this == GRPC_BARE;
    }

    /** Through the broker: the broker's JVM is a third tier of these wires' ledger. */
    public boolean viaBroker() {
        return this == BROKER || this == BROKER_DURABLE;
    }

    /** Carries the business operations (not a floor's bare bytes, nor the empty harness). */
    public boolean carriesBusinessCalls() {
        return reach == Reach.IN_PROCESS || reach == Reach.REMOTE;
    }

    /**
     * Whether this wire has a row for {@code operation}: every wire has one for each (the floors and the empty wire
     * as bytes of the call's size), but the streaming wires, which stream what is a list and leave the payload (one
     * document, one message) to unary gRPC.
     */
    public boolean carries(Operation operation) {
        return switch (this) {
            case GRPC_STREAM, GRAPHQL, WEBSOCKET, BROKER, BROKER_DURABLE -> !operation.carriesPayload();
            case GRPC_STREAM_BATCH -> operation == Operation.ACCOUNTS;
            default -> true;
        };
    }

    /** The ids, comma-separated, of the wires that carry {@code operation} as a business call: /call's and k6's list. */
    public static String idsCarrying(Operation operation) {
        return java.util.Arrays.stream(values()).filter(wire -> wire.carriesBusinessCalls() && wire.carries(operation))
                .map(Wire::id)
                .collect(java.util.stream.Collectors.joining(","));
    }

    public static Wire byId(String id) {
        for (Wire wire : values()) {
            if (wire.id.equals(id)) {
                return wire;
            }
        }
        throw new IllegalArgumentException("unknown wire '" + id + "'; the wires are " + java.util.Arrays.stream(values())
                .map(Wire::id).collect(java.util.stream.Collectors.joining(", ")));
    }
}
