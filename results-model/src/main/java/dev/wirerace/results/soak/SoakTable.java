package dev.wirerace.results.soak;

import dev.wirerace.model.usage.ProcessHealth;
import dev.wirerace.results.format.CsvColumns;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;

/** A soak for the console (verdicts, then every wire's calls, errors and latency over the run) and as CSV. */
public final class SoakTable {

    private SoakTable() {
    }

    public static String render(SoakDocument soak) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "Soak %s: %.1f min at %.0f calls/s over %d wires, %d calls, %d failed (%s)%n%n",
                soak.runId(), soak.minutes(), soak.ratePerSecond(), soak.ways().size(), soak.calls(), soak.errors(),
                soak.status()));
        for (SoakDocument.TierVerdict tier : soak.verdicts()) {
            out.append(String.format(Locale.ROOT, "%-13s %s%n", tier.tier(), tier.verdict()));
            for (Trend t : tier.trends()) {
                out.append(String.format(Locale.ROOT, "    %-14s %10.1f -> %10.1f %-4s slope %+9.2f/min, line adds %+9.1f (flat up to %.1f)%n",
                        t.metric(), t.first(), t.last(), t.unit(), t.slopePerMinute(), t.fittedGrowth(), t.allowance()));
            }
        }
        out.append(String.format(Locale.ROOT, "%n%-16s %10s %8s %14s %14s   (latency after the first %d samples)%n",
                "wire", "calls", "failed", "median p50 µs", "worst p99 µs", soak.warmUpSamples()));
        List<SoakDocument.Sample> settled = soak.samples().subList(Math.min(soak.warmUpSamples(), soak.samples().size()),
                soak.samples().size());
        for (String way : soak.ways()) {
            long calls = windows(soak.samples(), way).mapToLong(WireWindow::calls).sum();
            long errors = windows(soak.samples(), way).mapToLong(WireWindow::errors).sum();
            double[] p50s = windows(settled, way).mapToDouble(WireWindow::p50Micros).filter(v -> !Double.isNaN(v))
                    .sorted().toArray();
            double p99 = windows(settled, way).mapToDouble(WireWindow::p99Micros).filter(v -> !Double.isNaN(v)).max()
                    .orElse(Double.NaN);
            out.append(String.format(Locale.ROOT, "%-16s %10d %8d %14.0f %14.0f%n", way, calls, errors,
                    p50s.length == 0 ? Double.NaN : p50s[p50s.length / 2], p99));
        }
        soak.lastFailures().forEach((way, failure) -> out.append(String.format(Locale.ROOT, "  %s, last failure: %s%n", way, failure)));
        return out.toString();
    }

    /** One way's windows over {@code samples}. */
    private static Stream<WireWindow> windows(List<SoakDocument.Sample> samples, String way) {
        return samples.stream().map(sample -> sample.wires().get(way)).filter(Objects::nonNull);
    }

    /** A row: one wire's window in one sample. */
    private record Row(SoakDocument.Sample sample, String way, WireWindow window) {
    }

    private static final CsvColumns<ProcessHealth> HEALTH = new CsvColumns<ProcessHealth>()
            .add("heap_after_gc_bytes", ProcessHealth::heapAfterGcBytes).add("rss_bytes", ProcessHealth::rssBytes)
            .add("threads", ProcessHealth::threads).add("open_files", ProcessHealth::openFiles)
            .add("sockets", ProcessHealth::sockets);

    private static final CsvColumns<Row> COLUMNS = new CsvColumns<Row>()
            .add("minute", row -> row.sample().minute()).add("wire", Row::way)
            .add("calls", row -> row.window().calls()).add("errors", row -> row.window().errors())
            .add("p50_us", row -> Math.round(row.window().p50Micros()))
            .add("p99_us", row -> Math.round(row.window().p99Micros()))
            .add("max_us", row -> Math.round(row.window().maxMicros()))
            .addAll(HEALTH.prefixed("presentation_"), row -> row.sample().presentation())
            .addAll(HEALTH.prefixed("business_"), row -> row.sample().business());

    /** One row per sample and wire, the tiers' health repeated on each: for a spreadsheet. */
    public static String csv(SoakDocument soak) {
        List<Row> rows = new ArrayList<>();
        for (SoakDocument.Sample sample : soak.samples()) {
            sample.wires().forEach((way, window) -> rows.add(new Row(sample, way, window)));
        }
        return COLUMNS.write(rows);
    }
}
