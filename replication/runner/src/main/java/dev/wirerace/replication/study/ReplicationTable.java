package dev.wirerace.replication.study;

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

    static String csv(List<TrialResult> trials) {
        StringBuilder csv = new StringBuilder("backend,nodes,sweep,elements,element_bytes,status,first_to_all_ms,"
                + "all_readers_ms,mb_per_s,heap_bytes_per_element,put_p50_us,put_p99_us,percent_of_ceiling,missing,"
                + "corrupt,duplicates\n");
        for (TrialResult t : trials) {
            csv.append(String.join(",", t.backend(), String.valueOf(t.nodes()), t.sweep(), String.valueOf(t.elements()),
                    String.valueOf(t.elementBytes()), t.status(), f(t.firstToAllMillis(), "%.3f"),
                    f(t.allReadersMillis(), "%.3f"), f(t.megabytesPerSecond(), "%.3f"), f(t.heapBytesPerElement(), "%.1f"),
                    String.valueOf(t.writer().getOrDefault("putP50Micros", "")),
                    String.valueOf(t.writer().getOrDefault("putP99Micros", "")), f(t.percentOfCeiling(), "%.1f"),
                    String.valueOf(t.missing()), String.valueOf(t.corrupt()), String.valueOf(t.duplicates()))).append('\n');
        }
        return csv.toString().replace(",-,", ",,");
    }

    private static String f(Double value, String pattern) {
        return value == null ? "-" : String.format(Locale.ROOT, pattern, value);
    }
}
