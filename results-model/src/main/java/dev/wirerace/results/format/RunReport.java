package dev.wirerace.results.format;

import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.ScenarioResult;
import dev.wirerace.results.stats.RunComparison;
import dev.wirerace.results.stats.PayloadSelfCheck;
import dev.wirerace.results.stats.RunDigest;
import java.util.Locale;
import java.util.Optional;

/**
 * What a finished suite run prints: the answer first (the digest, and the payload's self-check where the run has it),
 * then the table, and how it ended.
 */
public final class RunReport {

    private RunReport() {
    }

    /**
     * The digest, then the table (narrow unless {@code wide}), the knees of a run at several rates, then the
     * faults' table if faults acted.
     */
    public static String text(RunDocument run, boolean wide) {
        return text(run, wide, null);
    }

    /** The same, the digest saying where a second run would land ({@code runToRun}; null: not said). */
    public static String text(RunDocument run, boolean wide, RunComparison.RunToRun runToRun) {
        StringBuilder text = new StringBuilder();
        text.append(System.lineSeparator()).append(RunDigestText.render(RunDigest.of(run, runToRun)));
        text.append(PayloadSelfCheckText.render(PayloadSelfCheck.of(run)));
        text.append(System.lineSeparator()).append(RunTable.render(run, wide));
        text.append(RateKnees.render(run));
        if (run.settings().faults().faulted()) {
            text.append(FaultTable.render(run));
        }
        return text.toString();
    }

    /**
     * Why the run counts as failed, or empty: it did not complete, or calls failed without faults injected
     * (under faults, failed calls are the figures; the run fails only when it could not finish).
     */
    public static Optional<String> failure(RunDocument run) {
        long errors = run.scenarios().stream().mapToLong(ScenarioResult::errorCount).sum();
        if (!run.completed() || (errors > 0 && !run.settings().faults().faulted())) {
            return Optional.of(String.format(Locale.ROOT, "run %s: %s, %d failed calls%s", run.runId(), run.status(),
                    errors, run.failureReason() == null ? "" : " (" + run.failureReason() + ")"));
        }
        return Optional.empty();
    }
}
