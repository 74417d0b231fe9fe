package dev.wirerace.results.data;

import dev.wirerace.model.wire.Way;
import dev.wirerace.model.wire.Wire;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * Made-up result rows for tests of what reads a run: only the figures a test names are set, the rest are
 * plausible defaults, so each test says what it is about.
 */
public final class TestRows {

    private final Way way;
    private String operation = "addOne";
    private String tx = "none";
    private String payload;
    private int size;
    private int concurrency = 1;
    private Double p50;
    private List<Double> roundP50s;
    private List<Double> forkP50s;
    private ScenarioResult.Trust trust = new ScenarioResult.Trust(true, 5, 0, 0, 0.0, 0.0, List.of(), null);
    private long failedCalls;
    private Double offeredRate;
    private Double deliveredRate;
    private Double p99;
    /** clientCpu, serverCpu, bytesUp, bytesDown, segmentsUp, segmentsDown per call; null for the defaults. */
    private double[] ledger;
    private Double brokerCpu;

    private TestRows(String way) {
        this.way = Way.byId(way);
    }

    /** A row of {@code way} ("grpc", "rest-http@apache5") with this p50; null for a row whose every call failed. */
    public static TestRows row(String way, Double p50) {
        TestRows row = new TestRows(way);
        row.p50 = p50;
        return row;
    }

    public TestRows operation(String operation, int size, String tx) {
        this.operation = operation;
        this.size = size;
        this.tx = tx;
        return this;
    }

    /** A row of the user's payload's {@code operation} (fetch, store), the payload's file named {@code file}. */
    public TestRows payload(String operation, String file, int bytes) {
        this.operation = operation;
        this.size = bytes;
        this.payload = file;
        return this;
    }

    public TestRows concurrency(int concurrency) {
        this.concurrency = concurrency;
        return this;
    }

    /** Each fork's p50: the interval is drawn from these when there are two or more. */
    public TestRows forks(double... p50s) {
        this.forkP50s = Arrays.stream(p50s).boxed().toList();
        return this;
    }

    /** Each round's p50 in a run of one fork. */
    public TestRows rounds(double... p50s) {
        this.roundP50s = Arrays.stream(p50s).boxed().toList();
        return this;
    }

    public TestRows trust(boolean warmupSteady, int disturbedRounds, int rounds, String... flags) {
        this.trust = new ScenarioResult.Trust(warmupSteady, rounds, disturbedRounds, 0, 0.0, 0.0, List.of(flags), null);
        return this;
    }

    /** A fixed-rate row: the rate offered, the calls a second delivered, and its p99. */
    public TestRows fixedRate(double offered, double delivered, double p99Micros) {
        this.offeredRate = offered;
        this.deliveredRate = delivered;
        this.p99 = p99Micros;
        return this;
    }

    /** The ledger's figures per call: each tier's CPU (µs), the bytes and TCP segments each way. */
    public TestRows ledger(double clientCpu, double serverCpu, double bytesUp, double bytesDown, double segmentsUp,
            double segmentsDown) {
        this.ledger = new double[] {clientCpu, serverCpu, bytesUp, bytesDown, segmentsUp, segmentsDown};
        return this;
    }

    /** The broker's CPU per call (µs), the third tier of the broker wires. */
    public TestRows brokerCpu(double micros) {
        this.brokerCpu = micros;
        return this;
    }

    public TestRows failedCalls(long failed) {
        this.failedCalls = failed;
        return this;
    }

    private static ScenarioResult.TierPerCall tier(Double cpu, Double user, Double system, Double allocated) {
        return new ScenarioResult.TierPerCall(cpu, user, system, allocated, 0L, 0L, 0L, null);
    }

    public ScenarioResult build() {
        Wire wire = way.wire();
        boolean remote = wire.remote();
        ScenarioResult.LatencyMicros latency = new ScenarioResult.LatencyMicros(p50, p50 == null ? null : p50 * 1.2,
                p99 != null ? p99 : p50 == null ? null : p50 * 2, null, null, p50, null, 1);
        ScenarioResult.Cost cost = ledger != null
                ? new ScenarioResult.Cost(1000, tier(ledger[0], null, null, 512.0), tier(ledger[1], null, null, 256.0), null,
                        new ScenarioResult.Traffic(ledger[2], ledger[3], ledger[4], ledger[5]),
                        brokerCpu == null ? null : tier(brokerCpu, null, null, 128.0))
                : new ScenarioResult.Cost(1000, tier(20.0, 15.0, 5.0, 512.0), tier(remote ? 18.0 : null, null, null, 256.0), null,
                        new ScenarioResult.Traffic(remote ? 120.0 : null, remote ? 80.0 : null, null, null));
        ScenarioResult.Rounds rounds = roundP50s == null ? null
                : new ScenarioResult.Rounds(roundP50s, null, null, null, null, null, null);
        ScenarioResult.Forks forks = forkP50s == null ? null : new ScenarioResult.Forks(
                IntStream.range(0, forkP50s.size()).mapToObj(i -> "fork-" + i).toList(), forkP50s, null, null, null,
                null, null, null);
        return new ScenarioResult(
                new ScenarioResult.Spoken(wire.id(), wire.label(), way.client().id(), way.client().label(), way.id(),
                        remote, wire.tls(), wire.reach() == Wire.Reach.FLOOR),
                new ScenarioResult.Work(operation, tx, size, size * 10, payload),
                new ScenarioResult.Load(concurrency, offeredRate == null ? "closed" : "fixed-rate", offeredRate),
                new ScenarioResult.Throughput(deliveredRate != null ? deliveredRate : p50 == null ? null : 1e6 / p50,
                        null, null),
                latency, new ScenarioResult.Calls(1000, 1000 - failedCalls, 900, remote ? 1000L : null),
                Map.of("timeout", failedCalls, "other", 0L), null, null, cost, trust, rounds, forks, null);
    }

    /** A finished comparison run of these rows, in the order given. */
    public static RunDocument run(List<ScenarioResult> rows) {
        return run("test-run", "loopback", rows);
    }

    /** The same, with its id and the network it ran on. */
    public static RunDocument run(String runId, String network, List<ScenarioResult> rows) {
        return new RunDocument(new RunHeader(RunDocument.KIND, runId, "quick", "jvm", "JVM", network, "finished",
                null, null, null, null, Map.of(), null), null, rows, List.of(), Map.of(), null, null, null, null);
    }
}
