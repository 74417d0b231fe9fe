package dev.wirerace.results.lookup;

import dev.wirerace.results.format.CsvColumns;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/** results.csv of a lookup run: one row per case, context, shape and phase (total and second call too). */
public final class LookupCsv {

    /** A row: one phase of one case. */
    private record Row(LookupResult result, LookupResult.PhaseFigures phase) {
    }

    private static final CsvColumns<Row> COLUMNS = new CsvColumns<Row>()
            .add("case", row -> row.result().lookupCase().caseId()).add("wire", row -> row.result().lookupCase().wire())
            .add("method", row -> row.result().lookupCase().method()).add("context", row -> row.result().shape().context())
            .add("threads", row -> row.result().shape().threads())
            .add("lookups_per_thread", row -> row.result().shape().lookupsPerThread())
            .add("ok", row -> row.result().outcome().ok()).add("errors", row -> row.result().outcome().errorCount())
            .add("phase", row -> row.phase().phase())
            .add("p50_ms", millis(LookupResult.PhaseFigures::p50)).add("p90_ms", millis(LookupResult.PhaseFigures::p90))
            .add("p99_ms", millis(LookupResult.PhaseFigures::p99)).add("max_ms", millis(LookupResult.PhaseFigures::max))
            .add("mean_ms", millis(LookupResult.PhaseFigures::mean)).add("elapsed_ms", row -> row.result().timing().elapsedMs());

    private LookupCsv() {
    }

    public static String of(LookupRunDocument run) {
        List<Row> rows = new ArrayList<>();
        for (LookupResult result : run.lookups()) {
            result.timing().phases().forEach(phase -> rows.add(new Row(result, phase)));
            if (result.timing().total() != null) {
                rows.add(new Row(result, result.timing().total()));
                rows.add(new Row(result, result.timing().secondCall()));
            }
        }
        return COLUMNS.write(rows);
    }

    /** Four decimals: a warm lookup's phase takes some microseconds. */
    private static java.util.function.Function<Row, String> millis(ToDoubleFunction<LookupResult.PhaseFigures> figure) {
        return row -> String.format(Locale.ROOT, "%.4f", figure.applyAsDouble(row.phase()));
    }
}
