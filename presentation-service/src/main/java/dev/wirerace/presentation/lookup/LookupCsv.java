package dev.wirerace.presentation.lookup;

import java.util.Locale;

/** results.csv of a lookup run: one row per case, context, shape and phase (total and second call too). */
final class LookupCsv {

    private LookupCsv() {
    }

    static String of(LookupRunDocument run) {
        StringBuilder csv = new StringBuilder(
                "case,wire,method,context,threads,lookups_per_thread,ok,errors,phase,p50_ms,p90_ms,p99_ms,max_ms,mean_ms,elapsed_ms\n");
        for (LookupResult r : run.lookups()) {
            var rows = new java.util.ArrayList<>(r.phases());
            if (r.total() != null) {
                rows.add(r.total());
                rows.add(r.secondCall());
            }
            for (LookupResult.PhaseFigures p : rows) {
                csv.append(String.format(Locale.ROOT, "%s,%s,%s,%s,%d,%d,%d,%d,%s,%.4f,%.4f,%.4f,%.4f,%.4f,%s%n",
                        r.caseId(), r.wire(), r.method(), r.context(), r.threads(), r.lookupsPerThread(), r.ok(),
                        r.errorCount(), p.phase(), p.p50(), p.p90(), p.p99(), p.max(), p.mean(),
                        r.elapsedMs() == null ? "" : String.format(Locale.ROOT, "%.3f", r.elapsedMs())));
            }
        }
        return csv.toString();
    }
}
