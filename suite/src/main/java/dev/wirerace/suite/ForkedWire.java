package dev.wirerace.suite;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.files.Folders;
import dev.wirerace.model.wire.Way;
import dev.wirerace.results.ResultsStore;
import dev.wirerace.results.data.RunDocument;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.HdrHistogram.Histogram;

/**
 * Runs one wire's scenarios in a fresh JVM, a child of this process started with the same command line
 * ({@code --fork}, as JMH forks): no wire is measured with JIT profiles another wire left behind in the
 * client. The child writes an ordinary run into a private folder; this reads it back for merging.
 */
final class ForkedWire {

    /** What a child measured: its run document and its raw histograms by file name. */
    record Result(RunDocument run, Map<String, Histogram> histograms) {
    }

    private ForkedWire() {
    }

    /** Runs {@code way} alone: its id as the wire filter, its model and client as the only ones (see Suite's filter). */
    public static Result run(Suite suite, RunPlan plan, Way way, Duration bound, ObjectMapper json)
            throws IOException, InterruptedException {
        Path folder = Files.createTempDirectory("wirerace-fork-" + way.id() + "-");
        try {
            RunPlan alone = plan.withSelection(new RunPlan.Selection(List.of(way.id()), List.of(way.server().id()),
                    List.of(way.client().id()), plan.selection().accounts(), plan.selection().concurrency(),
                    plan.selection().payload())).withForks(new RunPlan.Forks(false, plan.forks().index(), plan.forks().count()));
            int exit = ChildJvm.run(List.of(alone.asProperty(), "-Dwirerace.results.dir=" + folder), List.of("run", suite.id()), bound,
                    "the " + way.id() + " fork");
            Path runFolder;
            try (Stream<Path> runs = Files.list(folder)) {
                runFolder = runs.filter(p -> Files.isRegularFile(p.resolve("run.json"))).findFirst()
                        .orElseThrow(() -> new IOException("the " + way.id() + " fork wrote no run (exit "
                                + exit + ")"));
            }
            RunDocument run = json.readValue(runFolder.resolve("run.json").toFile(), RunDocument.class);
            return new Result(run, ResultsStore.readHistograms(runFolder));
        } finally {
            Folders.deleteRecursively(folder);
        }
    }
}
