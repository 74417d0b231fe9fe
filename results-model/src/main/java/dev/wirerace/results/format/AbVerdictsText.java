package dev.wirerace.results.format;

import dev.wirerace.results.stats.AbVerdicts;
import dev.wirerace.results.stats.PairedEstimate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/** An A/B experiment's verdicts as console text and as a Markdown table for a pull request's comment. */
public final class AbVerdictsText {

    private static final String ROW = "  %-46s %-22s %-16s %-18s %-18s %-18s %s%n";

    private AbVerdictsText() {
    }

    public static String render(AbVerdicts ab) {
        StringBuilder text = new StringBuilder();
        text.append(String.format(Locale.ROOT, "A/B: A %s, B %s, %d pairs of forks run ABBA…, each pair side by side;"
                + " B differs in %s%n", ab.runA(), ab.runB(), ab.pairs(), ab.differs().isEmpty()
                        ? "nothing (a same-code experiment: every difference found is a false one)" : ab.differs()));
        if (!ab.unlike().isEmpty()) {
            text.append("the runs record these differences: ").append(String.join("; ", ab.unlike()))
                    .append(System.lineSeparator());
        }
        text.append(host(ab)).append(System.lineSeparator());
        text.append(summary(ab)).append(System.lineSeparator());
        text.append(String.format(Locale.ROOT, "B / A per row, paired fork by fork, 95 %% intervals; same: within ±%.0f %%"
                + " (two one-sided tests); a difference: Benjamini–Hochberg at 5 %% over the rows%n%n", 100 * ab.equivalence()));
        text.append(String.format(Locale.ROOT, ROW, "row", "p50 B/A [95 %]", "p50", "client CPU", "server CPU",
                "both tiers", "who pays"));
        for (AbVerdicts.Row row : ab.rows()) {
            text.append(String.format(Locale.ROOT, ROW, row.scenario() + (row.judged() ? "" : row.floor() ? " (floor)" : " (in process)"),
                    estimate(row.p50()), verdict(row.p50()), cell(row.clientCpu()), cell(row.serverCpu()),
                    cell(row.bothCpu()), row.pays()));
        }
        if (!ab.onlyInA().isEmpty() || !ab.onlyInB().isEmpty()) {
            text.append(String.format(Locale.ROOT, "%nrows in one run only: A %s; B %s%n", ab.onlyInA(), ab.onlyInB()));
        }
        return text.toString();
    }

    /**
     * What the hosts' speed at Java did within each pair (B's fork's yardstick over A's), and the pairs set aside for it:
     * where none held, nothing can be told and the line says so first.
     */
    public static String host(AbVerdicts ab) {
        AbVerdicts.HostCheck host = ab.host();
        if (host == null || host.pairs().stream().allMatch(p -> p.client() == null && p.server() == null)) {
            return "the host: no Java yardstick in these runs, so a host that sped up or slowed down between A and B"
                    + " would go unseen";
        }
        String each = pairs(host.pairs());
        if (!host.checked()) {
            return "the host: each pair's Java yardstick B/A " + each + "; not held to a limit, since B's JVM options"
                    + " move it too";
        }
        List<AbVerdicts.PairHost> aside = host.setAside();
        if (aside.isEmpty()) {
            return String.format(Locale.ROOT, "the host held within ±%.0f %% in every pair (Java yardstick B/A %s)",
                    100 * AbVerdicts.HOST_LIMIT, each);
        }
        int judged = host.judged().size();
        return String.format(Locale.ROOT, "NOTE: the host's speed at Java moved beyond ±%.0f %% between A's and B's fork in"
                + " %d of %d pairs (yardstick B/A %s): %s set aside, %s", 100 * AbVerdicts.HOST_LIMIT, aside.size(),
                host.pairs().size(), each, aside.size() == 1 ? "that pair is" : "those pairs are",
                judged >= 2 ? "the verdicts come from the other " + judged
                        : "too few pairs are left to tell anything: every row says can't tell; run it again, or with more"
                                + " --pairs, when the host holds still");
    }

    /** "pair 1 client 0.87× server 0.57×, pair 2 …": each pair's yardstick B/A, as the host line and ab's console say it. */
    public static String pairs(List<AbVerdicts.PairHost> pairs) {
        return String.join(", ", pairs.stream().map(p -> String.format(Locale.ROOT, "pair %d client %s server %s",
                p.pair(), times(p.client()), times(p.server()))).toList());
    }

    private static String times(Double ratio) {
        return ratio == null ? "-" : String.format(Locale.ROOT, "%.2f×", ratio);
    }

    /** The counts over the remote rows, p50 and each tier, and what would settle the rows it cannot tell. */
    public static String summary(AbVerdicts ab) {
        long judged = ab.judgedRows();
        List<String> lines = new ArrayList<>();
        lines.add(String.format(Locale.ROOT, "over %d remote rows: p50 %s", judged, counts(ab, AbVerdicts.Row::p50,
                AbVerdicts.SLOWER, AbVerdicts.FASTER)));
        lines.add("client CPU per call " + counts(ab, AbVerdicts.Row::clientCpu, AbVerdicts.DEARER, AbVerdicts.CHEAPER));
        lines.add("server CPU per call " + counts(ab, AbVerdicts.Row::serverCpu, AbVerdicts.DEARER, AbVerdicts.CHEAPER));
        lines.add("both tiers " + counts(ab, AbVerdicts.Row::bothCpu, AbVerdicts.DEARER, AbVerdicts.CHEAPER));
        List<Integer> settle = ab.rows().stream().filter(AbVerdicts.Row::judged).map(AbVerdicts.Row::p50)
                .filter(f -> f != null && f.pairsToSettle() != null).map(AbVerdicts.Figure::pairsToSettle).sorted().toList();
        String more = settle.isEmpty() ? ""
                : String.format(Locale.ROOT, "; the median p50 row it can't tell would settle at about %d pairs (--pairs)",
                        settle.get(settle.size() / 2));
        return String.join("\n", lines) + more;
    }

    private static String counts(AbVerdicts ab, Function<AbVerdicts.Row, AbVerdicts.Figure> figure, String worse,
            String better) {
        return String.format(Locale.ROOT, "%s on %d, %s on %d, same on %d, can't tell on %d", worse,
                ab.count(figure, worse), better, ab.count(figure, better), ab.count(figure, AbVerdicts.SAME),
                ab.count(figure, AbVerdicts.CANT_TELL));
    }

    /** The verdict table in Markdown: one row per remote row, then the counts. */
    public static String markdown(AbVerdicts ab) {
        StringBuilder md = new StringBuilder();
        md.append(String.format(Locale.ROOT, "### wirerace A/B: %s%n%n", ab.differs().isEmpty() ? "same code" : ab.differs()));
        md.append(String.format(Locale.ROOT, "A `%s`, B `%s`, %d pairs of forks (ABBA). B / A paired fork by fork, 95 %%"
                + " intervals; *same* within ±%.0f %% (TOST), a difference at 5 %% false discovery rate.%n%n",
                ab.runA(), ab.runB(), ab.pairs(), 100 * ab.equivalence()));
        md.append(host(ab)).append("  \n");
        md.append(summary(ab).replace("\n", "  \n")).append("\n\n");
        md.append("| row | p50 B/A | p50 | client CPU | server CPU | both tiers | who pays |\n");
        md.append("|---|---|---|---|---|---|---|\n");
        for (AbVerdicts.Row row : ab.rows()) {
            if (row.judged()) {
                md.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %s | %s |%n", row.scenario(),
                        estimate(row.p50()), verdict(row.p50()), cell(row.clientCpu()), cell(row.serverCpu()),
                        cell(row.bothCpu()), row.pays()));
            }
        }
        return md.toString();
    }

    /** "1.12× [1.05–1.19]", or "-" without an estimate. */
    static String estimate(AbVerdicts.Figure figure) {
        if (figure == null || figure.estimate() == null) {
            return "-";
        }
        PairedEstimate e = figure.estimate();
        String digits = e.high() >= 10 ? "%.1f" : "%.3f"; // an in-process row's 500× keeps to its column
        return String.format(Locale.ROOT, digits + "× [" + digits + "–" + digits + "]", e.ratio(), e.low(), e.high());
    }

    static String verdict(AbVerdicts.Figure figure) {
        if (figure == null) {
            return "-";
        }
        return figure.pairsToSettle() == null ? figure.verdict() : figure.verdict() + " (~" + figure.pairsToSettle() + ")";
    }

    /** "dearer 1.21×", "same 1.01×", "can't tell 1.04×": a tier's verdict and its ratio in one cell. */
    static String cell(AbVerdicts.Figure figure) {
        if (figure == null) {
            return "-";
        }
        return figure.estimate() == null ? figure.verdict()
                : String.format(Locale.ROOT, "%s %.2f×", figure.verdict(), figure.estimate().ratio());
    }
}
