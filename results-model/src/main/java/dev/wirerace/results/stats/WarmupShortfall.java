package dev.wirerace.results.stats;

import dev.wirerace.results.data.RunSettings;
import dev.wirerace.results.data.WireWarmupFigures;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The warm-up that ran out before some wires were steady, said with what to do about it: their rows are flagged,
 * and a longer budget is the lever (a slower host needs more than the suite's default).
 */
final class WarmupShortfall {

    /** The budget suggested, against the one that ran out: about a third more, in whole tens of seconds. */
    private static final double MORE = 1.3;

    private WarmupShortfall() {
    }

    /** The sentence, or null when every wire was steady in every fork (or the run did not say). */
    static String describe(RunSettings.Warmup warmup) {
        if (warmup.wireWarmups() == null || warmup.warmupBudgetMillis() == null) {
            return null;
        }
        List<String> unsteady = new ArrayList<>();
        warmup.wireWarmups().forEach((wire, figures) -> shortOf(wire, figures).ifPresent(unsteady::add));
        if (unsteady.isEmpty()) {
            return null;
        }
        long budgetSeconds = warmup.warmupBudgetMillis() / 1000;
        long suggested = (long) Math.ceil(budgetSeconds * MORE / 10.0) * 10;
        return String.format(Locale.ROOT, "the warm-up (%d s a fork) ran out before %s %s steady, and %s rows are"
                + " flagged: a slower host needs a longer one, e.g. --warmup-budget %ds (each fork as much longer).",
                budgetSeconds, String.join(", ", unsteady), unsteady.size() == 1 ? "was" : "were",
                unsteady.size() == 1 ? "its" : "their", suggested);
    }

    /** "soap (2 of 2 forks)" for a wire unsteady in some fork of a merged run; a run of one fork names the wire. */
    private static Optional<String> shortOf(String wire, WireWarmupFigures figures) {
        if (figures.unsteadyForks() == 0) {
            return Optional.empty();
        }
        return Optional.of(figures.forkCount() == null ? wire
                : wire + " (" + figures.unsteadyForks() + " of " + figures.forkCount() + " forks)");
    }
}
