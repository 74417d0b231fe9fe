package dev.wirerace.replication.study;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The command line of a node JVM, run in its place (its own network namespace across hosts): the node
 * module's classes and libraries, its address and its peers', a heap sized for the trial,
 * and the JEP 290 allow-list for what the caches deserialize (Ehcache's RMI calls and JGroups messages).
 */
final class NodeLauncher {

    /** What node JVMs may deserialize: the caches' own classes, the JDK's RMI plumbing, byte arrays. */
    static final String SERIAL_FILTER = "maxdepth=20;java.lang.*;java.util.*;java.rmi.**;sun.rmi.**;"
            + "java.lang.reflect.Proxy;jdk.proxy*;net.sf.ehcache.**;org.jgroups.**;[B;[Ljava.lang.Object;!*";

    private final Path javaCommand;
    private final Path modules;
    private final long seed;
    private final NodePlacement placement;

    /** @param modules the replication/ directory, holding each node module's target/ */
    NodeLauncher(Path java, Path modules, long seed, NodePlacement placement) {
        this.javaCommand = java;
        this.modules = modules;
        this.seed = seed;
        this.placement = placement;
    }

    List<String> command(Backend backend, int node, int nodes, String ports, String cluster, int elements,
            int elementBytes, Duration readBound, int heapMegabytes) {
        Path target = modules.resolve(backend.module()).resolve("target");
        if (!Files.isDirectory(target.resolve("classes")) || !Files.isDirectory(target.resolve("lib"))) {
            throw new IllegalStateException(target + " has no classes or lib: build replication/ first (./mvnw install)");
        }
        List<String> hosts = placement.hosts(nodes);
        List<String> command = new ArrayList<>(placement.prefix(node));
        command.addAll(List.of(javaCommand.toString(), "-Xms" + heapMegabytes + "m",
                "-Xmx" + heapMegabytes + "m", "-XX:+UseParallelGC", "-Djava.net.preferIPv4Stack=true",
                "--enable-native-access=ALL-UNNAMED", "--sun-misc-unsafe-memory-access=allow",
                "-Djdk.serialFilter=" + SERIAL_FILTER, "-Djava.rmi.server.hostname=" + hosts.get(node),
                "-cp", target.resolve("classes") + File.pathSeparator + target.resolve("lib").resolve("*"),
                "dev.wirerace.replication.NodeMain", "--backend", backend.id(), "--node", String.valueOf(node),
                "--nodes", String.valueOf(nodes), "--hosts", String.join(",", hosts), "--ports", ports, "--cluster", cluster,
                "--elements", String.valueOf(elements), "--bytes", String.valueOf(elementBytes),
                "--seed", String.valueOf(seed), "--read-bound-seconds", String.valueOf(readBound.toSeconds())));
        return command;
    }
}
