package dev.wirerace.results.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.wirerace.engine.ledger.Noise;
import dev.wirerace.engine.ledger.SocketCounters;
import dev.wirerace.engine.ledger.TierCost;
import dev.wirerace.engine.ledger.WindowCost;
import dev.wirerace.results.data.MadeUpRuns;
import dev.wirerace.results.data.ScenarioResult;
import dev.wirerace.results.stats.LedgerSums;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The CSV's rows against its header: every row has a field for every column, with a ledger or without. */
class ResultsCsvTest {

    private static int fields(String line) {
        return line.split(",", -1).length;
    }

    @Test
    void everyRowHasAsManyFieldsAsTheHeaderNamesColumns() {
        ScenarioResult noLedger = MadeUpRuns.row("grpc", List.of(100.0, 110.0), List.of(9_000.0, 8_000.0));
        ScenarioResult.Cost cost = LedgerSums.of(List.of(new WindowCost(1_000, 200_000_000L,
                new TierCost(30_000_000, 2, 1, 4_000_000, 1, 3, 40, -1), new TierCost(20_000_000, 1, 1, 2_000_000, 0, 0, 0, -1),
                new SocketCounters.Counts(100_000, 400_000, 2_000, 2_000), new Noise(0.0, 0.0))));
        ScenarioResult r = noLedger;
        ScenarioResult withLedger = new ScenarioResult(r.spoken(), r.work(), r.load(), r.throughput(),
                r.latencyMicros(), r.calls(), r.errors(), r.floorMultiple(), r.histogramFile(), cost, null, r.rounds(),
                r.forks(), r.tiers());

        List<String> lines = ResultsCsv.of(MadeUpRuns.run("csv", List.of(noLedger, withLedger))).lines().toList();

        int columns = fields(lines.get(0));
        assertEquals(3, lines.size());
        assertEquals(columns, fields(lines.get(1)), "a row without a ledger: " + lines.get(1));
        assertEquals(columns, fields(lines.get(2)), "a row without trust figures: " + lines.get(2));
        // the ledger's first column holds the client's CPU per call: 30 ms over 1,000 calls
        int clientCpu = List.of(lines.get(0).split(",")).indexOf("client_cpu_us_per_call");
        assertEquals(30.0, Double.parseDouble(lines.get(2).split(",", -1)[clientCpu]), 1e-9);
    }

    /** Scripts read these columns by name: the header stays as it was written before the columns were listed. */
    @Test
    void theHeaderNamesTheColumnsItAlwaysHas() {
        String header = ResultsCsv.of(MadeUpRuns.run("csv", List.of())).lines().findFirst().orElseThrow();
        assertEquals("wire,server,client,operation,tx,size,payload_bytes,concurrency,load_model,target_rate_per_s,ops_per_s," +
                "ops_per_s_ci95,p50_us,p50_us_low95,p50_us_high95,p90_us,p99_us,p999_us,max_us,mean_us,mean_us_ci95,calls_made,calls_ok," +
                "calls_measured,served_by_server,errors_timeout,errors_connection,errors_invalid_reply," +
                "errors_rejected,errors_not_started,errors_other,floor_multiple,calls_per_sample," +
                "client_cpu_us_per_call,client_user_us_per_call,client_system_us_per_call," +
                "server_cpu_us_per_call,server_user_us_per_call,server_system_us_per_call," +
                "server_calls_per_cpu_s,bytes_up_per_call,bytes_down_per_call,segments_up_per_call," +
                "segments_down_per_call,client_alloc_bytes_per_call,server_alloc_bytes_per_call,client_gc_count," +
                "client_gc_pause_ms,server_gc_count,server_gc_pause_ms,client_jit_ms,server_jit_ms," +
                "warmup_steady,rounds,disturbed_rounds,remeasured_rounds,max_others_cpu_share,max_steal_share," +
                "flags,client_threads,client_rss_mb,client_heap_after_gc_mb,client_open_files,server_threads," +
                "server_rss_mb,server_heap_after_gc_mb,server_open_files,p50_us_all_calls,broker_cpu_us_per_call,broker_alloc_bytes_per_call", header);
    }
}
