package dev.wirerace.results.lookup;

import dev.wirerace.results.lookup.LookupResult.PhaseFigures;
import java.util.Locale;
import java.util.stream.Collectors;

/** The console table of a lookup run: one row per case, context and thread shape. Times in ms. */
public final class LookupTable {

    private LookupTable() {
    }

    public static String render(LookupRunDocument run) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "%-26s %-5s %-8s %7s %6s %9s %9s %9s %9s %10s  %s%n", "case", "ctx",
                "shape", "ok", "errors", "p50 ms", "p99 ms", "mean ms", "2nd call", "elapsed s", "mean per phase (ms)"));
        for (LookupResult r : run.lookups()) {
            PhaseFigures total = r.total();
            out.append(String.format(Locale.ROOT, "%-26s %-5s %-8s %7s %6d %9s %9s %9s %9s %10s  %s%n", r.caseId(),
                    r.context(), r.shape(), r.ok() + "/" + r.lookups(), r.errorCount(),
                    total == null ? "-" : ms(total.p50()), total == null ? "-" : ms(total.p99()),
                    total == null ? "-" : ms(total.mean()), r.secondCall() == null ? "-" : ms(r.secondCall().p50()),
                    r.elapsedMs() == null ? "-" : String.format(Locale.ROOT, "%.2f", r.elapsedMs() / 1000),
                    r.phases().stream().map(p -> p.phase() + " " + ms(p.mean())).collect(Collectors.joining(", "))
                            + (r.failedAttemptsPerLookup() > 0 ? String.format(Locale.ROOT,
                                    "; %.2f failed tries per lookup", r.failedAttemptsPerLookup()) : "")));
        }
        if (!run.seeds().isEmpty()) {
            out.append(String.format(Locale.ROOT, "%nPublished beside ours (ms per lookup):%n"));
            run.seeds().forEach(seed -> out.append(String.format(Locale.ROOT, "  study %s  %-52s %8.1f  ours %8.3f%n",
                    seed.study(), seed.experiment(), seed.published(), seed.ours())));
        }
        return out.toString();
    }

    private static String ms(double millis) {
        return String.format(Locale.ROOT, millis < 10 ? "%.3f" : "%.1f", millis);
    }
}
