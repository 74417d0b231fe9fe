package dev.wirerace.results;

import java.util.Locale;

/** The scenarios as CSV, one row each, units in the header. */
final class ResultsCsv {

    static final String HEADER = "wire,client,operation,tx,size,payload_bytes,concurrency,load_model,target_rate_per_s,"
            + "ops_per_s,ops_per_s_ci95,p50_us,p90_us,p99_us,p999_us,max_us,mean_us,mean_us_ci95,"
            + "calls_made,calls_ok,calls_measured,served_by_server,errors_timeout,errors_connection,"
            + "errors_invalid_reply,errors_rejected,errors_not_started,errors_other,floor_multiple,calls_per_sample,"
            + "client_cpu_us_per_call,client_user_us_per_call,client_system_us_per_call,server_cpu_us_per_call,"
            + "server_user_us_per_call,server_system_us_per_call,server_calls_per_cpu_s,bytes_up_per_call,"
            + "bytes_down_per_call,segments_up_per_call,segments_down_per_call,client_alloc_bytes_per_call,"
            + "server_alloc_bytes_per_call,client_gc_count,client_gc_pause_ms,server_gc_count,server_gc_pause_ms,client_jit_ms,server_jit_ms,"
            + "warmup_steady,rounds,disturbed_rounds,remeasured_rounds,max_others_cpu_share,max_steal_share,flags\n";

    private ResultsCsv() {
    }

    static String of(RunDocument run) {
        StringBuilder csv = new StringBuilder(HEADER);
        for (ScenarioResult s : run.scenarios()) {
            ScenarioResult.LatencyMicros l = s.latencyMicros();
            csv.append(String.join(",", s.wire(), s.client() == null ? "" : s.client(), s.operation(), s.tx(), String.valueOf(s.size()),
                    String.valueOf(s.payloadBytes()),
                    String.valueOf(s.concurrency()), s.loadModel(), number(s.targetRatePerSecond()),
                    number(s.opsPerSecond()), number(s.opsPerSecondCi95()), number(l.p50()), number(l.p90()),
                    number(l.p99()), number(l.p999()), number(l.max()), number(l.mean()), number(l.meanCi95()),
                    String.valueOf(s.calls().made()), String.valueOf(s.calls().ok()),
                    String.valueOf(s.calls().measured()), number(s.calls().servedByServer()),
                    error(s, "timeout"), error(s, "connection"), error(s, "invalidReply"), error(s, "rejected"),
                    error(s, "notStarted"), error(s, "other"), number(s.floorMultiple()), number(l.callsPerSample()), cost(s.cost()), trust(s.trust())))
                    .append('\n');
        }
        return csv.toString();
    }

    /** The outside load generators' rows ({@code --references}), with the command that made each. */
    static String references(RunDocument run) {
        StringBuilder csv = new StringBuilder("tool,wire,operation,size,concurrency,shape,seconds,requests,failed,"
                + "ops_per_s,p50_us,p90_us,p99_us,command\n");
        for (ReferenceResult r : run.references()) {
            csv.append(String.join(",", r.tool(), r.wire(), r.operation(), String.valueOf(r.size()),
                    String.valueOf(r.concurrency()), quoted(r.shape()), number(r.seconds()), String.valueOf(r.requests()),
                    String.valueOf(r.failed()), number(r.opsPerSecond()), number(r.latencyP50Micros()),
                    number(r.latencyP90Micros()), number(r.latencyP99Micros()), quoted(r.command()))).append('\n');
        }
        return csv.toString();
    }

    private static String quoted(String text) {
        return "\"" + text.replace("\"", "\"\"") + "\"";
    }

    private static String cost(ScenarioResult.Cost c) {
        if (c == null) {
            return ",".repeat(18);
        }
        return String.join(",", number(c.clientCpuMicros()), number(c.clientUserMicros()), number(c.clientSystemMicros()),
                number(c.serverCpuMicros()), number(c.serverUserMicros()), number(c.serverSystemMicros()),
                number(c.serverCallsPerCpuSecond()), number(c.bytesUp()), number(c.bytesDown()), number(c.segmentsUp()),
                number(c.segmentsDown()), number(c.clientAllocatedBytes()), number(c.serverAllocatedBytes()),
                String.valueOf(c.clientGcCount()), String.valueOf(c.clientGcPauseMillis()), number(c.serverGcCount()),
                number(c.serverGcPauseMillis()), number(c.clientJitMillis()), number(c.serverJitMillis()));
    }

    private static String trust(ScenarioResult.Trust t) {
        if (t == null) {
            return ",".repeat(6);
        }
        return String.join(",", String.valueOf(t.warmupSteady()), String.valueOf(t.rounds()),
                String.valueOf(t.disturbedRounds()), String.valueOf(t.remeasuredRounds()), number(t.maxOthersCpuShare()),
                number(t.maxStealShare()), String.join(" ", t.flags()));
    }

    private static String error(ScenarioResult s, String kind) {
        return String.valueOf(s.errors().getOrDefault(kind, 0L));
    }

    private static String number(Number value) {
        if (value == null) {
            return "";
        }
        return value instanceof Double d ? String.format(Locale.ROOT, "%.3f", d) : value.toString();
    }
}
