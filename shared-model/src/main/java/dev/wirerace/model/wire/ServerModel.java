package dev.wirerace.model.wire;

import dev.wirerace.model.TxMode;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * How the business-service runs a wire's calls: on the Vert.x event loop, on the worker pool, or on a virtual
 * thread each. The REST and gRPC wires, the framework's and the bare server's alike, are served in all three,
 * each on paths of its own (REST under {@link #restPrefix}, gRPC as the service {@link #grpcService}); every
 * other wire has one way only, its own.
 * A scenario is wire × server model × client, and a call that ran on another kind of thread than its model
 * claims fails the run (the business-service records the kind per call: ServedThreads).
 */
public enum ServerModel {
    /**
     * {@code @NonBlocking}: the event loop that read the request runs the call; the framework's {@code accounts}
     * excepted, on a worker, since Quarkus refuses to start its transaction variants' JTA transactions on an event
     * loop (the bare server, which chooses per call, runs only those variants on a worker). Each wire's default,
     * as these wires were served before the models were an axis.
     */
    EVENT_LOOP("loop", "event loop", ThreadKind.EVENT_LOOP, "", "wirerace.BusinessService"),
    /** {@code @Blocking}: the call hops to a platform thread of the worker pool and back. */
    WORKER("worker", "worker pool", ThreadKind.WORKER, "/worker", "wirerace.BusinessServiceOnWorker"),
    /** {@code @RunOnVirtualThread}: a new virtual thread per call, carried by the JDK's ForkJoinPool. */
    VIRTUAL("virtual", "virtual threads", ThreadKind.VIRTUAL, "/virtual", "wirerace.BusinessServiceOnVirtual"),
    /** A wire with one way of serving: SOAP and the serialized wire on workers, RMI a thread per connection... */
    OWN("own", "the wire's own", null, "", null);

    /** The kind of thread a served call ran on, as the business-service tells them apart. */
    public enum ThreadKind {
        EVENT_LOOP("event-loop"), WORKER("worker"), VIRTUAL("virtual");

        private final String id;

        ThreadKind(String id) {
            this.id = id;
        }

        public String id() {
            return id;
        }
    }

    private final String id;
    private final String label;
    private final ThreadKind runsOn;
    private final String restPrefix;
    private final String grpcService;

    ServerModel(String id, String label, ThreadKind runsOn, String restPrefix, String grpcService) {
        this.id = id;
        this.label = label;
        this.runsOn = runsOn;
        this.restPrefix = restPrefix;
        this.grpcService = grpcService;
    }

    public String id() {
        return id;
    }

    public String label() {
        return label;
    }

    /**
     * The kind of thread this model runs {@code operation} with transaction {@code tx} on, over {@code wire}; null
     * for a wire's own way, which claims none. On the event loop, {@code accounts} runs on a worker where a JTA
     * transaction may start: always behind the framework (one method serves every variant), only for the
     * transaction variants on the bare server.
     */
    public ThreadKind runsOn(Wire wire, Operation operation, TxMode tx) {
        if (this == EVENT_LOOP && operation == Operation.ACCOUNTS && !(wire.bare() && tx == TxMode.NONE)) {
            return ThreadKind.WORKER;
        }
        return runsOn;
    }

    /**
     * The business-service's name for its count of this model's calls of {@code operation} (the core counter's
     * name: addOne, concat, accounts.none ...) that ran on {@code kind}: "virtual/addOne/virtual".
     */
    public String countKey(String operation, ThreadKind kind) {
        return id + "/" + operation + "/" + kind.id();
    }

    /** What precedes {@code /rest} in this model's REST paths: "" for the event loop, "/worker", "/virtual". */
    public String restPrefix() {
        return restPrefix;
    }

    /** The gRPC service (package and name) that serves this model's calls; the same three methods in each. */
    public String grpcService() {
        return grpcService;
    }

    /** The models that serve {@code wire}, its default first. */
    public static List<ServerModel> of(Wire wire) {
        return switch (wire) {
            case REST_HTTP, REST_HTTPS_H1, REST_HTTPS_H2, GRPC, GRPC_TLS, REST_HTTP_BARE, GRPC_BARE ->
                    List.of(EVENT_LOOP, WORKER, VIRTUAL);
            // the unary gRPC and the REST wires' default threads, for like-for-like replies
            case GRPC_STREAM, GRPC_STREAM_BATCH, GRAPHQL, WEBSOCKET -> List.of(EVENT_LOOP);
            // the broker wires: the JMS client's listener threads of the business-service's consumers
            case LOCAL, RMI_SAME_JVM, SOAP, SERIALIZED, RMI, RMI_SSL, FLOOR_TCP, FLOOR_TLS, BROKER, BROKER_DURABLE,
                    EMPTY -> List.of(OWN);
        };
    }

    public static ServerModel defaultOf(Wire wire) {
        return of(wire).get(0);
    }

    public boolean isDefaultOf(Wire wire) {
        return defaultOf(wire) == this;
    }

    public static ServerModel byId(String id) {
        String wanted = id.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(m -> m.id.equals(wanted)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown server model '" + id + "': "
                        + String.join(", ", Arrays.stream(values()).map(ServerModel::id).toList())));
    }
}
