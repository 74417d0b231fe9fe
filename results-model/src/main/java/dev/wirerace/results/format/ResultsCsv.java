package dev.wirerace.results.format;

import dev.wirerace.engine.FailureKind;
import dev.wirerace.model.usage.ProcessHealth;
import dev.wirerace.results.data.ReferenceResult;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.ScenarioResult;
import dev.wirerace.results.stats.Intervals;

/** The scenarios as CSV, one row each, units in the header. */
public final class ResultsCsv {

    private static final CsvColumns<ScenarioResult.Cost> COST = new CsvColumns<ScenarioResult.Cost>()
            .add("client_cpu_us_per_call", c -> c.client().cpuMicros())
            .add("client_user_us_per_call", c -> c.client().userMicros())
            .add("client_system_us_per_call", c -> c.client().systemMicros())
            .add("server_cpu_us_per_call", c -> c.server().cpuMicros())
            .add("server_user_us_per_call", c -> c.server().userMicros())
            .add("server_system_us_per_call", c -> c.server().systemMicros())
            .add("server_calls_per_cpu_s", ScenarioResult.Cost::serverCallsPerCpuSecond)
            .add("bytes_up_per_call", c -> c.traffic().bytesUp())
            .add("bytes_down_per_call", c -> c.traffic().bytesDown())
            .add("segments_up_per_call", c -> c.traffic().segmentsUp())
            .add("segments_down_per_call", c -> c.traffic().segmentsDown())
            .add("client_alloc_bytes_per_call", c -> c.client().allocatedBytes())
            .add("server_alloc_bytes_per_call", c -> c.server().allocatedBytes())
            .add("client_gc_count", c -> c.client().gcCount())
            .add("client_gc_pause_ms", c -> c.client().gcPauseMillis())
            .add("server_gc_count", c -> c.server().gcCount())
            .add("server_gc_pause_ms", c -> c.server().gcPauseMillis())
            .add("client_jit_ms", c -> c.client().jitMillis())
            .add("server_jit_ms", c -> c.server().jitMillis());

    private static final CsvColumns<ScenarioResult.Trust> TRUST = new CsvColumns<ScenarioResult.Trust>()
            .add("warmup_steady", ScenarioResult.Trust::warmupSteady)
            .add("rounds", ScenarioResult.Trust::rounds)
            .add("disturbed_rounds", ScenarioResult.Trust::disturbedRounds)
            .add("remeasured_rounds", ScenarioResult.Trust::remeasuredRounds)
            .add("max_others_cpu_share", ScenarioResult.Trust::maxOthersCpuShare)
            .add("max_steal_share", ScenarioResult.Trust::maxStealShare)
            .add("flags", t -> String.join(" ", t.flags()));

    /** A tier's process at the end of the row's last round (ScenarioResult.Tiers), once per tier. */
    private static final CsvColumns<ProcessHealth> PROCESS = new CsvColumns<ProcessHealth>()
            .add("threads", ProcessHealth::threads)
            .add("rss_mb", p -> p.rssBytes() < 0 ? null : p.rssBytes() / 1e6)
            .add("heap_after_gc_mb", p -> p.heapAfterGcBytes() < 0 ? null : p.heapAfterGcBytes() / 1e6)
            .add("open_files", p -> p.openFiles() < 0 ? null : p.openFiles());

    static final CsvColumns<ScenarioResult> SCENARIOS = scenarioColumns();

    static final CsvColumns<ReferenceResult> REFERENCES = new CsvColumns<ReferenceResult>()
            .add("tool", ReferenceResult::tool).add("wire", ReferenceResult::wire)
            .add("operation", ReferenceResult::operation).add("size", ReferenceResult::size)
            .add("concurrency", ReferenceResult::concurrency).add("shape", ReferenceResult::shape)
            .add("seconds", ReferenceResult::seconds).add("requests", ReferenceResult::requests)
            .add("failed", ReferenceResult::failed).add("ops_per_s", ReferenceResult::opsPerSecond)
            .add("p50_us", ReferenceResult::latencyP50Micros).add("p90_us", ReferenceResult::latencyP90Micros)
            .add("p99_us", ReferenceResult::latencyP99Micros).add("command", ReferenceResult::command);

    private ResultsCsv() {
    }

    public static String of(RunDocument run) {
        return SCENARIOS.write(run.scenarios());
    }

    /** The outside load generators' rows ({@code --references}), with the command that made each. */
    public static String references(RunDocument run) {
        return REFERENCES.write(run.references());
    }

    private static CsvColumns<ScenarioResult> scenarioColumns() {
        CsvColumns<ScenarioResult> columns = new CsvColumns<ScenarioResult>()
                .add("wire", r -> r.spoken().wire()).add("server", ScenarioResult::server).add("client", r -> r.spoken().client())
                .add("operation", r -> r.work().operation()).add("tx", r -> r.work().tx())
                .add("size", r -> r.work().size()).add("payload_bytes", r -> r.work().payloadBytes())
                .add("concurrency", r -> r.load().concurrency()).add("load_model", r -> r.load().loadModel())
                .add("target_rate_per_s", r -> r.load().targetRatePerSecond())
                .add("ops_per_s", r -> r.throughput().opsPerSecond()).add("ops_per_s_ci95", Intervals::opsHalfWidth)
                .add("p50_us", Intervals::p50Centre)
                .add("p50_us_low95", s -> Intervals.p50(s) == null ? null : Intervals.p50(s).low())
                .add("p50_us_high95", s -> Intervals.p50(s) == null ? null : Intervals.p50(s).high())
                .add("p90_us", s -> s.latencyMicros().p90())
                .add("p99_us", s -> s.latencyMicros().p99()).add("p999_us", s -> s.latencyMicros().p999())
                .add("max_us", s -> s.latencyMicros().max()).add("mean_us", s -> s.latencyMicros().mean())
                .add("mean_us_ci95", s -> s.latencyMicros().meanCi95())
                .add("calls_made", s -> s.calls().made()).add("calls_ok", s -> s.calls().ok())
                .add("calls_measured", s -> s.calls().measured())
                .add("served_by_server", s -> s.calls().servedByServer());
        for (FailureKind kind : FailureKind.values()) {
            columns.add("errors_" + snake(kind.field()), s -> s.errors().getOrDefault(kind.field(), 0L));
        }
        return columns.add("floor_multiple", ScenarioResult::floorMultiple)
                .add("calls_per_sample", s -> s.latencyMicros().callsPerSample())
                .addAll(COST, ScenarioResult::cost).addAll(TRUST, ScenarioResult::trust)
                .addAll(PROCESS.prefixed("client_"), s -> s.tiers() == null ? null : s.tiers().client())
                .addAll(PROCESS.prefixed("server_"), s -> s.tiers() == null ? null : s.tiers().server())
                // last, so that the columns before it keep their places: p50_us is the forks' geometric mean
                .add("p50_us_all_calls", s -> s.latencyMicros().p50())
                // the broker wires' third tier, empty for every other wire; after the older columns, which keep their places
                .add("broker_cpu_us_per_call", s -> s.cost() == null || s.cost().broker() == null ? null
                        : s.cost().broker().cpuMicros())
                .add("broker_alloc_bytes_per_call", s -> s.cost() == null || s.cost().broker() == null ? null
                        : s.cost().broker().allocatedBytes());
    }

    /** invalidReply as invalid_reply. */
    private static String snake(String camel) {
        return camel.replaceAll("([A-Z])", "_$1").toLowerCase(java.util.Locale.ROOT);
    }
}
