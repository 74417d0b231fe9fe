package dev.wirerace.launcher.nativecompare;

import dev.wirerace.launcher.payload.PayloadBuildStep;
import dev.wirerace.launcher.payload.PayloadOptions;
import dev.wirerace.launcher.suite.SuiteOptions;
import dev.wirerace.launcher.suite.WarmupBudgetOption;
import dev.wirerace.launcher.workspace.Pinning;
import dev.wirerace.launcher.workspace.SerializedBodies;
import dev.wirerace.launcher.workspace.Workspace;
import dev.wirerace.results.data.NativeComparisonDocument;
import dev.wirerace.results.format.NativeComparisonTable;
import dev.wirerace.suite.Suite;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * JVM against native: native-build/build.sh when a native mode is asked for and a runner is missing or older
 * than the sources, then the comparison (startup, RSS, a suite and k6 per mode), orchestrated from this
 * process, itself not measured, on the presentation tier's CPU (native-build/README.md).
 */
@Command(name = "native", sortOptions = false,
        description = "JVM, JVM with an AOT cache, and native: trains the AOT caches and builds both services native when missing or stale, then startup and RSS with the modes launching in turns, suite and k6 per mode, each wire's warm-up in turns, and where each mode stands against the JVM.")
public final class NativeCommand implements Callable<Integer> {

    private static final String BUSINESS = "business-service";
    private static final String PRESENTATION = "presentation-service";

    @Spec
    CommandSpec spec;

    @Option(names = "--rebuild", description = "Build the native images even when they are up to date.")
    boolean rebuild;

    @Option(names = "--modes", paramLabel = "jvm,aot,native",
            description = "The modes to compare, in this order (default: ${DEFAULT-VALUE}); without native nothing native is built.")
    String modes = "jvm,aot,native";

    @Option(names = "--starts", paramLabel = "N", description = "Starts per service and mode for the startup figures (default: ${DEFAULT-VALUE}).")
    int starts = 5;

    @Option(names = "--suite", paramLabel = "SUITE", description = "The suite run in each mode (default: ${DEFAULT-VALUE}).")
    String suite = "quick";

    @Option(names = "--wires", split = ",", paramLabel = "WIRE",
            description = "Only these wires of the suite, e.g. rest-http,grpc (default: all the suite's).")
    List<String> wires = List.of();

    @Option(names = "--training", paramLabel = "SUITE", description = "The suite both services' AOT caches are trained"
            + " on; caches trained on another are trained again (default: ${DEFAULT-VALUE}).")
    String training = NativeCompareConfig.Workload.DEFAULT_TRAINING;

    @Mixin
    WarmupBudgetOption warmupBudget;

    @Mixin
    PayloadOptions payload = new PayloadOptions();

    @Option(names = "--aot-jvm-option", paramLabel = "OPTION", description = "A further JVM option for the AOT mode's"
            + " services, not their training; repeatable, e.g. --aot-jvm-option=-XX:+UnlockExperimentalVMOptions"
            + " --aot-jvm-option=-XX:+AOTCompileEagerly; -XX:+UnlockDiagnosticVMOptions then -XX:-AOTReplayTraining"
            + " leaves the training's method profiles unused.")
    List<String> aotJvmOptions = List.of();

    @Option(names = "--suite-warmups", description = "Take each wire's warm-up from the suite's own pass instead of"
            + " starting both services afresh for each wire (a few minutes shorter per mode).")
    boolean suiteWarmups;

    @Option(names = "--no-k6", description = "Skip the k6 runs.")
    boolean noK6;

    @Option(names = "--no-pin", description = "Leave both tiers on every CPU.")
    boolean noPin;

    @Override
    public Integer call() throws Exception {
        List<Mode> chosen = chosenModes();
        if (starts < 1) {
            throw new ParameterException(spec.commandLine(), "--starts: 1 or more, not " + starts);
        }
        NativeCompareConfig.Workload workload = workload();
        checkAotJvmOptions(chosen);
        payload.ensureBuilt(spec.commandLine());
        Workspace workspace = Workspace.current();
        if (rebuild || (chosen.contains(Mode.NATIVE) && (!Files.isRegularFile(workspace.nativeBuilds())
                || stale(workspace, BUSINESS) || stale(workspace, PRESENTATION)))) {
            List<String> build = new ArrayList<>(List.of("native-build/build.sh"));
            build.addAll(payload.mavenProperties());
            if (workspace.runScript(Duration.ofHours(2), build.toArray(String[]::new)) != 0) {
                System.err.println("wirerace: native-build/build.sh failed");
                return 1;
            }
        }
        if (chosen.contains(Mode.AOT) && (aotBuildStale(workspace.aotJar(BUSINESS), workspace.businessJar())
                || aotBuildStale(workspace.aotJar(PRESENTATION), workspace.presentationJar()))) {
            System.err.println("wirerace: packaging both services for their AOT caches (./mvnw package -Daot-jar;"
                    + " log .wirerace/logs/aot-build.log)");
            if (workspace.runScriptLogged(Duration.ofMinutes(20), workspace.root().resolve(".wirerace/logs/aot-build.log"),
                    "mvnw", "-B", "-ntp", "-q", "package", "-DskipTests", "-Daot-jar", "-pl",
                    BUSINESS + "," + PRESENTATION) != 0) {
                System.err.println("wirerace: ./mvnw package -Daot-jar failed");
                return 1;
            }
        }
        Pinning pinning = Pinning.of(!noPin);
        NativeCompareConfig config = new NativeCompareConfig(chosen, workload, starts, !suiteWarmups, workspace.java(),
                Workspace.JVM_OPTIONS, aotJvmOptions, nativeOptions(),
                new NativeCompareConfig.Tier(workspace.businessJar(), workspace.nativeExecutable(BUSINESS),
                        workspace.aotJar(BUSINESS), workspace.aotCache(BUSINESS), pinning.business()),
                new NativeCompareConfig.Tier(workspace.presentationJar(), workspace.nativeExecutable(PRESENTATION),
                        workspace.aotJar(PRESENTATION), workspace.aotCache(PRESENTATION), pinning.presentation()),
                pinning.description(), workspace.nativeBuilds(), noK6 ? Optional.empty() : Optional.of(k6(workspace)),
                workspace.logs().resolve("native"), workspace.results(), workspace.gitCommit(), workspace.brokerModule());
        // this process orchestrates from the presentation tier's CPU, as the load generators run, and is not measured
        pinning.keepThisProcessOnPresentationCpus();
        NativeComparisonDocument comparison = new NativeComparison(config).run();
        System.out.println();
        System.out.print(NativeComparisonTable.render(comparison));
        return comparison.completed() ? 0 : 1;
    }

    /** --modes as modes; an unknown or repeated one is refused before anything is built or started. */
    public List<Mode> chosenModes() {
        try {
            return Mode.list(modes);
        } catch (IllegalArgumentException wrong) {
            throw new ParameterException(spec.commandLine(), "--modes: " + wrong.getMessage());
        }
    }

    /** --aot-jvm-option: JVM options, and only with the mode that takes them. */
    private void checkAotJvmOptions(List<Mode> chosen) {
        for (String option : aotJvmOptions) {
            if (!option.startsWith("-")) {
                throw new ParameterException(spec.commandLine(), "--aot-jvm-option: a JVM option such as"
                        + " -XX:+AOTCompileEagerly (written --aot-jvm-option=-XX:...), not '" + option + "'");
            }
        }
        if (!aotJvmOptions.isEmpty() && !chosen.contains(Mode.AOT)) {
            throw new ParameterException(spec.commandLine(), "--aot-jvm-option: only for the aot mode, which --modes "
                    + modes + " leaves out");
        }
    }

    /**
     * --suite, --wires, --training and --warmup-budget, each checked before minutes of builds, not as the API's 400
     * after them.
     */
    public NativeCompareConfig.Workload workload() {
        for (String[] suiteOption : new String[][] { { "--suite", suite }, { "--training", training } }) {
            try {
                Suite.byId(suiteOption[1]);
            } catch (IllegalArgumentException unknown) {
                throw new ParameterException(spec.commandLine(), suiteOption[0] + ": " + unknown.getMessage());
            }
        }
        SuiteOptions.checkWays(spec, wires);
        return new NativeCompareConfig.Workload(suite, wires, training,
                warmupBudget.asked().orElse(null), payload.sample.map(file -> file.getFileName().toString()).orElse(null));
    }

    /** The native executables get the JVM's heap ceiling, so neither may grow past the other, and its clients' idle timeouts. */
    public static List<String> nativeOptions() {
        return Workspace.JVM_OPTIONS.stream().filter(option -> option.startsWith("-Xmx")
                || Workspace.CLIENT_IDLE_TIMEOUTS.contains(option)).toList();
    }

    /** k6 (installed if missing) and the serialized bodies its serialized.js sends. */
    private static NativeCompareConfig.K6 k6(Workspace workspace) throws IOException, InterruptedException {
        workspace.install("k6");
        Path bodies = workspace.root().resolve(".wirerace/native/bodies");
        SerializedBodies.write(workspace, bodies);
        return new NativeCompareConfig.K6(workspace.tool("k6"), workspace.k6Scripts(), bodies,
                workspace.serverCertificate());
    }

    /** A service's AOT build missing, or older than its JVM build (which ./wirerace keeps up to date). */
    private static boolean aotBuildStale(Path aotJar, Path jar) throws IOException {
        return !Files.isRegularFile(aotJar)
                || Files.getLastModifiedTime(aotJar).compareTo(Files.getLastModifiedTime(jar)) < 0;
    }

    /**
     * A runner missing, or older than any pom or source of the checkout's modules, or than the payload's generated
     * resources (rewritten only when the payload changes: a build with another payload since).
     */
    private static boolean stale(Workspace workspace, String service) throws IOException {
        Path runner = workspace.nativeExecutable(service);
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
        return newerThan(workspace.root().resolve("pom.xml"), built)
                || newerThan(workspace.root().resolve(PayloadBuildStep.GENERATED), built);
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
