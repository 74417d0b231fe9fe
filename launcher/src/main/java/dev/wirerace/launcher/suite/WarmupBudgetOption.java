package dev.wirerace.launcher.suite;

import dev.wirerace.launcher.workspace.DurationOption;
import java.time.Duration;
import java.util.Optional;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code --warmup-budget}, declared once for every command that runs a suite (the suites, ab, native). */
public final class WarmupBudgetOption {

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    @Option(names = "--warmup-budget", paramLabel = "DURATION", description = "The most each fork's warm-up pass may"
            + " take until every wire is steady, e.g. 180s (default: the suite's own); a wire still getting faster at"
            + " its end is flagged unsteady, as a slow host or the AOT mode may need more.")
    Optional<String> text = Optional.empty();

    /** The budget asked for; empty for the suite's own. */
    public Optional<Duration> asked() {
        return text.map(value -> DurationOption.parse(spec, "--warmup-budget", value, false));
    }
}
