package dev.wirerace.replication.study;

import dev.wirerace.results.format.CsvColumns;
import java.util.List;
import java.util.Locale;

/** The console table and results.csv of a replication run. */
final class ReplicationTable {

    private ReplicationTable() {
    }

    static String render(List<TrialResult> trials) {
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT,
                "%n%-16s %5s %-5s %9s %8s %6s %12s %12s %9s %10s %8s %8s  %s%n", "backend", "nodes", "sweep",
                "elements", "bytes", "status", "first>all ms", "all read ms", "MB/s", "heap B/elt", "put p50",
                "% ceil", "loss"));
        for (TrialResult t : trials) {
            out.append(String.format(Locale.ROOT, "%-16s %5d %-5s %,9d %,8d %6s %12s %12s %9s %10s %8s %8s  %s%n",
                    t.backend(), t.nodes(), t.sweep(), t.elements(), t.elementBytes(), t.status(),
                    f(t.firstToAllMillis(), "%.1f"), f(t.allReadersMillis(), "%.1f"), f(t.megabytesPerSecond(), "%.1f"),
                    f(t.heapBytesPerElement(), "%.0f"),
                    t.writer().get("putP50Micros") == null ? "-" : t.writer().get("putP50Micros") + " µs",
                    f(t.percentOfCeiling(), "%.0f"), t.ok() ? "none" : t.failureReason()));
        }
        return out.toString();
    }

    private static final CsvColumns<TrialResult> CSV = new CsvColumns<TrialResult>()
            .add("backend", TrialResult::backend).add("nodes", TrialResult::nodes).add("sweep", TrialResult::sweep)
            .add("elements", TrialResult::elements).add("element_bytes", TrialResult::elementBytes)
            .add("status", TrialResult::status).add("first_to_all_ms", TrialResult::firstToAllMillis)
            .add("all_readers_ms", TrialResult::allReadersMillis).add("mb_per_s", TrialResult::megabytesPerSecond)
            .add("heap_bytes_per_element", TrialResult::heapBytesPerElement)
            .add("put_p50_us", t -> t.writer().get("putP50Micros")).add("put_p99_us", t -> t.writer().get("putP99Micros"))
            .add("percent_of_ceiling", TrialResult::percentOfCeiling).add("missing", TrialResult::missing)
            .add("corrupt", TrialResult::corrupt).add("duplicates", TrialResult::duplicates);

    static String csv(List<TrialResult> trials) {
        return CSV.write(trials);
    }

    private static String f(Double value, String pattern) {
        return value == null ? "-" : String.format(Locale.ROOT, pattern, value);
    }
}
