package dev.wirerace.launcher;

import dev.wirerace.files.Folders;
import dev.wirerace.launcher.studies.LookupCommand;
import dev.wirerace.launcher.workspace.Workspace;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.results.ResultsStore;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.tiers.process.ChildProcess;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * Every test: the test prerequisites (k6, Toxiproxy, Chromium for the page test), {@code ./mvnw install},
 * every k6 script in smoke mode, a small lookup study end to end (child JVMs, a second instance, Stork,
 * the kill), and, as root, a smoke suite and the replication backends across hosts made of network
 * namespaces. What .ci/run calls.
 */
@Command(name = "test",
        description = "Installs the test prerequisites (k6, toxiproxy, wrk, h2load, ghz, Chromium), runs every test (./mvnw install -Daot-jar), the page's own tests (node --test), every k6 script in smoke mode (HOME elsewhere), a small lookup study, a one-minute soak and, as root, runs across network-namespace hosts.")
final class TestCommand implements Callable<Integer> {

    @Override
    public Integer call() throws Exception {
        Workspace workspace = Workspace.current();
        workspace.install("k6", "toxiproxy", "wrk", "h2load", "ghz");
        installChromium(workspace);
        // -Daot-jar: the services' AOT builds too, which the AOT mode's test starts from its caches
        if (workspace.runScript(Duration.ofHours(1), "mvnw", "-B", "-ntp", "install", "-Daot-jar") != 0) {
            return 1;
        }
        int page = pageModules(workspace);
        if (page != 0) {
            return page;
        }
        int k6 = k6SmokeWithAnotherHome(workspace);
        if (k6 != 0) {
            return k6;
        }
        int lookup = new CommandLine(new LookupCommand()).execute("--lookups", "20", "--threads", "10", "--cold-forks",
                "1", "--lookup-warmup", "5");
        if (lookup != 0) {
            return lookup;
        }
        int resumed = aRunCutAfterItsFirstForkIsResumed(workspace);
        if (resumed != 0) {
            return resumed;
        }
        // a minute at the default rate: every call checked, both tiers flat
        int soak = Wirerace.commandLine().execute("soak", "--minutes", "1");
        if (soak != 0) {
            return soak;
        }
        return acrossHosts();
    }

    /**
     * {@code --resume}: a smoke run of two forks over two wires, as a user starts it, stopped (SIGTERM, as Ctrl-C
     * does) once its second fork starts; then resumed by the name it printed, which must complete it into one run
     * of both forks. Bounded: ten minutes for the first fork, five for the stop.
     */
    private static int aRunCutAfterItsFirstForkIsResumed(Workspace workspace) throws Exception {
        Path err = Files.createTempFile("wirerace-cut-", ".err");
        Process run = new ProcessBuilder(workspace.root().resolve("wirerace").toString(), "smoke", "--forks", "2",
                "--wires", "local,rest-http", "--clients", "default", "--servers", "default")
                .directory(workspace.root().toFile()).redirectErrorStream(false)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(err.toFile()).start();
        long deadline = System.nanoTime() + Duration.ofMinutes(10).toNanos();
        while (!Files.readString(err).contains("wirerace: fork 2") && run.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(500);
        }
        boolean reachedSecondFork = Files.readString(err).contains("wirerace: fork 2");
        run.destroy();
        if (!run.waitFor(5, TimeUnit.MINUTES)) {
            run.destroyForcibly();
        }
        java.util.regex.Matcher named = java.util.regex.Pattern.compile("--resume (\\S+) completes the run")
                .matcher(Files.readString(err));
        if (!reachedSecondFork || !named.find()) {
            System.err.println("wirerace: the run to cut did not reach its second fork or did not say how to resume it;"
                    + " its output: " + err);
            return 1;
        }
        System.err.println("wirerace: resuming the run cut after its first fork: " + named.group(1));
        int resumed = Wirerace.commandLine().execute("smoke", "--resume", named.group(1));
        Path merged = newestRun(workspace.results());
        RunDocument run2 = ResultsStore.plainMapper().readValue(merged.resolve("run.json").toFile(), RunDocument.class);
        if (resumed != 0 || run2.settings().forks().forkCount() != 2) {
            System.err.println("wirerace: the resumed run did not complete with both forks: " + merged);
            return 1;
        }
        Files.delete(err);
        return 0;
    }

    private static Path newestRun(Path results) throws IOException {
        try (var runs = Files.list(results)) {
            return runs.filter(run -> Files.isRegularFile(run.resolve("run.json")))
                    .max(java.util.Comparator.comparing(run -> run.getFileName().toString())).orElseThrow();
        }
    }

    /**
     * The page's own modules' pure functions, with Node's built-in test runner (Node is on every machine this
     * runs on; without it, this says so and fails rather than pass untested).
     */
    private static int pageModules(Workspace workspace) throws IOException, InterruptedException {
        Path tests = workspace.root().resolve("page/src/test/js");
        try {
            return ChildProcess.of("node tests", List.of("node", "--test", tests.toString())).directory(workspace.root())
                    .start().awaitExit(Duration.ofMinutes(5));
        } catch (IOException e) {
            System.err.println("wirerace: the page's tests need Node 20.19 or later on the PATH: " + e.getMessage());
            return 1;
        }
    }

    /**
     * Across hosts made of network namespaces: every remote wire, TLS included, and both floors, a few calls
     * each, with their default clients and server models (the others are the same code on either side of a
     * link, and checked on loopback); then every replication backend with two nodes on a bridge, zero loss
     * verified. Skipped, saying why, where namespaces cannot be made.
     */
    private static int acrossHosts() {
        if (!"root".equals(System.getProperty("user.name")) || !Files.isExecutable(Path.of("/usr/sbin/ip"))
                && !Files.isExecutable(Path.of("/sbin/ip")) && !Files.isExecutable(Path.of("/usr/bin/ip"))) {
            System.err.println("wirerace: the runs across hosts (--hosts netns) were skipped: they need root and"
                    + " iproute2's ip to make network namespaces");
            return 0;
        }
        String wires = Arrays.stream(Wire.values())
                .filter(wire -> wire.reach() == Wire.Reach.REMOTE || wire.reach() == Wire.Reach.FLOOR)
                .map(Wire::id).collect(Collectors.joining(","));
        int suite = Wirerace.commandLine().execute("smoke", "--hosts", "netns", "--wires", wires,
                "--clients", "default", "--servers", "default");
        if (suite != 0) {
            return suite;
        }
        return Wirerace.commandLine().execute("replication", "--sweep", "smoke", "--nodes", "2", "--hosts", "netns");
    }

    /**
     * Every k6 script in smoke mode, then the payload's store through presentation.js, through ./wirerace as a user would run it, but with {@code HOME} pointing
     * at an empty folder (as under sudo, in containers and on CI runners): the services, the launcher and k6
     * must still agree on the TLS material, which follows Java's {@code user.home} or {@code WIRERACE_TLS_DIR},
     * never {@code $HOME}. k6's TLS targets fail with "certificate signed by unknown authority" otherwise.
     */
    private static int k6SmokeWithAnotherHome(Workspace workspace) throws Exception {
        Path home = Files.createTempDirectory("wirerace-home-");
        try {
            System.err.println("wirerace: k6 in smoke mode with HOME=" + home);
            int exit = ChildProcess.of("wirerace k6 --smoke", List.of(workspace.root().resolve("wirerace").toString(), "k6",
                    "--smoke")).environment("HOME", home.toString()).start().awaitExit(Duration.ofMinutes(30));
            if (exit != 0) {
                return exit;
            }
            // the payload's calls, which only presentation.js loads: stored whole over every wire and checked
            return ChildProcess.of("wirerace k6 --smoke --op store", List.of(workspace.root().resolve("wirerace").toString(),
                    "k6", "--smoke", "--op", "store")).environment("HOME", home.toString()).start()
                    .awaitExit(Duration.ofMinutes(30));
        } finally {
            Folders.deleteRecursively(home);
        }
    }

    /** Debian's chromium, for the page test, when there is none. */
    private static void installChromium(Workspace workspace) throws Exception {
        for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin").split(":")) {
            if (Files.isExecutable(Path.of(dir, "chromium"))) {
                return;
            }
        }
        System.err.println("wirerace: installing Debian's chromium for the page test ...");
        boolean root = "root".equals(System.getProperty("user.name"));
        String sudo = root ? "" : "sudo ";
        int exit = workspace.runScript(Duration.ofMinutes(20), "/bin/sh", "-c", sudo + "apt-get update -qq && "
                + "DEBIAN_FRONTEND=noninteractive " + sudo + "apt-get install -y -qq chromium >/dev/null");
        if (exit != 0) {
            throw new java.io.IOException("installing chromium failed (exit " + exit + ")");
        }
    }
}
