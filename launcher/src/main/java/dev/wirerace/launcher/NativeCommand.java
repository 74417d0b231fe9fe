package dev.wirerace.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * JVM against native: native-build/build.sh when a runner is missing or older than the sources, then the
 * comparison (startup, RSS, a suite and k6 per mode), orchestrated by a JVM presentation-service that is
 * itself not measured, on the presentation tier's CPU (native-build/README.md).
 */
@Command(name = "native", sortOptions = false,
        description = "JVM vs native: builds both services native if missing or stale, then startup, RSS, suite and k6 per mode.")
final class NativeCommand implements Callable<Integer> {

    private static final Pattern LABEL = Pattern.compile("^\\{\"label\": \"([^\"]*)\"");

    @Option(names = "--rebuild", description = "Build the native images even when they are up to date.")
    boolean rebuild;

    @Option(names = "--modes", paramLabel = "jvm,native", description = "The modes to compare (default: both).")
    Optional<String> modes = Optional.empty();

    @Option(names = "--starts", paramLabel = "N", description = "Starts per service and mode for the startup figures.")
    Optional<Integer> starts = Optional.empty();

    @Option(names = "--suite", paramLabel = "SUITE", description = "The suite run in each mode (default: quick).")
    Optional<String> suite = Optional.empty();

    @Option(names = "--no-k6", description = "Skip the k6 runs.")
    boolean noK6;

    @Option(names = "--no-pin", description = "Leave both tiers on every CPU.")
    boolean noPin;

    @Override
    public Integer call() throws Exception {
        Workspace workspace = Workspace.current();
        Path builds = workspace.root().resolve(".wirerace/native/builds.json");
        if (rebuild || !Files.isRegularFile(builds) || stale(workspace, "business-service") || stale(workspace, "presentation-service")) {
            if (workspace.runScript(Duration.ofHours(2), "native-build/build.sh") != 0) {
                System.err.println("wirerace: native-build/build.sh failed");
                return 1;
            }
        }
        Matcher label = LABEL.matcher(Files.readString(builds));
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("quarkus.http.port", "0");
        settings.put("wirerace.results.dir", workspace.results().toString());
        settings.put("wirerace.git-commit", workspace.gitCommit());
        settings.put("wirerace.native-compare.java", workspace.java());
        settings.put("wirerace.native-compare.native-label", label.find() ? label.group(1) : "native");
        settings.put("wirerace.native-compare.k6-scripts", workspace.k6Scripts().toString());
        settings.put("wirerace.native-compare.log-dir", workspace.logs().resolve("native").toString());
        settings.put("wirerace.native-compare.tls-cert", workspace.serverCertificate().toString());
        modes.ifPresent(value -> settings.put("wirerace.native-compare.modes", value));
        starts.ifPresent(value -> settings.put("wirerace.native-compare.starts", String.valueOf(value)));
        suite.ifPresent(value -> settings.put("wirerace.native-compare.suite", value));
        Pinning pinning = Pinning.of(!noPin);
        pinning.business().ifPresent(cpus -> settings.put("wirerace.native-compare.business-cpus", cpus));
        pinning.presentation().ifPresent(cpus -> settings.put("wirerace.native-compare.presentation-cpus", cpus));
        if (!noK6) {
            workspace.install("k6");
            Path bodies = workspace.root().resolve(".wirerace/native/bodies");
            SerializedBodies.write(workspace, bodies);
            settings.put("wirerace.native-compare.k6", workspace.tool("k6").toString());
            settings.put("wirerace.native-compare.k6-bodies", bodies.toString());
        }
        // the orchestrating JVM shares the presentation tier's CPU and is not itself measured
        Pinning orchestrator = new Pinning(Optional.empty(), pinning.presentation(), pinning.description());
        try (Tiers tiers = new Tiers(workspace, orchestrator)) {
            return tiers.runPresentation(settings, List.of("native-compare"));
        }
    }

    /** A runner missing, or older than any pom or source of the checkout's modules. */
    private static boolean stale(Workspace workspace, String service) throws IOException {
        Path runner = workspace.root().resolve(service + "/target/" + service + "-1.0.0-SNAPSHOT-runner");
        if (!Files.isExecutable(runner)) {
            return true;
        }
        FileTime built = Files.getLastModifiedTime(runner);
        try (Stream<Path> modules = Files.list(workspace.root())) {
            for (Path module : modules.filter(Files::isDirectory).toList()) {
                for (Path sources : List.of(module.resolve("pom.xml"), module.resolve("src"))) {
                    if (newerThan(sources, built)) {
                        return true;
                    }
                }
            }
        }
        return newerThan(workspace.root().resolve("pom.xml"), built);
    }

    private static boolean newerThan(Path tree, FileTime built) throws IOException {
        if (!Files.exists(tree)) {
            return false;
        }
        try (Stream<Path> files = Files.walk(tree)) {
            return files.filter(Files::isRegularFile).anyMatch(file -> {
                try {
                    return Files.getLastModifiedTime(file).compareTo(built) > 0;
                } catch (IOException unreadable) {
                    return true;
                }
            });
        }
    }
}
