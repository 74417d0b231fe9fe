package dev.wirerace.launcher.workspace;

import dev.wirerace.tiers.process.ChildProcess;
import dev.wirerace.tls.TlsMaterial;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;

/**
 * The checkout the command line works in: where the built services, tools, logs and results are, the java
 * to run them with, and the commit that results are stamped with.
 */
public record Workspace(Path root) {

    /**
     * How long the presentation tier's clients keep an idle connection: ten minutes, not the JDK's 15 s (RMI),
     * 5 s (HttpURLConnection, under SOAP's client) and 30 s (the JDK HttpClient). A suite measures each scenario
     * once a round (a round of quick takes about 19 s), and a wire steady early in the warm-up waits a minute
     * or more for the others; at the defaults its connections closed in those pauses, so measured rounds opened
     * new ones, TLS handshakes included, and the JIT threw away code compiled without that path (37 times
     * "made not entrant: uncommon trap" in one fork's measuring) and compiled it again inside the
     * measured windows. A client under steady load keeps its connections; the suites' own pauses are no part
     * of a wire's cost.
     */
    public static final List<String> CLIENT_IDLE_TIMEOUTS = List.of("-Dsun.rmi.transport.connectionTimeout=600000",
            "-Dhttp.keepAlive.time.server=600", "-Djdk.httpclient.keepalive.timeout=600");

    /**
     * Both services' JVM options: a fixed heap, so that heap growth is no part of any figure; the clients' idle
     * timeouts; native access for the foreign calls (the engine's TimerSlack's prctl, ProcessCpuClock's
     * clock_gettime), without the JDK's warning.
     */
    public static final List<String> JVM_OPTIONS = Stream.concat(
            Stream.of("--sun-misc-unsafe-memory-access=allow", "--enable-native-access=ALL-UNNAMED", "-Xms1g", "-Xmx1g"),
            CLIENT_IDLE_TIMEOUTS.stream()).toList();

    private static final AtomicBoolean DIRTY_SAID = new AtomicBoolean();

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    /** The checkout ./wirerace passes ({@code wirerace.repo}), or the working directory. */
    public static Workspace current() {
        return new Workspace(Path.of(System.getProperty("wirerace.repo", ".")).toAbsolutePath().normalize());
    }

    /** The java that runs this command line: ./wirerace chose it (JDK 25). */
    public String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    public Path businessJar() {
        return root.resolve("business-service/target/quarkus-app/quarkus-run.jar");
    }

    /** The broker module (BrokerTier runs its target/classes and target/lib). */
    public Path brokerModule() {
        return root.resolve("broker");
    }

    public Path presentationJar() {
        return root.resolve("presentation-service/target/quarkus-app/quarkus-run.jar");
    }

    /** A service's native executable, as native-build/build.sh leaves it. */
    public Path nativeExecutable(String service) {
        return root.resolve(service + "/target/" + service + "-1.0.0-SNAPSHOT-runner");
    }

    /**
     * A service packaged for an AOT cache ({@code ./mvnw package -Daot-jar}): Quarkus' legacy jar, whose classes
     * the JDK's own class loader loads, so that the cache holds them loaded and linked (the pom says why).
     */
    public Path aotJar(String service) {
        return root.resolve(service + "/target/aot-jar/" + service + "-1.0.0-SNAPSHOT-runner.jar");
    }

    /** A service's AOT cache for its AOT build, trained by ./wirerace native's aot mode (AotTraining). */
    public Path aotCache(String service) {
        return root.resolve(".wirerace/aot/" + service + ".aot");
    }

    /** What native-build/build.sh reports about the builds it made (seconds, artifacts, toolchain). */
    public Path nativeBuilds() {
        return root.resolve(".wirerace/native/builds.json");
    }

    Path sharedModelJar() {
        return root.resolve("shared-model/target/shared-model-1.0.0-SNAPSHOT.jar");
    }

    public Path results() throws IOException {
        return Files.createDirectories(root.resolve("results"));
    }

    public Path logs() throws IOException {
        return Files.createDirectories(root.resolve(".wirerace/logs"));
    }

    public Path tool(String name) {
        return root.resolve(".tools/bin").resolve(name);
    }

    public Path k6Scripts() {
        return root.resolve("k6");
    }

    /**
     * The certificate the services generate and trust, found as they find it (TlsMaterial: the TLS directory
     * setting, else Java's {@code user.home}, which is not always {@code $HOME}): k6 must trust the same file.
     */
    public Path serverCertificate() {
        return TlsMaterial.certificatePem();
    }

    /** A UTC time stamp for run ids and log names. */
    public static String stamp() {
        return ZonedDateTime.now(ZoneOffset.UTC).format(STAMP);
    }

    /**
     * The short commit, {@code -dirty} when tracked files have changes (said once on the console: the figures are then
     * of code no commit holds, and the build the command made, if any, was of that code); {@code unknown} outside git.
     */
    public String gitCommit() {
        try {
            String commit = gitOutput("rev-parse", "--short", "HEAD").strip();
            String changes = gitOutput("status", "--porcelain", "--untracked-files=no");
            if (commit.isEmpty()) {
                return "unknown";
            }
            if (changes.isBlank()) {
                return commit;
            }
            if (!DIRTY_SAID.getAndSet(true)) {
                System.err.printf("wirerace: %d tracked file(s) differ from commit %s: results are stamped %s-dirty%n",
                        changes.lines().count(), commit, commit);
            }
            return commit + "-dirty";
        } catch (IOException | InterruptedException e) {
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            return "unknown";
        }
    }

    private String gitOutput(String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("git", "-C", root.toString()));
        command.addAll(List.of(arguments));
        ChildProcess.Finished git = ChildProcess.run("git", command, Duration.ofSeconds(30));
        return git.exit() == 0 ? String.join("\n", git.lines()) : "";
    }

    /**
     * Runs a program of the checkout with its output in {@code log} (a build's chatter is no news to a user), and
     * on failure prints the log's last lines, as ./wirerace does for its own build.
     */
    public int runScriptLogged(Duration bound, Path log, String... command) throws IOException, InterruptedException {
        Files.deleteIfExists(log);
        ChildProcess process = ChildProcess.of(command[0], inCheckout(command)).directory(root).log(log).start();
        int exit = process.awaitExit(bound);
        if (exit != 0) {
            System.err.println("wirerace: " + command[0] + " failed; " + process.logTail(40));
        }
        return exit;
    }

    /** Runs a program of the checkout (./mvnw, tools/install.sh, native-build/build.sh) on this console. */
    public int runScript(Duration bound, String... command) throws IOException, InterruptedException {
        return ChildProcess.of(command[0], inCheckout(command)).directory(root).start().awaitExit(bound);
    }

    /** The command with its program resolved in the checkout. */
    private List<String> inCheckout(String... command) {
        List<String> full = new ArrayList<>(List.of(command));
        full.set(0, root.resolve(command[0]).toString());
        return full;
    }

    /** tools/install.sh for these tools (pinned versions, nothing done when they are there); fails if it does. */
    public void install(String... tools) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("tools/install.sh"));
        command.addAll(List.of(tools));
        if (runScript(Duration.ofMinutes(20), command.toArray(String[]::new)) != 0) {
            throw new IOException("tools/install.sh " + String.join(" ", tools) + " failed");
        }
    }
}
