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
                    t.setup().backend(), t.setup().nodes(), t.setup().sweep(), t.setup().elements(),
                    t.setup().elementBytes(), t.outcome().status(), f(t.figures().firstToAllMillis(), "%.1f"),
                    f(t.figures().allReadersMillis(), "%.1f"), f(t.figures().megabytesPerSecond(), "%.1f"),
                    f(t.figures().heapBytesPerElement(), "%.0f"),
                    t.writer().get("putP50Micros") == null ? "-" : t.writer().get("putP50Micros") + " µs",
                    f(t.figures().percentOfCeiling(), "%.0f"), t.ok() ? "none" : t.outcome().failureReason()));
        }
        return out.toString();
    }

    private static final CsvColumns<TrialResult> CSV = new CsvColumns<TrialResult>()
            .add("backend", t -> t.setup().backend()).add("nodes", t -> t.setup().nodes())
            .add("sweep", t -> t.setup().sweep()).add("elements", t -> t.setup().elements())
            .add("element_bytes", t -> t.setup().elementBytes()).add("status", t -> t.outcome().status())
            .add("first_to_all_ms", t -> t.figures().firstToAllMillis())
            .add("all_readers_ms", t -> t.figures().allReadersMillis())
            .add("mb_per_s", t -> t.figures().megabytesPerSecond())
            .add("heap_bytes_per_element", t -> t.figures().heapBytesPerElement())
            .add("put_p50_us", t -> t.writer().get("putP50Micros")).add("put_p99_us", t -> t.writer().get("putP99Micros"))
            .add("percent_of_ceiling", t -> t.figures().percentOfCeiling()).add("missing", t -> t.outcome().missing())
            .add("corrupt", t -> t.outcome().corrupt()).add("duplicates", t -> t.outcome().duplicates());

    static String csv(List<TrialResult> trials) {
        return CSV.write(trials);
    }

    private static String f(Double value, String pattern) {
        return value == null ? "-" : String.format(Locale.ROOT, pattern, value);
    }
}
