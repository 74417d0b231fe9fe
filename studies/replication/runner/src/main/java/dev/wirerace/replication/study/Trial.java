package dev.wirerace.replication.study;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Collectors;

/**
 * Runs one trial: starts every node as its own JVM (node 0 writes), waits (bounded) until all have
 * joined, has the writer warm up (put and remove elements nobody reads), lets the readers look while the
 * writer writes, collects their reports, stops every node it started. A node that dies, hangs or loses an element fails the trial with the reason.
 */
final class Trial {

    private static final Duration JOIN_BOUND = Duration.ofSeconds(90);
    private static final Duration WARM_UP_SETTLE = Duration.ofSeconds(1);

    private final NodeLauncher launcher;
    private final Path logDir;

    Trial(NodeLauncher launcher, Path logDir) {
        this.launcher = launcher;
        this.logDir = logDir;
    }

    TrialResult run(Backend backend, String sweep, int nodes, int elements, int elementBytes) throws InterruptedException {
        return run(backend, sweep, nodes, elements, elementBytes, false);
    }

    /**
     * @param killReader kill the last reader (SIGKILL) once the writer has begun: the trial must report the
     *        dead node, not wait for it
     */
    TrialResult run(Backend backend, String sweep, int nodes, int elements, int elementBytes, boolean killReader)
            throws InterruptedException {
        String name = backend.id() + "-n" + nodes + "-" + elements + "x" + elementBytes;
        Duration readBound = readBound(elements, elementBytes);
        List<NodeProcess> started = new ArrayList<>();
        try {
            int[] ports = freePortPairs(nodes);
            String portList = java.util.Arrays.stream(ports).mapToObj(String::valueOf).collect(Collectors.joining(","));
            String cluster = "wirerace-" + name + "-" + ThreadLocalRandom.current().nextInt(1_000_000);
            for (int node = nodes - 1; node >= 0; node--) {
                Path log = logDir.resolve(name + "-node" + node + ".log");
                started.add(0, new NodeProcess(node, launcher.command(backend, node, nodes, portList, cluster, elements,
                        elementBytes, readBound, heapMegabytes(elements, elementBytes)), log));
            }
            Map<String, Object> settings = null;
            for (NodeProcess node : started) {
                settings = node.expect("ready", JOIN_BOUND);
            }
            NodeProcess writer = started.getFirst();
            writer.send("warmup");
            writer.expect("warmed", readBound);
            Thread.sleep(WARM_UP_SETTLE.toMillis()); // asynchronous backends are still removing the warm-up elements
            for (NodeProcess reader : started.subList(1, nodes)) {
                reader.send("read");
            }
            for (NodeProcess reader : started.subList(1, nodes)) {
                reader.expect("reading", JOIN_BOUND);
            }
            writer.send("write");
            if (killReader) {
                started.getLast().kill();
            }
            Map<String, Object> written = writer.expect("written", readBound);
            List<Map<String, Object>> readers = new ArrayList<>();
            for (NodeProcess reader : started.subList(1, nodes)) {
                readers.add(reader.expect("read", readBound.plusSeconds(30)));
            }
            return TrialFigures.of(backend, sweep, nodes, elements, elementBytes, written, readers, settings);
        } catch (NodeProcess.NodeFailure | IOException e) {
            return TrialFigures.failed(backend, sweep, nodes, elements, elementBytes, e.getMessage());
        } finally {
            for (NodeProcess node : started) {
                node.close();
            }
        }
    }

    /** Generous, but bounded: at least a minute, or 2 MB/s. */
    static Duration readBound(int elements, int elementBytes) {
        long bytes = (long) elements * elementBytes;
        return Duration.ofSeconds(Math.max(60, bytes / 2_000_000));
    }

    /** Every node may hold every element (a replicated cache), twice over while it is copied in. */
    static int heapMegabytes(int elements, int elementBytes) {
        long bytes = (long) elements * elementBytes;
        return (int) Math.max(256, 2 * bytes / (1024 * 1024) + 256);
    }

    /** n base ports, each with base + 1 and base + 2 free as well (RMI's objects, JGroups' FD_SOCK2). */
    private static int[] freePortPairs(int nodes) throws IOException {
        int[] ports = new int[nodes];
        for (int i = 0; i < nodes; i++) {
            ports[i] = freePair(ports, i);
        }
        return ports;
    }

    private static int freePair(int[] taken, int count) throws IOException {
        for (int attempt = 0; attempt < 200; attempt++) {
            int base = 20_000 + ThreadLocalRandom.current().nextInt(40_000);
            boolean clash = false;
            for (int i = 0; i < count; i++) {
                clash |= Math.abs(taken[i] - base) < 3;
            }
            if (!clash && free(base) && free(base + 1) && free(base + 2)) {
                return base;
            }
        }
        throw new IOException("no two free consecutive ports found");
    }

    private static boolean free(int port) {
        try (ServerSocket socket = new ServerSocket(port, 1, java.net.InetAddress.getLoopbackAddress())) {
            return true;
        } catch (IOException taken) {
            return false;
        }
    }
}
