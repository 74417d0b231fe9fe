package dev.wirerace.launcher.suite;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.launcher.workspace.Workspace;
import dev.wirerace.results.ResultsStore;
import dev.wirerace.results.data.RunDocument;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * A run of several forks that stopped on the way (Ctrl-C, a lost machine) keeps the forks it finished in its
 * folder, results/.forks-SUITE-STAMP, beside the command that started it (resume.json); {@code --resume STAMP}
 * runs that command again in that folder, from the first fork it lacks. A fork cut short is moved aside to
 * stopped/, not merged.
 */
final class ForkResume {

    private static final String FILE = "resume.json";
    private static final ObjectMapper JSON = ResultsStore.plainMapper();

    private ForkResume() {
    }

    /**
     * Where a run of forks stands: its folder, the command's own arguments, the forks it finished, the rounds of
     * the last, and the time it has taken so far.
     */
    record State(Path folder, List<String> args, int forksDone, int rounds, long spentMillis) {

        static State start(Path folder, List<String> args) throws IOException {
            State state = new State(folder, List.copyOf(args), 0, 0, 0);
            state.write();
            return state;
        }

        static State read(Path folder) throws IOException {
            State saved = JSON.readValue(folder.resolve(FILE).toFile(), State.class);
            return new State(folder, saved.args(), finishedForks(folder), saved.rounds(), saved.spentMillis());
        }

        /** The stamp "YYYYMMDD-HHMMSS": what --resume takes. */
        String name() {
            String folderName = folder.getFileName().toString();
            return folderName.substring(folderName.lastIndexOf('-', folderName.lastIndexOf('-') - 1) + 1);
        }

        Duration spent() {
            return Duration.ofMillis(spentMillis);
        }

        /** After each fork: what --resume starts from. */
        void save(int forks, int lastRounds, Duration took) throws IOException {
            new State(folder, args, forks, lastRounds, took.toMillis()).write();
        }

        private void write() throws IOException {
            JSON.writeValue(folder.resolve(FILE).toFile(), new State(null, args, forksDone, rounds, spentMillis));
        }
    }

    /** Runs the stopped run's own command again in its folder; the exit code of that run. */
    static int resume(CommandSpec spec, String suite, String asked) throws Exception {
        if (spec.commandLine().getParseResult().matchedOptions().size() > 1) {
            throw new ParameterException(spec.commandLine(), "--resume: the run goes on with its own options;"
                    + " give --resume alone");
        }
        Path results = Workspace.current().results();
        Path folder = asked.startsWith(".forks-") ? results.resolve(asked) : results.resolve(".forks-" + suite + "-" + asked);
        if (!Files.isRegularFile(folder.resolve(FILE))) {
            throw new ParameterException(spec.commandLine(), "--resume: no stopped " + suite + " run named '" + asked
                    + "' in " + results + " (a run merged already, or one of another suite, cannot be resumed)");
        }
        int cut = setAsideCutForks(folder);
        State state = State.read(folder);
        System.err.printf("wirerace: resuming %s after %d fork%s%s%n", folder.getFileName(), state.forksDone(),
                state.forksDone() == 1 ? "" : "s", cut == 0 ? "" : "; " + cut + " fork cut short set aside in stopped/");
        List<String> args = new ArrayList<>();
        args.add(suite);
        args.addAll(state.args());
        args.add("--resume-into");
        args.add(folder.toString());
        // the command line this one is part of, run again with the stopped run's own options
        return spec.root().commandLine().execute(args.toArray(String[]::new));
    }

    /** Forks whose run.json says they completed. */
    static int finishedForks(Path folder) throws IOException {
        return (int) forkFolders(folder).stream().filter(ForkResume::completed).count();
    }

    /** Moves each fork that did not complete to stopped/; how many. */
    static int setAsideCutForks(Path folder) throws IOException {
        int cut = 0;
        for (Path fork : forkFolders(folder)) {
            if (!completed(fork)) {
                Path stopped = Files.createDirectories(folder.resolve("stopped"));
                Files.move(fork, stopped.resolve(fork.getFileName()));
                cut++;
            }
        }
        return cut;
    }

    private static List<Path> forkFolders(Path folder) throws IOException {
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.filter(Files::isDirectory).filter(f -> !f.getFileName().toString().equals("stopped"))
                    .sorted().toList();
        }
    }

    private static boolean completed(Path fork) {
        try {
            return Files.isRegularFile(fork.resolve("run.json"))
                    && JSON.readValue(fork.resolve("run.json").toFile(), RunDocument.class).completed();
        } catch (IOException unreadable) {
            return false;
        }
    }
}
