package dev.wirerace.launcher.workspace;

import dev.wirerace.tiers.process.ChildProcess;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * Each tier on a CPU of its own, as on two hosts: the business-service on CPU 1, the presentation-service
 * (and anything that drives load) on CPU 0. Measured scenario by scenario, two quick runs agreed on 47 and
 * 50 of 56 p50s within 15 % pinned, 36 and 41 unpinned (docs/notebook/run-to-run-agreement.md).
 *
 * @param business the business-service's CPUs, if pinned
 * @param presentation the presentation-service's CPUs, if pinned
 * @param description what a run's settings record
 */
public record Pinning(Optional<String> business, Optional<String> presentation, String description) {

    public static final Pinning NONE = new Pinning(Optional.empty(), Optional.empty(), "none");

    /** Pinned when asked and possible: two CPUs or more, and taskset. */
    public static Pinning of(boolean wanted) {
        boolean possible = Runtime.getRuntime().availableProcessors() >= 2
                && (Files.isExecutable(Path.of("/usr/bin/taskset")) || Files.isExecutable(Path.of("/bin/taskset")));
        if (!wanted || !possible) {
            return NONE;
        }
        return new Pinning(Optional.of("1"), Optional.of("0"),
                "business-service on CPU 1, presentation-service on CPU 0 (taskset)");
    }

    /**
     * Pins this JVM, every thread of it, to the presentation tier's CPUs ({@code taskset -a -p}; threads it
     * starts later inherit that): a command that drives both tiers from here, asking a starting service every
     * millisecond, stays off the business-service's CPU, as a load generator does. Nothing when not pinned.
     */
    public void keepThisProcessOnPresentationCpus() throws IOException, InterruptedException {
        if (presentation.isEmpty()) {
            return;
        }
        ChildProcess.Finished taskset = ChildProcess.run("taskset", List.of("taskset", "-a", "-c", "-p",
                presentation.get(), String.valueOf(ProcessHandle.current().pid())), Duration.ofSeconds(10));
        if (taskset.exit() != 0) {
            throw new IOException("taskset could not pin this command to CPU " + presentation.get() + ": "
                    + String.join(" ", taskset.lines()));
        }
    }
}
