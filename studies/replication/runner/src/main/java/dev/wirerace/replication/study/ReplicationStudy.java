package dev.wirerace.replication.study;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.sun.management.OperatingSystemMXBean;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The replication study (study 3): for each sweep point, node count and backend, one trial in fresh node
 * JVMs; then each trial as a share of the raw JGroups ceiling; one results document, a console table.
 * Usage: {@code --sweep smoke|short|full --nodes 2,3 [--backends id,..] [--max-bytes 200000000] --modules DIR
 * --results DIR [--logs DIR] [--git-commit X] [--kill-reader true] [--namespaces NS0,.. --addresses A0,..
 * --network TEXT]}. The kill-reader option kills a reader in every trial, to show a dead node is reported; the
 * namespaces put node i in namespace i at address i (hosts made by the launcher). Exit 1 when any trial failed.
 */
public final class ReplicationStudy {

    private static final DateTimeFormatter RUN_ID_TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")
            .withZone(ZoneOffset.UTC);

    private ReplicationStudy() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> options = options(args);
        Sweep sweep = Sweep.byId(options.getOrDefault("sweep", "short"));
        List<Integer> nodeCounts = Arrays.stream(options.getOrDefault("nodes", "2,3").split(","))
                .map(Integer::parseInt).toList();
        List<Backend> backends = Arrays.stream(options.getOrDefault("backends",
                "jgroups-raw,infinispan-sync,infinispan-async,ehcache-rmi,ehcache-jgroups").split(","))
                .map(Backend::byId).toList();
        long maxBytes = Long.parseLong(options.getOrDefault("max-bytes", String.valueOf(Long.MAX_VALUE)));
        Path results = Path.of(options.getOrDefault("results", "results")).toAbsolutePath();
        Path modules = Path.of(options.getOrDefault("modules", "studies/replication")).toAbsolutePath();
        String runId = RUN_ID_TIME.format(Instant.now()) + "-replication-" + sweep.name().toLowerCase();
        Path logs = Path.of(options.getOrDefault("logs", System.getProperty("java.io.tmpdir"))).resolve(runId);
        Files.createDirectories(logs);

        boolean killReader = Boolean.parseBoolean(options.getOrDefault("kill-reader", "false"));
        NodePlacement placement = options.containsKey("namespaces")
                ? new NodePlacement(List.of(options.get("namespaces").split(",")),
                        List.of(options.get("addresses").split(",")), options.get("network"))
                : NodePlacement.LOOPBACK;
        Map<String, Object> document = run(sweep, nodeCounts, backends, maxBytes, modules, logs, runId,
                options.getOrDefault("git-commit", "unknown"), killReader, placement);
        write(results, runId, document);
        @SuppressWarnings("unchecked")
        List<TrialResult> trials = (List<TrialResult>) document.get("trials");
        System.out.print(ReplicationTable.render(trials));
        System.out.printf("run %s: %s, results in %s, node logs in %s%n", runId, document.get("status"),
                results.resolve(runId), logs);
        System.exit("completed".equals(document.get("status")) ? 0 : 1);
    }

    static Map<String, Object> run(Sweep sweep, List<Integer> nodeCounts, List<Backend> backends, long maxBytes,
            Path modules, Path logs, String runId, String gitCommit, boolean killReader, NodePlacement placement)
            throws InterruptedException {
        for (int nodes : nodeCounts) {
            if (!placement.holds(nodes)) {
                throw new IllegalArgumentException(nodes + " nodes, but only " + placement.namespaces().size() + " hosts");
            }
        }
        String startedAt = Instant.now().toString();
        long seed = System.nanoTime();
        Trial trial = new Trial(new NodeLauncher(Path.of(System.getProperty("java.home"), "bin", "java"), modules, seed, placement),
                logs);
        long memory = ManagementFactory.getOperatingSystemMXBean() instanceof OperatingSystemMXBean os
                ? os.getTotalMemorySize() : Long.MAX_VALUE;
        List<TrialResult> trials = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        Map<String, Object> backendSettings = new LinkedHashMap<>();
        for (Sweep.Point point : sweep.points()) {
            for (int nodes : nodeCounts) {
                long heap = (long) nodes * Trial.heapMegabytes(point.elements(), point.elementBytes()) * 1024 * 1024;
                if (point.bytes() > maxBytes || heap > memory * 0.8) {
                    skipped.add(point.sweep() + " " + point.elements() + " x " + point.elementBytes() + " B on " + nodes
                            + " nodes: " + (point.bytes() > maxBytes ? "over --max-bytes" : "needs " + heap / (1 << 30)
                                    + " GiB of heap"));
                    continue;
                }
                for (Backend backend : backends) {
                    System.out.printf("replication: %-16s %d nodes, %,d x %,d B ...%n", backend.id(), nodes,
                            point.elements(), point.elementBytes());
                    TrialResult result = trial.run(backend, point.sweep(), nodes, point.elements(), point.elementBytes(),
                            killReader);
                    System.out.printf("replication: %-16s %s%s%n", backend.id(), result.outcome().status(),
                            result.ok() ? String.format(" first-to-all %.1f ms, all readers %.1f ms",
                                    result.figures().firstToAllMillis(), result.figures().allReadersMillis())
                                    : " (" + result.outcome().failureReason() + ")");
                    trials.add(result);
                    if (result.ok()) {
                        backendSettings.putIfAbsent(backend.id(), result.settings());
                    }
                }
            }
        }
        List<TrialResult> withCeiling = Ceiling.apply(trials);
        List<String> failures = withCeiling.stream().filter(t -> !t.ok())
                .map(t -> t.setup().backend() + " n=" + t.setup().nodes() + " " + t.setup().elements() + "x"
                        + t.setup().elementBytes() + ": " + t.outcome().failureReason()).toList();
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("sweep", sweep.name().toLowerCase());
        settings.put("nodes", nodeCounts);
        settings.put("backends", backends.stream().map(Backend::id).toList());
        settings.put("maxBytes", maxBytes == Long.MAX_VALUE ? null : maxBytes);
        settings.put("seed", seed);
        settings.put("killReader", killReader);
        settings.put("backendSettings", backendSettings);
        settings.put("skipped", skipped);
        settings.put("nodeJvm", "one JVM per node; heap 2 x N x S + 256 MB; ParallelGC; JEP 290 filter "
                + NodeLauncher.SERIAL_FILTER);
        settings.put("timing", "firstToAllMillis: a reader's first element read to its last (the Ehcache blog's"
                + " figure), slowest reader; allReadersMillis: the writer's first put until every reader had every"
                + " element; element creation (random bytes, checksum) is inside the writer's time, outside put latency");
        Map<String, Object> document = new LinkedHashMap<>();
        document.put("kind", "replication");
        document.put("runId", runId);
        document.put("suite", "replication-" + sweep.name().toLowerCase());
        document.put("mode", "jvm");
        document.put("modeLabel", "JVM (" + System.getProperty("java.vm.name") + " " + Runtime.version() + ")");
        document.put("network", placement.network());
        document.put("status", failures.isEmpty() ? "completed" : "failed");
        document.put("failureReason", failures.isEmpty() ? null : String.join("; ", failures));
        document.put("startedAt", startedAt);
        document.put("finishedAt", Instant.now().toString());
        document.put("gitCommit", gitCommit);
        document.put("versions", Map.of("java", Runtime.version().toString(), "os",
                System.getProperty("os.name") + " " + System.getProperty("os.version")));
        document.put("machine", Map.of("cores", Runtime.getRuntime().availableProcessors(), "memoryBytes", memory));
        document.put("settings", settings);
        document.put("trials", withCeiling);
        return document;
    }

    /** Written into a hidden folder and renamed into place: no reader sees half a run. */
    static void write(Path results, String runId, Map<String, Object> document) throws IOException {
        Files.createDirectories(results);
        Path staging = Files.createTempDirectory(results, "." + runId + "-");
        new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
                .writeValue(staging.resolve("run.json").toFile(), document);
        @SuppressWarnings("unchecked")
        List<TrialResult> trials = (List<TrialResult>) document.get("trials");
        Files.writeString(staging.resolve("results.csv"), ReplicationTable.csv(trials));
        Files.move(staging, results.resolve(runId), StandardCopyOption.ATOMIC_MOVE);
    }

    private static Map<String, String> options(String[] args) {
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            options.put(args[i].replaceFirst("^--", ""), args[i + 1]);
        }
        return options;
    }
}
