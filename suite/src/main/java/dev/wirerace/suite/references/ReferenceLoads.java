package dev.wirerace.suite.references;

import dev.wirerace.engine.Timing;
import dev.wirerace.files.Folders;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.wire.Client;
import dev.wirerace.model.wire.Operation;
import dev.wirerace.results.data.ReferenceResult;
import dev.wirerace.suite.Scenario;
import dev.wirerace.tiers.process.ChildProcess;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jboss.logging.Logger;

/**
 * The outside load generators of {@code --references}: after our own clients are measured, wrk, h2load and
 * ghz load the endpoints (the framework's and the bare server's) of the run's addOne and accounts scenarios
 * (no transaction) on their wires, with the scenario's concurrency, one after the other, while this JVM waits.
 * They are this process's children, so they run on the CPUs it is pinned to. Each warms up for the run's warm-up, then runs as long as our
 * scenario's measured rounds together.
 */
public class ReferenceLoads {

    private static final Logger LOG = Logger.getLogger(ReferenceLoads.class);
    private static final List<ReferenceTool> TOOLS = List.of(new Wrk(), new H2load(), new Ghz());
    private static final java.util.regex.Pattern VERSION = java.util.regex.Pattern.compile("\\d+\\.\\d+(\\.\\d+)?");

    private final Endpoints target;
    private final Optional<Path> toolsDir;

    /** @param toolsDir where tools/install.sh put wrk, h2load and ghz; empty: looked for on the PATH */
    public ReferenceLoads(Endpoints target, Optional<Path> toolsDir) {
        this.target = target;
        this.toolsDir = toolsDir;
    }

    /** The rows, in the order of the scenarios; a tool that is missing or fails is a failure of the run. */
    public List<ReferenceResult> measure(List<Scenario> scenarios, Timing timing, List<String> failures)
            throws InterruptedException {
        List<ReferenceResult> rows = new ArrayList<>();
        Duration length = timing.iteration().multipliedBy(timing.iterations());
        for (ReferenceTool tool : TOOLS) {
            // once per endpoint, whichever of our clients spoke it: the scenario as its wire's default client has it
            List<Scenario> loaded = scenarios.stream().filter(s -> tool.wires().contains(s.wire()) && s.tx() == TxMode.NONE
                    && (s.operation() == Operation.ADD_ONE || s.operation() == Operation.ACCOUNTS))
                    .map(s -> s.withClient(Client.defaultOf(s.wire()))).distinct().toList();
            if (loaded.isEmpty()) {
                continue;
            }
            Optional<Path> binary = find(tool);
            if (binary.isEmpty()) {
                failures.add("--references: " + tool.binary() + " is not installed (tools/install.sh " + tool.binary()
                        + ", which ./wirerace --references runs)");
                continue;
            }
            String label = (tool.binary() + " " + version(tool, binary.get())).strip();
            for (Scenario scenario : loaded) {
                try {
                    rows.add(run(tool, binary.get(), label, scenario, timing.warmup(), length));
                } catch (IOException | RuntimeException e) {
                    failures.add("--references: " + tool.binary() + " on " + scenario.wire().id() + " "
                            + scenario.operation().id() + " c=" + scenario.concurrency() + ": " + e.getMessage());
                }
            }
        }
        return rows;
    }

    private ReferenceResult run(ReferenceTool tool, Path binary, String label, Scenario scenario, Duration warmup,
            Duration length) throws IOException, InterruptedException {
        Path workDir = Files.createTempDirectory("wirerace-" + tool.binary() + "-");
        try {
            List<String> warm = tool.command(binary, target, scenario, warmup, workDir).orElse(null);
            if (warm == null) {
                throw new IOException("cannot match the " + scenario.loadModel() + " load model");
            }
            execute(warm, warmup);
            List<String> command = tool.command(binary, target, scenario, length, workDir).orElseThrow();
            List<String> output = execute(command, length);
            ReferenceResult row = tool.read(output, workDir, scenario, label, command);
            LOG.infof("reference %s %s %s c=%d: %.0f ops/s, p50 %s µs, %d failed", tool.binary(), row.wire(),
                    row.operation(), row.concurrency(), row.opsPerSecond(), row.latencyP50Micros(), row.failed());
            return row;
        } finally {
            Folders.deleteRecursively(workDir);
        }
    }

    /** Runs a tool to its end (bounded: its own length and a minute); its output, or why it failed. */
    private static List<String> execute(List<String> command, Duration length) throws IOException, InterruptedException {
        ChildProcess.Finished done = ChildProcess.run(Path.of(command.get(0)).getFileName().toString(), command,
                length.plusMinutes(1));
        if (done.exit() != 0) {
            throw new IOException("exit " + done.exit() + ": " + String.join(" | ", done.lines()));
        }
        return done.lines();
    }

    /** In the tools folder (tools/install.sh puts or links every tool there, pinned), or else on the PATH. */
    private Optional<Path> find(ReferenceTool tool) {
        List<Path> places = new ArrayList<>();
        if (toolsDir.isPresent()) {
            places.add(toolsDir.get().resolve(tool.binary()));
        } else {
            for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
                if (!dir.isBlank()) {
                    places.add(Path.of(dir, tool.binary()));
                }
            }
        }
        return places.stream().filter(Files::isExecutable).findFirst();
    }

    /**
     * The version the tool prints about itself ({@code wrk -v} exits 1, so its exit is not checked), or else
     * the one tools/install.sh pinned (a {@code go install} build of ghz prints none).
     */
    private static String version(ReferenceTool tool, Path binary) throws InterruptedException {
        List<String> lines = new ArrayList<>();
        try {
            lines.addAll(ChildProcess.run(tool.binary(), tool.versionCommand(binary), Duration.ofSeconds(10)).lines());
            Path pinned = binary.resolveSibling("." + tool.binary() + ".version");
            if (Files.isRegularFile(pinned)) {
                lines.addAll(Files.readAllLines(pinned));
            }
        } catch (IOException unknown) {
            // recorded without a version
        }
        for (String line : lines) {
            java.util.regex.Matcher version = VERSION.matcher(line);
            if (version.find()) {
                return version.group();
            }
        }
        return "";
    }
}
