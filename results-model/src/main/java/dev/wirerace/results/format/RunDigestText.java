package dev.wirerace.results.format;

import dev.wirerace.results.stats.Figures;
import dev.wirerace.results.stats.PairedEstimate;
import dev.wirerace.results.stats.RunDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The digest as console text: per scenario its answer line, then its wires ranked. */
public final class RunDigestText {

    private static final String ROW = "  %4s  %-26s %-24s %7s %7s %7s %7s  %s%n";
    /** Where the note column starts: a note too long for one line goes on below, in that column. */
    private static final int NOTE_COLUMN = String.format(Locale.ROOT, ROW.replace("%n", ""), "", "", "", "", "", "", "", "").length();
    /** A digest line fits a terminal of 150 columns. */
    private static final int LINE = 150;

    private RunDigestText() {
    }

    public static String render(RunDigest.Digest digest) {
        StringBuilder text = new StringBuilder();
        text.append(String.format(Locale.ROOT, "the answer, scenario by scenario: the fastest remote wire, then every"
                + " wire ranked by p50 (in-process wires and the floors too)%n"));
        text.append(wrapped("note: clear or tie against the wire ranked above, by the ratio of their p50s paired fork by"
                + " fork (round by round in a run of one fork) with its 95 % interval; tie where the pairs cannot order"
                + " the two, at a false discovery rate of 5 % over the scenario's pairs"));
        text.append(String.format(Locale.ROOT, "cli/srv µs: each tier's CPU per call, its JIT compiler threads left out;"
                + " %s%n", digest.intervals()));
        if (digest.groups().stream().flatMap(group -> group.entries().stream())
                .anyMatch(entry -> entry.brokerCpuMicros() != null)) {
            text.append(String.format(Locale.ROOT, "broker µs (in a broker wire's note): the broker's CPU per call, its"
                    + " third tier%n"));
        }
        if (digest.basis() != null) {
            text.append(wrapped(digest.basis()));
        }
        if (digest.precision() != null) {
            text.append(wrapped(digest.precision()));
        }
        if (digest.runToRun() != null) {
            text.append(wrapped(digest.runToRun()));
        }
        if (digest.warmup() != null) {
            text.append(wrapped(digest.warmup()));
        }
        for (RunDigest.Group group : digest.groups()) {
            text.append(String.format(Locale.ROOT, "%n%s%n", group.answer()));
            text.append(String.format(Locale.ROOT, ROW, "rank", "way", "p50 µs [95 % interval]", "× floor", "cli µs",
                    "srv µs", "B/call", "note"));
            for (RunDigest.Entry entry : group.entries()) {
                List<String> note = noteLines(entry);
                text.append(String.format(Locale.ROOT, ROW, entry.rank(), entry.way(), Figures.p50(entry, ""),
                        Figures.format(entry.floorMultiple(), "%.1f"), Figures.cpu(entry.clientCpuMicros()),
                        Figures.cpu(entry.serverCpuMicros()), Figures.format(entry.bytesPerCall(), "%.0f"),
                        note.getFirst()));
                for (String more : note.subList(1, note.size())) {
                    text.append(" ".repeat(NOTE_COLUMN)).append(more).append(System.lineSeparator());
                }
            }
        }
        return text.toString();
    }

    /** A paragraph cut into lines of at most {@link #LINE} columns, at spaces. */
    private static String wrapped(String paragraph) {
        StringBuilder text = new StringBuilder();
        StringBuilder line = new StringBuilder();
        for (String word : paragraph.split(" ")) {
            if (!line.isEmpty() && line.length() + 1 + word.length() > LINE) {
                text.append(line).append(System.lineSeparator());
                line.setLength(0);
            }
            line.append(line.isEmpty() ? "" : " ").append(word);
        }
        return text.append(line).append(System.lineSeparator()).toString();
    }

    /** "1.78× [1.52–2.09]": the row over the one above it, paired; "-" where no pair could be made. */
    static String overAbove(RunDigest.Entry entry) {
        if (entry.overAbove() == null) {
            return "-";
        }
        return Figures.ratio(entry.overAbove(), entry.overAboveLow(), entry.overAboveHigh());
    }

    /**
     * What kind of wire, where it stands against the row above, and every reason to doubt it: each reason
     * whole, as many to a line as fit.
     */
    private static List<String> noteLines(RunDigest.Entry entry) {
        List<String> words = new ArrayList<>();
        if (entry.floor()) {
            words.add("floor");
        } else if (!entry.remote()) {
            words.add("in process");
        }
        if (entry.brokerCpuMicros() != null) {
            words.add("broker " + Figures.cpu(entry.brokerCpuMicros()) + " µs CPU");
        }
        if (!entry.standing().isEmpty()) {
            words.add(entry.overAbove() == null ? entry.standing() : entry.standing() + " at " + overAbove(entry));
        }
        words.addAll(entry.why());
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : words) {
            if (!line.isEmpty() && NOTE_COLUMN + line.length() + word.length() + 2 > LINE) {
                lines.add(line.append(';').toString());
                line.setLength(0);
            }
            line.append(line.isEmpty() ? "" : "; ").append(word);
        }
        lines.add(line.toString());
        return lines;
    }
}
