package dev.wirerace.presentation.results;

import java.util.List;
import java.util.Locale;

/** A comparison of two runs as a console table. */
public final class ComparisonTable {

    private ComparisonTable() {
    }

    public static String render(RunComparison comparison) {
        StringBuilder table = new StringBuilder();
        table.append(String.format(Locale.ROOT, "B = %s against A = %s: ratios B/A with 95%% intervals from the rounds; "
                + "a difference counts when the whole interval lies beyond ±%.0f%%%n", comparison.runB(),
                comparison.runA(), comparison.margin() * 100));
        table.append(String.format(Locale.ROOT, "%-44s %-33s %-33s %-33s %-20s %s%n", "scenario", "p50 B/A", "ops/s B/A",
                "server CPU/call B/A (lower: faster)", "verdict", "flags A | B"));
        int faster = 0;
        int slower = 0;
        int unclear = 0;
        for (RunComparison.Row row : comparison.rows()) {
            table.append(String.format(Locale.ROOT, "%-44s %-33s %-33s %-33s %-20s %s%n", row.scenario(), ratio(row.p50()),
                    ratio(row.opsPerSecond()), ratio(row.serverCpu()), row.verdict(),
                    flags(row.flagsA()) + " | " + flags(row.flagsB())));
            switch (row.verdict()) {
                case RunComparison.FASTER -> faster++;
                case RunComparison.SLOWER -> slower++;
                default -> unclear++;
            }
        }
        table.append(String.format(Locale.ROOT, "%d rows: B faster on %d, slower on %d, no clear difference (or mixed) on %d%n",
                comparison.rows().size(), faster, slower, unclear));
        if (!comparison.onlyInA().isEmpty() || !comparison.onlyInB().isEmpty()) {
            table.append(String.format(Locale.ROOT, "only in A: %s; only in B: %s%n", comparison.onlyInA(),
                    comparison.onlyInB()));
        }
        return table.toString();
    }

    private static String ratio(RunComparison.Ratio ratio) {
        if (ratio.ratio() == null) {
            return "-";
        }
        if (ratio.low() == null) {
            return String.format(Locale.ROOT, "%.3f", ratio.ratio());
        }
        String mark = switch (ratio.verdict()) {
            case RunComparison.FASTER -> " faster";
            case RunComparison.SLOWER -> " slower";
            default -> "";
        };
        return String.format(Locale.ROOT, "%.3f [%.3f, %.3f]%s", ratio.ratio(), ratio.low(), ratio.high(), mark);
    }

    private static String flags(List<String> flags) {
        return flags.isEmpty() ? "ok" : String.join(",", flags);
    }
}
