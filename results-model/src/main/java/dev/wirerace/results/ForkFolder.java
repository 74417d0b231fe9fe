package dev.wirerace.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
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
        List<ForkMerge.Fork> forks = new ArrayList<>();
        try (Stream<Path> folders = Files.list(forksFolder)) {
            for (Path folder : folders.filter(f -> Files.isRegularFile(f.resolve("run.json"))).sorted().toList()) {
                RunDocument fork = store.json().readValue(folder.resolve("run.json").toFile(), RunDocument.class);
                forks.add(new ForkMerge.Fork(fork, ResultsStore.readHistograms(folder)));
            }
        }
        if (forks.isEmpty()) {
            return Optional.empty();
        }
        forks.sort(Comparator.comparing(f -> f.run().settings().forks().forkIndex() == null ? 0 : f.run().settings().forks().forkIndex()));
        RunDocument first = forks.get(0).run();
        ForkMerge.Merged merged = ForkMerge.merge(ResultsStore.newRunId(first.suite(), first.mode()) + suffix, forks);
        Path folder = store.write(merged.run(), merged.histograms());
        Files.move(forksFolder, folder.resolve("forks"));
        return Optional.of(merged.run());
    }
}
