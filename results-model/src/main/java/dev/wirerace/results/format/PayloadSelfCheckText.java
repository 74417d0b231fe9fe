package dev.wirerace.results.format;

import dev.wirerace.results.stats.PayloadSelfCheck;
import dev.wirerace.results.stats.RunComparison;
import java.util.List;
import java.util.Locale;

/** PayloadSelfCheck's lines for the console, after the digest; nothing for a run without the account list as payload. */
public final class PayloadSelfCheckText {

    private PayloadSelfCheckText() {
    }

    public static String render(List<PayloadSelfCheck.Line> lines) {
        if (lines.isEmpty()) {
            return "";
        }
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "%nThe self-check: the account list as a"
                + " payload (%s), fetch over accounts(55) on each wire, paired as the digest pairs; the same means"
                + " within ±%.0f %%:%n", PayloadSelfCheck.SELF_CHECK_FILE, 100 * RunComparison.DEFAULT_MARGIN));
        for (PayloadSelfCheck.Line line : lines) {
            String ratio = line.estimate() == null ? "no interval"
                    : String.format(Locale.ROOT, "x%.2f (%.2f-%.2f)", line.estimate().ratio(), line.estimate().low(),
                            line.estimate().high());
            text.append(String.format(Locale.ROOT, "  %-22s c=%-3d accounts %9s  fetch %9s  %-20s %s%n", line.way(),
                    line.concurrency(), micros(line.accountsP50()), micros(line.fetchP50()), ratio, line.verdict()));
        }
        long same = lines.stream().filter(l -> l.verdict().equals("the same")).count();
        long differs = lines.stream().filter(l -> l.verdict().equals("differs")).count();
        text.append(String.format(Locale.ROOT, "  the same on %d of %d rows, differs on %d, can't tell on %d%n", same,
                lines.size(), differs, lines.size() - same - differs));
        return text.toString();
    }

    private static String micros(Double p50) {
        return p50 == null ? "-" : String.format(Locale.ROOT, "%.1f µs", p50);
    }
}
