package dev.wirerace.presentation.soak;

import dev.wirerace.model.usage.ProcessHealth;
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

    /** One row per sample and wire, the tiers' health repeated on each: for a spreadsheet. */
    static String csv(SoakDocument soak) {
        StringBuilder out = new StringBuilder("minute,wire,calls,errors,p50_us,p99_us,max_us,"
                + "presentation_heap_after_gc_bytes,presentation_rss_bytes,presentation_threads,presentation_open_files,presentation_sockets,"
                + "business_heap_after_gc_bytes,business_rss_bytes,business_threads,business_open_files,business_sockets\n");
        for (SoakDocument.Sample sample : soak.samples()) {
            for (Map.Entry<String, WireWindow> wire : sample.wires().entrySet()) {
                WireWindow w = wire.getValue();
                out.append(String.format(Locale.ROOT, "%.3f,%s,%d,%d,%.0f,%.0f,%.0f,%s,%s%n", sample.minute(), wire.getKey(),
                        w.calls(), w.errors(), w.p50Micros(), w.p99Micros(), w.maxMicros(), health(sample.presentation()),
                        health(sample.business())));
            }
        }
        return out.toString();
    }

    private static String health(ProcessHealth h) {
        return h == null ? ",,,," : h.heapAfterGcBytes() + "," + h.rssBytes() + "," + h.threads() + "," + h.openFiles() + "," + h.sockets();
    }
}
