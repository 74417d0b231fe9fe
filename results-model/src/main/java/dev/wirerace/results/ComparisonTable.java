package dev.wirerace.results;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.apache.commons.math3.stat.descriptive.rank.Median;

/** A comparison of two runs as a console table: what it drew on, the verdicts, and why each row stands. */
public final class ComparisonTable {

    private ComparisonTable() {
    }

    public static String render(RunComparison comparison) {
        StringBuilder table = new StringBuilder();
        table.append(String.format(Locale.ROOT, "B = %s against A = %s: ratios B/A with 95%% intervals%n",
                comparison.runB(), comparison.runA()));
        table.append(comparison.repetition().equals("forks")
                ? String.format(Locale.ROOT, "drawn from the forks of each run (a fork: both JVMs started afresh)%n")
                : String.format(Locale.ROOT, "drawn from the ROUNDS of one JVM pair per run: they miss the JVM-to-JVM"
                        + " shift, so verdicts are not to be trusted (run with --forks 2 or more)%n"));
        table.append(String.format(Locale.ROOT, "a row differs when its p50 differs beyond ±%.1f%% (%s) and its ops/s"
                + " moved the same way, Benjamini–Hochberg at %.0f%% over the rows%s%n", comparison.margin() * 100, comparison.marginSource(),
                RunComparison.FALSE_DISCOVERY_RATE * 100, comparison.perFloor()
                        ? "; each remote row's p50 and ops/s over the raw floor's in the same fork" : ""));
        table.append(String.format(Locale.ROOT, "and apart from it, a row's calls cost the server more (dearer) or less"
                + " (cheaper) when its CPU per call%s differs beyond ±%.1f%% (%s), Benjamini–Hochberg over the rows a"
                + " server answered%n", comparison.perFloor() ? ", over the client's CPU per call on the same row and"
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
        table.append(String.format(Locale.ROOT, "%-44s %-30s %-30s %-30s %7s %-20s %7s %-20s %-11s %s%n", "scenario",
                "p50 B/A", "ops/s B/A", comparison.perFloor() ? "server ÷ client CPU/call B/A" : "server CPU/call B/A",
                "q", "verdict", "sees", "server CPU", "errors A|B",
                "flags A | B"));
        int faster = 0;
        int slower = 0;
        int unclear = 0;
        int failed = 0;
        for (RunComparison.Row row : comparison.rows()) {
            table.append(String.format(Locale.ROOT, "%-44s %-30s %-30s %-30s %7s %-20s %7s %-20s %-11s %s%n",
                    row.scenario(), ratio(row.p50()), ratio(row.opsPerSecond()), ratio(row.serverCpu()),
                    row.q() >= 1 ? "-" : String.format(Locale.ROOT, "%.3f", row.q()), row.verdict(),
                    row.detectable() == null ? "-" : String.format(Locale.ROOT, "±%.0f%%", 100 * row.detectable()),
                    row.serverCpuVerdict() == null ? "-" : row.serverCpuVerdict(), row.errorsA() + "|" + row.errorsB(),
                    flags(row.flagsA()) + " | " + flags(row.flagsB())));
            switch (row.verdict()) {
                case RunComparison.FASTER -> faster++;
                case RunComparison.SLOWER -> slower++;
                case RunComparison.UNCLEAR -> unclear++;
                default -> failed++;
            }
        }
        table.append(String.format(Locale.ROOT, "%d rows: B faster on %d, slower on %d, no clear difference on %d,"
                + " failed rounds or errors on %d%n", comparison.rows().size(), faster, slower, unclear, failed));
        table.append(serverCpuSummary(comparison.rows()));
        comparison.medianDetectable().ifPresent(share -> table.append(String.format(Locale.ROOT, "sees: the smallest"
                + " change a row's p50 would show 4 times in 5 (before Benjamini–Hochberg); on the median row ±%.0f%%:"
                + " \"no clear difference\" there does not rule out a smaller one%n", 100 * share)));
        if (!comparison.onlyInA().isEmpty() || !comparison.onlyInB().isEmpty()) {
            table.append(String.format(Locale.ROOT, "only in A: %s; only in B: %s%n", comparison.onlyInA(),
                    comparison.onlyInB()));
        }
        return table.toString();
    }

    /** How the server CPU verdicts came out, over the rows a server answered. */
    private static String serverCpuSummary(List<RunComparison.Row> rows) {
        List<String> verdicts = rows.stream().map(RunComparison.Row::serverCpuVerdict).filter(v -> v != null).toList();
        if (verdicts.isEmpty()) {
            return "";
        }
        double[] sees = rows.stream().filter(row -> row.serverCpuVerdict() != null)
                .map(row -> row.serverCpu().detectable()).filter(d -> d != null).mapToDouble(Double::doubleValue).toArray();
        return String.format(Locale.ROOT, "%d rows a server answered: B's calls cost the server more on %d, less on %d,"
                + " no clear difference on %d%s%n", verdicts.size(), count(verdicts, RunComparison.DEARER),
                count(verdicts, RunComparison.CHEAPER), count(verdicts, RunComparison.UNCLEAR), sees.length == 0 ? ""
                        : String.format(Locale.ROOT, "; on the median row it would see a change of ±%.0f%%",
                                100 * new Median().evaluate(sees)));
    }

    /**
     * How far each tier's CPU per call moved, as measured, at the median row a server answered: the two moving alike
     * is the host; the server's alone, the server's code.
     */
    private static String tiers(List<RunComparison.Row> rows) {
        double[] server = ratios(rows, ScenarioResult.Cost::serverCpuMicros);
        double[] client = ratios(rows, ScenarioResult.Cost::clientCpuMicros);
        if (server.length == 0 || client.length == 0) {
            return "";
        }
        return String.format(Locale.ROOT, "both tiers, as measured: CPU per call B/A %.3f on the server, %.3f on the"
                + " client, at the median of the %d rows a server answered%n", new Median().evaluate(server),
                new Median().evaluate(client), server.length);
    }

    /** One figure's ratio B / A, as measured, on each row a server answered that has it in both runs. */
    private static double[] ratios(List<RunComparison.Row> rows, Function<ScenarioResult.Cost, Double> figure) {
        return rows.stream().filter(row -> row.serverCpuVerdict() != null && row.costA() != null && row.costB() != null)
                .map(row -> {
                    Double a = figure.apply(row.costA());
                    Double b = figure.apply(row.costB());
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
                        : "every remote figure below carries this drift (compare without --raw divides it out)")
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
