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
            LookupResult.Timing timing = r.timing();
            LookupResult.Outcome outcome = r.outcome();
            PhaseFigures total = timing.total();
            out.append(String.format(Locale.ROOT, "%-26s %-5s %-8s %7s %6d %9s %9s %9s %9s %10s  %s%n",
                    r.lookupCase().caseId(), r.shape().context(), r.shape().label(), outcome.ok() + "/" + outcome.lookups(),
                    outcome.errorCount(), total == null ? "-" : ms(total.p50()), total == null ? "-" : ms(total.p99()),
                    total == null ? "-" : ms(total.mean()), timing.secondCall() == null ? "-" : ms(timing.secondCall().p50()),
                    timing.elapsedMs() == null ? "-" : String.format(Locale.ROOT, "%.2f", timing.elapsedMs() / 1000),
                    timing.phases().stream().map(p -> p.phase() + " " + ms(p.mean())).collect(Collectors.joining(", "))
                            + (outcome.failedAttemptsPerLookup() > 0 ? String.format(Locale.ROOT,
                                    "; %.2f failed tries per lookup", outcome.failedAttemptsPerLookup()) : "")));
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
