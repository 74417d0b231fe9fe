package dev.wirerace.results.data;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.wirerace.model.usage.ProcessHealth;
import dev.wirerace.model.wire.ServerModel;
import dev.wirerace.model.wire.Way;
import java.util.List;
import java.util.Map;

/**
 * One scenario's figures: what was measured (the wire as a client spoke it, the work, the load), then what came
 * out. The four groups that name and size the row are written flat into the row's JSON ({@code @JsonUnwrapped}),
 * as rows have always been, so that results written before open unchanged. Latencies in microseconds;
 * {@code floorMultiple} is this p50 over the raw TCP floor's p50 for the same operation, payload and concurrency;
 * null where there is nothing to compare.
 */
public record ScenarioResult(@JsonUnwrapped Spoken spoken, @JsonUnwrapped Work work, @JsonUnwrapped Load load,
        @JsonUnwrapped Throughput throughput, LatencyMicros latencyMicros, Calls calls, Map<String, Long> errors,
        Double floorMultiple, String histogramFile, Cost cost, Trust trust, Rounds rounds, Forks forks, Tiers tiers) {

    /**
     * The wire and how it was spoken.
     *
     * @param client the client library that spoke the wire (Client's id; null in runs older than the field)
     * @param way the wire as that client speaks it: the wire's id for its default client, "wire@client" for the
     *        others (see Way); a row's identity together with the operation, concurrency and load
     * @param floor the raw floor the other wires are measured against
     */
    public record Spoken(String wire, String wireLabel, String client, String clientLabel, String way, boolean remote,
            boolean tls, boolean floor) {

        public Spoken {
            if (way == null) {
                way = wire;
            }
        }
    }

    /**
     * The call each caller made.
     *
     * @param size concat's string length or the account count (0 for addOne; the batch's calls for a batch)
     * @param payloadBytes the business data in the reply (for a store, in the document sent)
     * @param payload for fetch and store, the file name of the user's payload they carry; null for the built-in calls
     */
    public record Work(String operation, String tx, int size, int payloadBytes, String payload) {

        /** A built-in call's work: no user payload. */
        public Work(String operation, String tx, int size, int payloadBytes) {
            this(operation, tx, size, payloadBytes, null);
        }
    }

    /**
     * How the calls were offered.
     *
     * @param loadModel LoadModel's id: closed loop, fixed rate or batch
     * @param targetRatePerSecond the fixed rate offered; null in the other models
     */
    public record Load(int concurrency, String loadModel, Double targetRatePerSecond) {
    }

    /** Calls per second over the measured iterations, its 95 % half-width, and each iteration's. */
    public record Throughput(Double opsPerSecond, Double opsPerSecondCi95, List<Double> opsPerSecondPerIteration) {
    }

    /**
     * The server model that served this row (ServerModel's id: loop, worker, virtual, own), read from its way;
     * null for a way this version no longer knows. In run.json for the page, never read back.
     */
    @JsonProperty(value = "server", access = JsonProperty.Access.READ_ONLY)
    public String server() {
        ServerModel model = serverModel();
        return model == null ? null : model.id();
    }

    /** The server model as the page names it ("virtual threads"); null as for {@link #server}. */
    @JsonProperty(value = "serverLabel", access = JsonProperty.Access.READ_ONLY)
    public String serverLabel() {
        ServerModel model = serverModel();
        return model == null ? null : model.label();
    }

    private ServerModel serverModel() {
        try {
            return Way.byId(spoken.way()).server();
        } catch (IllegalArgumentException unknown) {
            return null;
        }
    }

    /**
     * Each tier's process during the row's last measured round (nine tenths into it; of the last fork, in a
     * merged run): live platform threads, RSS and heap after GC, open files and sockets; what a thousand
     * callers cost the two processes beside their CPU. {@code server} null for a wire that reaches no business-service; the
     * whole null in runs older than the field.
     */
    public record Tiers(ProcessHealth client, ProcessHealth server) {
    }

    /**
     * Whether this row is its wire's default way: its default server model and client (every row of runs older
     * than the client field).
     */
    public boolean defaultClient() {
        return spoken.way().equals(spoken.wire());
    }

    /**
     * @param callsPerSample 1 when every call was timed alone; more for calls too short for the clock, timed in
     *        groups, each sample a group's mean per call (see ClockGrain); for study 1's batches, the calls of a
     *        run, timed as a whole; null in runs older than the field
     */
    public record LatencyMicros(Double p50, Double p90, Double p99, Double p999, Double max, Double mean,
            Double meanCi95, Integer callsPerSample) {
    }

    /**
     * @param made calls started, warm-up included
     * @param ok calls answered correctly, warm-up included
     * @param measured correct calls in the measured iterations (the latency samples)
     * @param servedByServer what the server's call counter grew by meanwhile; null when it has none
     */
    public record Calls(long made, long ok, long measured, Long servedByServer) {
    }

    /**
     * Where a call's cost goes, per call over the measured windows (each round's warm-up share and iteration,
     * divided by the calls made in them), from the operating system's and the JVMs' own accounting: each tier's
     * figures and what crossed the wire. Written flat into the row's JSON ({@code clientCpuMicros},
     * {@code serverGcCount}, {@code bytesUp} ...) as rows have always been.
     *
     * @param calls the calls the windows held
     * @param client the presentation-service's figures
     * @param server the business-service's; every figure null for a wire that reaches none
     * @param serverCallsPerCpuSecond calls the business-service serves per second of its CPU ("QPS per server
     *        core"); null without it
     * @param broker the broker's JVM, the third tier of the broker wires ({@code brokerCpuMicros} ...); null, and
     *        absent from the JSON, for every other wire
     */
    public record Cost(long calls, @JsonUnwrapped(prefix = "client") TierPerCall client,
            @JsonUnwrapped(prefix = "server") TierPerCall server, Double serverCallsPerCpuSecond,
            @JsonUnwrapped Traffic traffic, @JsonUnwrapped(prefix = "broker") TierPerCall broker) {

        public Cost {
            client = client == null ? TierPerCall.UNKNOWN : client;
            server = server == null ? TierPerCall.UNKNOWN : server;
            traffic = traffic == null ? Traffic.UNKNOWN : traffic;
            // read back from a row without one, Jackson makes an empty one
            broker = TierPerCall.UNKNOWN.equals(broker) ? null : broker;
        }

        /** A row with two tiers. */
        public Cost(long calls, TierPerCall client, TierPerCall server, Double serverCallsPerCpuSecond, Traffic traffic) {
            this(calls, client, server, serverCallsPerCpuSecond, traffic, null);
        }
    }

    /**
     * One tier's cost per call. CPU in microseconds: the precise process CPU time, split into user and system in
     * the ratio of the kernel's 10 ms ticks. Null where the tier or a counter could not be read. The JSON names
     * are capitalised to follow the tier's prefix ({@code client} + {@code CpuMicros}).
     *
     * @param allocatedBytes heap bytes allocated per call by every thread of the tier's JVM
     * @param gcCount collections within the windows, and {@code gcPauseMillis} their pauses
     * @param jitMillis JIT compilation time within the windows (the JVM's account; null in a native image): well
     *        above zero, the tier was still compiling
     * @param compilerCpuMicros CPU per call of the tier's JIT compiler threads, which {@code cpuMicros} leaves out
     *        (they compile, they do not serve the call; null in runs older than the field, whose CPU figures
     *        include them, and where unknown)
     */
    public record TierPerCall(@JsonProperty("CpuMicros") Double cpuMicros, @JsonProperty("UserMicros") Double userMicros,
            @JsonProperty("SystemMicros") Double systemMicros, @JsonProperty("AllocatedBytes") Double allocatedBytes,
            @JsonProperty("GcCount") Long gcCount, @JsonProperty("GcPauseMillis") Long gcPauseMillis,
            @JsonProperty("JitMillis") Long jitMillis, @JsonProperty("CompilerCpuMicros") Double compilerCpuMicros) {

        public static final TierPerCall UNKNOWN = new TierPerCall(null, null, null, null, null, null, null, null);
    }

    /**
     * What crossed the client's sockets per call, as the kernel counted it (tcp_info), every header above TCP
     * included (HTTP, TLS records, RMI); null for in-process wires.
     *
     * @param segmentsUp TCP segments out of the client per call, pure ACKs included; {@code segmentsDown} in
     */
    public record Traffic(Double bytesUp, Double bytesDown, Double segmentsUp, Double segmentsDown) {

        public static final Traffic UNKNOWN = new Traffic(null, null, null, null);
    }

    /**
     * Whether the figures can be trusted as they stand.
     *
     * @param warmupSteady false when the wire's warm-up ended on its budget with throughput still rising
     * @param disturbedRounds rounds whose window still had the machine busy with others (or the hypervisor
     *        stealing) over the noise guard's limits after any re-measuring
     * @param rounds the rounds its figures come from
     * @param remeasuredRounds rounds measured again because the first try was disturbed
     * @param flags short words for the table and page, the constants below
     * @param setAsideRounds rounds still disturbed at the end that its figures leave out, the clean ones being
     *        enough (ScenarioParts.enoughClean); null in runs older than that rule
     */
    public record Trust(boolean warmupSteady, int rounds, int disturbedRounds, int remeasuredRounds,
            Double maxOthersCpuShare, Double maxStealShare, List<String> flags, Integer setAsideRounds) {

        /** The wire's warm-up ended on its budget, its throughput still moving. */
        public static final String UNSTEADY = "unsteady-warmup";
        /** Rounds whose window had the machine busy with others over the noise guard's limits. */
        public static final String DISTURBED = "disturbed";
        /**
         * A tier's JIT compilers were busy for over a fifth of the windows' time (in runs older than that rule:
         * over a tenth of the tier's CPU time).
         */
        public static final String COMPILING = "compiling";
        /** Fewer calls measured than callers times rounds: a call outlasted its round. */
        public static final String SHORT_ROUNDS = "short-rounds";
    }

    /**
     * Each kept round's own figures, in round order: what a comparison of two runs draws its intervals from.
     */
    public record Rounds(List<Double> p50Micros, List<Double> opsPerSecond, List<Double> clientCpuMicros,
            List<Double> serverCpuMicros, List<Double> othersCpuShare, List<Double> stealShare,
            List<Boolean> disturbed) {
    }

    /**
     * Each fork's own figures, in fork order: a fork is one start of both tiers' JVMs, the unit of
     * repetition (what varies most from one run to the next is the JVM pair's JIT decisions and the host's
     * speed, which the rounds of one fork do not see). Null in a run of one fork.
     *
     * @param p50Micros each fork's p50 over its measured rounds
     * @param opsPerSecond each fork's mean ops/s over its rounds
     * @param clientCpuMicros each fork's client CPU per call ({@code serverCpuMicros} the server's); null
     *        entries where a tier could not be read
     * @param errors each fork's failed calls
     * @param steady whether each fork's warm-up of this wire ended steady
     * @param spread the fork-to-fork spread of this wire's rows, pooled (see ForkSpread); null when unknown
     */
    public record Forks(List<String> runIds, List<Double> p50Micros, List<Double> opsPerSecond,
            List<Double> clientCpuMicros, List<Double> serverCpuMicros, List<Long> errors, List<Boolean> steady,
            Spread spread) {

        public int count() {
            return runIds.size();
        }

        public Forks withSpread(Spread pooled) {
            return new Forks(runIds, p50Micros, opsPerSecond, clientCpuMicros, serverCpuMicros, errors, steady, pooled);
        }
    }

    /**
     * The standard deviation of the logarithms of a wire's fork figures around each row's own mean, pooled over
     * the wire's rows, and its degrees of freedom (the sum of each row's forks less one).
     *
     * @param serverCpuLogSd likewise of the server's CPU per call, with its own degrees of freedom (rows with a
     *        server only); null for an in-process wire, and in runs written before it was kept
     */
    public record Spread(Double p50LogSd, Double opsLogSd, int degrees, Double serverCpuLogSd,
            int serverCpuDegrees) {
    }

    /** The row's identity across runs: way, operation, concurrency and load; what compare matches rows by. */
    public String key() {
        String rate = load.targetRatePerSecond() == null ? "" : " @" + Math.round(load.targetRatePerSecond()) + "/s";
        return spoken.way() + " " + operationLabel() + " c=" + load.concurrency() + rate;
    }

    /** The operation as the table names it: "accounts(55)[required]", "concat(500)", "addOne batch=1000", "fetch(order.json)". */
    public String operationLabel() {
        if ("batch".equals(load.loadModel())) {
            return "addOne batch=" + work.size();
        }
        if (work.payload() != null) {
            return work.operation() + "(" + work.payload() + ")";
        }
        return work.operation() + ("addOne".equals(work.operation()) ? "" : "(" + work.size() + ")")
                + ("none".equals(work.tx()) ? "" : "[" + work.tx() + "]");
    }

    public long errorCount() {
        return errors.values().stream().mapToLong(Long::longValue).sum();
    }

    public ScenarioResult withForks(Forks newForks) {
        return new ScenarioResult(spoken, work, load, throughput, latencyMicros, calls, errors, floorMultiple,
                histogramFile, cost, trust, rounds, newForks, tiers);
    }

    public ScenarioResult withFloorMultiple(Double multiple) {
        return new ScenarioResult(spoken, work, load, throughput, latencyMicros, calls, errors, multiple, histogramFile,
                cost, trust, rounds, forks, tiers);
    }
}
