package dev.wirerace.results.format;

import dev.wirerace.results.data.ScenarioResult;
import dev.wirerace.results.stats.FloorMultiples;
import dev.wirerace.results.stats.HostShift;
import dev.wirerace.results.stats.RunComparison;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.apache.commons.math3.stat.descriptive.rank.Median;

/** A comparison of two runs as a console table: what it drew on, the verdicts, and why each row stands. */
public final class ComparisonTable {

    private ComparisonTable() {
    }

    public static String render(RunComparison comparison) {
        return render(comparison, null);
    }

    /**
     * @param relative the same two runs read relative to the host (p50 over the raw floor, server CPU over the
     *        client's, fork by fork), shown in extra labelled columns beside the figures as measured; null: none
     */
    public static String render(RunComparison comparison, RunComparison relative) {
        java.util.Map<String, RunComparison.Row> relativeRows = new java.util.HashMap<>();
        if (relative != null) {
            relative.rows().forEach(row -> relativeRows.put(row.scenario(), row));
        }
        StringBuilder table = new StringBuilder();
        table.append(String.format(Locale.ROOT, "B = %s against A = %s: ratios B/A with 95%% intervals%n",
                comparison.runB(), comparison.runA()));
        table.append(comparison.repetition().equals("forks")
                ? String.format(Locale.ROOT, "drawn from the forks of each run (a fork: both JVMs started afresh)%n")
                : String.format(Locale.ROOT, "drawn from the ROUNDS of one JVM pair per run: they miss the JVM-to-JVM"
                        + " shift, so verdicts are not to be trusted (run with --forks 2 or more)%n"));
        table.append(String.format(Locale.ROOT, "a row differs when its p50 differs beyond ±%.1f%% (%s) and its ops/s"
                + " moved the same way, Benjamini–Hochberg at %.0f%% over the rows%s; it is the same when its p50 is"
                + " within ±%.0f%% (two one-sided tests); else can't tell%n", comparison.margin() * 100,
                comparison.marginSource(), RunComparison.FALSE_DISCOVERY_RATE * 100, comparison.perFloor()
                        ? "; each remote row's p50 and ops/s over the raw floor's in the same fork" : "",
                comparison.equivalence() * 100));
        table.append(comparison.runToRunKnown() ? "intervals include the run-to-run term, " + comparison.runToRun()
                + System.lineSeparator() : "NOTE: " + comparison.runToRun() + System.lineSeparator());
        table.append(String.format(Locale.ROOT, "and apart from it, each tier's CPU per call and both together: dearer or"
                + " cheaper when it%s differs beyond ±%.1f%% (%s), Benjamini–Hochberg over the rows a server answered;"
                + " a change is put on one tier only where the other's is the same%n", comparison.perFloor() ? ", over the client's CPU per call on the same row and"
                        + " fork (both tiers share the host's drift; a change to the client moves it too, the other way),"
                        : "", comparison.serverCpuMargin() * 100, comparison.serverCpuMarginSource()));
        if (comparison.host() != null) {
            table.append(host(comparison.host(), comparison.perFloor()));
        }
        table.append(tiers(comparison.rows()));
        if (!comparison.differences().isEmpty()) {
            table.append(String.format(Locale.ROOT, "NOT LIKE FOR LIKE, the runs differ in: %s%n",
                    String.join("; ", comparison.differences())));
        }
        String columns = "%-44s %-30s %-30s %7s %-12s %7s %-30s %-12s %-20s %-20s %-26s %-11s %s%n";
        String relativeColumns = relative == null ? "" : "%-20s %-20s ";
        table.append(String.format(Locale.ROOT, columns.replace("%-44s ", "%-44s " + relativeColumns), header(relative,
                "scenario", "p50 B/A", "ops/s B/A", "q", "verdict", "sees",
                comparison.perFloor() ? "server ÷ client CPU/call B/A" : "server CPU/call B/A", "server CPU",
                "client CPU", "both tiers", "who pays", "errors A|B", "flags A | B")));
        for (RunComparison.Row row : comparison.rows()) {
            RunComparison.Row other = relativeRows.get(row.scenario());
            RunComparison.TierCpu tiers = row.tiers();
            List<Object> cells = new java.util.ArrayList<>(List.of(row.scenario()));
            if (relative != null) {
                cells.add(other == null ? "-" : shortRatio(other.latency().p50()));
                cells.add(other == null ? "-" : shortRatio(other.server().ratio()));
            }
            RunComparison.Latency latency = row.latency();
            cells.addAll(List.of(ratio(latency.p50()), ratio(latency.opsPerSecond()),
                    latency.q() >= 1 ? "-" : String.format(Locale.ROOT, "%.3f", latency.q()), latency.verdict(),
                    row.detectable() == null ? "-" : String.format(Locale.ROOT, "±%.0f%%", 100 * row.detectable()),
                    ratio(row.server().ratio()), row.server().verdict() == null ? "-" : row.server().verdict(),
                    tiers == null ? "-" : tierCell(tiers.clientVerdict(), tiers.client()),
                    tiers == null ? "-" : tierCell(tiers.bothVerdict(), tiers.both()),
                    tiers == null ? "-" : tiers.pays(), row.a().errors() + "|" + row.b().errors(),
                    flags(row.a().flags()) + " | " + flags(row.b().flags())));
            table.append(String.format(Locale.ROOT, columns.replace("%-44s ", "%-44s " + relativeColumns), cells.toArray()));
        }
        List<String> verdicts = comparison.rows().stream().map(row -> row.latency().verdict()).toList();
        table.append(String.format(Locale.ROOT, "%d rows: B faster on %d, slower on %d, the same within ±%.0f%% on %d,"
                + " can't tell on %d, failed rounds or errors on %d%n", comparison.rows().size(),
                count(verdicts, RunComparison.FASTER), count(verdicts, RunComparison.SLOWER), comparison.equivalence() * 100,
                count(verdicts, RunComparison.SAME), count(verdicts, RunComparison.CANT_TELL),
                count(verdicts, RunComparison.FAILED) + count(verdicts, RunComparison.ERRORS)));
        table.append(serverCpuSummary(comparison.rows()));
        comparison.medianDetectable().ifPresent(share -> table.append(String.format(Locale.ROOT, "sees: the smallest"
                + " change a row's p50 would show 4 times in 5 were it the only change (after Benjamini–Hochberg over the rows); on the median row ±%.0f%%:"
                + " \"can't tell\" there does not rule out a smaller one%n", 100 * share)));
        if (relative != null) {
            table.append(String.format(Locale.ROOT, "relative readings (extra columns, no verdict): p50 over the raw floor"
                    + " of the same fork, server CPU per call over its client's, B/A; they cancel the host's drift and"
                    + " anything else both share: a change to both tiers alike does not show in them%n"));
        }
        if (!comparison.onlyInA().isEmpty() || !comparison.onlyInB().isEmpty()) {
            table.append(String.format(Locale.ROOT, "only in A: %s; only in B: %s%n", comparison.onlyInA(),
                    comparison.onlyInB()));
        }
        return table.toString();
    }

    /** How the server CPU verdicts came out, over the rows a server answered. */
    private static String serverCpuSummary(List<RunComparison.Row> rows) {
        List<String> verdicts = rows.stream().map(row -> row.server().verdict()).filter(v -> v != null).toList();
        if (verdicts.isEmpty()) {
            return "";
        }
        double[] sees = rows.stream().filter(row -> row.server().verdict() != null)
                .map(row -> row.server().ratio().detectable()).filter(d -> d != null).mapToDouble(Double::doubleValue).toArray();
        List<String> client = rows.stream().filter(row -> row.tiers() != null).map(row -> row.tiers().clientVerdict())
                .filter(v -> v != null).toList();
        List<String> both = rows.stream().filter(row -> row.tiers() != null).map(row -> row.tiers().bothVerdict())
                .filter(v -> v != null).toList();
        return String.format(Locale.ROOT, "%d rows a server answered: B's calls cost the server more on %d, less on %d,"
                + " the same on %d, can't tell on %d; the client more on %d, less on %d, the same on %d, can't tell on %d;"
                + " both tiers together more on %d, less on %d, the same on %d, can't tell on %d%s%n", verdicts.size(),
                count(verdicts, RunComparison.DEARER), count(verdicts, RunComparison.CHEAPER),
                count(verdicts, RunComparison.SAME), count(verdicts, RunComparison.CANT_TELL),
                count(client, RunComparison.DEARER), count(client, RunComparison.CHEAPER),
                count(client, RunComparison.SAME), count(client, RunComparison.CANT_TELL),
                count(both, RunComparison.DEARER), count(both, RunComparison.CHEAPER),
                count(both, RunComparison.SAME), count(both, RunComparison.CANT_TELL), sees.length == 0 ? ""
                        : String.format(Locale.ROOT, "; on the median row it would see a change of ±%.0f%%",
                                100 * new Median().evaluate(sees)));
    }

    /**
     * How far each tier's CPU per call moved, as measured, at the median row a server answered: the two moving alike
     * is the host; the server's alone, the server's code.
     */
    private static String tiers(List<RunComparison.Row> rows) {
        double[] server = ratios(rows, c -> c.server().cpuMicros());
        double[] client = ratios(rows, c -> c.client().cpuMicros());
        if (server.length == 0 || client.length == 0) {
            return "";
        }
        return String.format(Locale.ROOT, "both tiers, as measured: CPU per call B/A %.3f on the server, %.3f on the"
                + " client, at the median of the %d rows a server answered%n", new Median().evaluate(server),
                new Median().evaluate(client), server.length);
    }

    /** One figure's ratio B / A, as measured, on each row a server answered that has it in both runs. */
    private static double[] ratios(List<RunComparison.Row> rows, Function<ScenarioResult.Cost, Double> figure) {
        return rows.stream().filter(row -> row.server().verdict() != null && row.a().cost() != null && row.b().cost() != null)
                .map(row -> {
                    Double a = figure.apply(row.a().cost());
                    Double b = figure.apply(row.b().cost());
                    return a == null || b == null || !(a > 0) || !(b > 0) ? null : b / a;
                })
                .filter(ratio -> ratio != null).mapToDouble(Double::doubleValue).toArray();
    }

    private static long count(List<String> verdicts, String verdict) {
        return verdicts.stream().filter(verdict::equals).count();
    }

    private static String host(HostShift host, boolean perFloor) {
        return String.format(Locale.ROOT, "the host: the raw floor (%s, %d row%s) moved by p50 %.3f, server CPU per call %s,"
                + " client CPU per call %s (B/A); %s%n", FloorMultiples.FLOOR_WIRE, host.rows(), host.rows() == 1 ? "" : "s",
                host.p50(),
                orDash(host.serverCpu()), orDash(host.clientCpu()), perFloor
                        ? "the remote rows' p50 and ops/s below are over it, fork by fork, so that this drift cancels"
                        : "every figure below carries this drift, as measured (--relative adds columns that divide it out)")
                + javaSpeed(host);
    }

    /**
     * How fast the tiers' hosts ran the Java yardstick in B against A: the host's speed at Java code, which the
     * floor does not see and which every CPU per call below carries.
     */
    private static String javaSpeed(HostShift host) {
        if (host.serverJavaSpeed() == null && host.clientJavaSpeed() == null) {
            return "";
        }
        return String.format(Locale.ROOT, "the hosts' speed at Java code: a fixed piece of Java work took %s of A's CPU"
                + " time on the server's host, %s on the client's (B/A; it moves by up to 5 %% between JVM starts on a"
                + " host that holds still); the CPU per call below carries such a shift%n", orDash(host.serverJavaSpeed()),
                orDash(host.clientJavaSpeed()));
    }

    /** The header's cells, the relative columns' names after the scenario's when there are any. */
    private static Object[] header(RunComparison relative, String... names) {
        List<Object> cells = new java.util.ArrayList<>(List.of(names[0]));
        if (relative != null) {
            cells.add("p50÷floor B/A");
            cells.add("srv÷cli CPU B/A");
        }
        cells.addAll(List.of(names).subList(1, names.length));
        return cells.toArray();
    }

    /** "dearer 1.21", "same 1.01": a tier's verdict and its ratio. */
    private static String tierCell(String verdict, RunComparison.Ratio ratio) {
        if (verdict == null) {
            return "-";
        }
        return ratio.ratio() == null ? verdict : String.format(Locale.ROOT, "%s %.3f", verdict, ratio.ratio());
    }

    private static String shortRatio(RunComparison.Ratio ratio) {
        return ratio.ratio() == null ? "-" : String.format(Locale.ROOT, "%.3f", ratio.ratio());
    }

    private static String orDash(Double value) {
        return value == null ? "-" : String.format(Locale.ROOT, "%.3f", value);
    }

    private static String ratio(RunComparison.Ratio ratio) {
        if (ratio.failed()) {
            return "FAILED (a fork made no call)";
        }
        if (ratio.ratio() == null) {
            return "-";
        }
        if (ratio.low() == null) {
            return String.format(Locale.ROOT, "%.3f", ratio.ratio());
        }
        return String.format(Locale.ROOT, "%.3f [%.3f, %.3f]", ratio.ratio(), ratio.low(), ratio.high());
    }

    private static String flags(List<String> flags) {
        return flags.isEmpty() ? "ok" : String.join(",", flags);
    }
}
