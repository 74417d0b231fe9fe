package dev.wirerace.launcher.workspace;

import dev.wirerace.suite.RunPlan;
import java.time.Duration;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/** A command's duration option, checked before anything starts: the one parser every command's durations share. */
public final class DurationOption {

    private DurationOption() {
    }

    /**
     * 500ms, 2s, 5m, 1h (or ISO-8601, PT2S), above 0 (or at least 0, also written 0, where {@code zeroAllowed}); a
     * ParameterException naming the option otherwise.
     */
    public static Duration parse(CommandSpec spec, String option, String text, boolean zeroAllowed) {
        if (zeroAllowed && text.trim().equals("0")) {
            return Duration.ZERO; // "--patience 0", as a user says it
        }
        Duration duration;
        try {
            duration = RunPlan.duration(text);
        } catch (IllegalArgumentException bad) {
            throw new ParameterException(spec.commandLine(), option + ": " + bad.getMessage());
        }
        try {
            return RunPlan.Durations.requireLongEnough(option, duration, text, zeroAllowed);
        } catch (IllegalArgumentException tooShort) {
            throw new ParameterException(spec.commandLine(), tooShort.getMessage());
        }
    }
}
