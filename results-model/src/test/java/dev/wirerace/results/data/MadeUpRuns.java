package dev.wirerace.results.data;

import dev.wirerace.results.stats.FloorMultiples;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Made-up runs of made-up rows, each row with its forks' figures, for the comparison's and merge's rules. */
public final class MadeUpRuns {

    private static final ScenarioResult.Work ADD_ONE = new ScenarioResult.Work("addOne", "none", 0, 4);

    private MadeUpRuns() {
    }

    /** A remote addOne row at concurrency 1 whose forks had these p50s and ops/s and no errors. */
    public static ScenarioResult row(String way, List<Double> p50s, List<Double> ops) {
        return row(way, p50s, ops, 0);
    }

    public static ScenarioResult row(String way, List<Double> p50s, List<Double> ops, long errors) {
        return row(way, 1, p50s, ops, errors);
    }

    public static ScenarioResult row(String way, int concurrency, List<Double> p50s, List<Double> ops, long errors) {
        List<String> forkIds = new ArrayList<>();
        for (int i = 1; i <= p50s.size(); i++) {
            forkIds.add("fork-" + i);
        }
        Double p50 = p50s.stream().allMatch(v -> v != null) ? p50s.stream().mapToDouble(Double::doubleValue).average().orElse(0) : null;
        Double meanOps = ops.stream().allMatch(v -> v != null) ? ops.stream().mapToDouble(Double::doubleValue).average().orElse(0) : null;
        ScenarioResult.Forks forks = new ScenarioResult.Forks(forkIds, p50s, ops, p50s, p50s,
                p50s.stream().map(v -> 0L).toList(), p50s.stream().map(v -> true).toList(), null);
        return new ScenarioResult(new ScenarioResult.Spoken(way, way, "default", "default", way, true, false, false),
                ADD_ONE, new ScenarioResult.Load(concurrency, "closed", null), new ScenarioResult.Throughput(meanOps, null, ops),
                new ScenarioResult.LatencyMicros(p50, p50, p50, p50, p50, p50, null, 1),
                new ScenarioResult.Calls(1_000, 1_000 - errors, 1_000, 1_000L), Map.of("timeout", errors), null,
                null, null, new ScenarioResult.Trust(true, p50s.size(), 0, 0, 0.0, 0.0, List.of(), null), null, forks, null);
    }

    /** The raw TCP floor's row at this concurrency, whose forks had these p50s (and server CPU) and ops/s. */
    public static ScenarioResult floorRow(int concurrency, List<Double> p50s, List<Double> ops) {
        ScenarioResult remote = row(FloorMultiples.FLOOR_WIRE, concurrency, p50s, ops, 0);
        return new ScenarioResult(new ScenarioResult.Spoken(FloorMultiples.FLOOR_WIRE, "raw TCP floor", "default", "default",
                FloorMultiples.FLOOR_WIRE, true, false, true), ADD_ONE, remote.load(), remote.throughput(),
                remote.latencyMicros(), remote.calls(), remote.errors(), null, null, null, remote.trust(), null,
                remote.forks(), null);
    }

    /** An in-process row (no server, so no server CPU in any fork) whose forks had these p50s and ops/s. */
    public static ScenarioResult inProcessRow(String way, List<Double> p50s, List<Double> ops) {
        ScenarioResult remote = row(way, p50s, ops);
        ScenarioResult.Forks f = remote.forks();
        ScenarioResult.Forks noServer = new ScenarioResult.Forks(f.runIds(), f.p50Micros(), f.opsPerSecond(),
                f.clientCpuMicros(), p50s.stream().map(v -> (Double) null).toList(), f.errors(), f.steady(), null);
        return new ScenarioResult(new ScenarioResult.Spoken(way, way, "default", "default", way, false, false, false),
                ADD_ONE, new ScenarioResult.Load(1, "closed", null), new ScenarioResult.Throughput(remote.throughput().opsPerSecond(), null, ops),
                remote.latencyMicros(), remote.calls(), remote.errors(), null, null, null, remote.trust(), null, noServer, null);
    }

    /** The row with its forks' server CPU per call replaced: a server that pays apart from the latency. */
    public static ScenarioResult withServerCpu(ScenarioResult row, List<Double> serverCpus) {
        return withTierCpu(row, row.forks().clientCpuMicros(), serverCpus);
    }

    /** The row with its forks' client and server CPU per call replaced: each tier as its host and code made it. */
    public static ScenarioResult withTierCpu(ScenarioResult row, List<Double> clientCpus, List<Double> serverCpus) {
        ScenarioResult.Forks f = row.forks();
        return row.withForks(new ScenarioResult.Forks(f.runIds(), f.p50Micros(), f.opsPerSecond(), clientCpus,
                serverCpus, f.errors(), f.steady(), f.spread()));
    }

    public static RunDocument run(String runId, List<ScenarioResult> rows) {
        return run(runId, rows, 0L);
    }

    public static RunDocument run(String runId, List<ScenarioResult> rows, long workNanos) {
        return run(runId, rows, workNanos, null);
    }

    /** A run whose tiers' hosts ran the Java yardstick at these speeds (per fork). */
    public static RunDocument run(String runId, List<ScenarioResult> rows, JavaSpeed speed) {
        return run(runId, rows, 0L, speed);
    }

    public static RunDocument run(String runId, List<ScenarioResult> rows, long workNanos, JavaSpeed speed) {
        RunSettings settings = new RunSettings(new RunSettings.Warmup(null, null, null, null, 200L),
                new RunSettings.Timing(5, 160L, 1L, null, null, null, null), new RunSettings.Load("closed", null, workNanos, 0L, "platform"),
                new RunSettings.Faults(null, "none", List.of()),
                new RunSettings.Environment("127.0.0.1", null, null, null, null, List.of(), List.of(), null),
                new RunSettings.Forks(false, null, 3, List.of()), null, null, speed, null);
        return new RunDocument(new RunHeader(RunDocument.KIND, runId, "quick", "jvm", "JVM", "loopback", "completed", null,
                "2026-11-25T00:00:00Z", "2026-11-25T00:05:00Z", "abc", Map.of(), new RunHeader.Machine(2, 1L)),
                settings, rows, List.of(), Map.of(), null, List.of(), List.of(), null);
    }
}
