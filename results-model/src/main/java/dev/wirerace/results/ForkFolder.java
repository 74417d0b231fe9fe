package dev.wirerace.results;

import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.stats.ForkMerge;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

/**
 * The folder the forks of one run wrote into (each a whole suite run with both tiers started afresh),
 * merged into one run (ForkMerge) and written to the results, the forks' own runs kept under its forks/.
 */
public final class ForkFolder {

    private ForkFolder() {
    }

    /** The merged run, written under a new run id; empty when no fork wrote a run there. */
    public static Optional<RunDocument> merge(Path forksFolder, ResultsStore store) throws IOException {
        return merge(forksFolder, store, "");
    }

    /** The same, the run id ending in {@code suffix} (ab's "-a" and "-b", merged within one second). */
    public static Optional<RunDocument> merge(Path forksFolder, ResultsStore store, String suffix) throws IOException {
        return merge(forksFolder, store, suffix, UnaryOperator.identity());
    }

    /** The same, {@code finish} applied to the merged run before it is written (what the launcher adds to it). */
    public static Optional<RunDocument> merge(Path forksFolder, ResultsStore store, String suffix,
            UnaryOperator<RunDocument> finish) throws IOException {
        List<ForkMerge.Fork> forks = forks(forksFolder, store);
        if (forks.isEmpty()) {
            return Optional.empty();
        }
        RunDocument first = forks.get(0).run();
        ForkMerge.Merged merged = ForkMerge.merge(ResultsStore.newRunId(first.suite(), first.mode()) + suffix, forks);
        RunDocument run = finish.apply(merged.run());
        Path folder = store.write(run, merged.histograms());
        Files.move(forksFolder, folder.resolve("forks"));
        return Optional.of(run);
    }

    /** The forks so far merged, in memory only: what a run that is still adding forks has reached. */
    public static Optional<RunDocument> peek(Path forksFolder, ResultsStore store) throws IOException {
        List<ForkMerge.Fork> forks = forks(forksFolder, store);
        return forks.isEmpty() ? Optional.empty() : Optional.of(ForkMerge.merge("so-far", forks).run());
    }

    /** The forks that finished (a run.json there), in fork order. */
    static List<ForkMerge.Fork> forks(Path forksFolder, ResultsStore store) throws IOException {
        List<ForkMerge.Fork> forks = new ArrayList<>();
        try (Stream<Path> folders = Files.list(forksFolder)) {
            for (Path folder : folders.filter(f -> Files.isRegularFile(f.resolve("run.json"))).sorted().toList()) {
                RunDocument fork = store.json().readValue(folder.resolve("run.json").toFile(), RunDocument.class);
                forks.add(new ForkMerge.Fork(fork, ResultsStore.readHistograms(folder)));
            }
        }
        forks.sort(Comparator.comparing(f -> f.run().settings().forks().forkIndex() == null ? 0 : f.run().settings().forks().forkIndex()));
        return forks;
    }
}
