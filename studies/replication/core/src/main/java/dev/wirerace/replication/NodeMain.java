package dev.wirerace.replication;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * One node of a replication trial, a JVM of its own. It joins the cluster, says {@code @@ready}, then
 * obeys the runner's commands on stdin: {@code warmup} and {@code write} (node 0), {@code read} (the
 * others: {@code @@reading} once its heap baseline is taken, {@code @@read} when done), {@code stop}.
 * Replies are single lines starting with {@code @@}, so the libraries' own console output cannot be
 * mistaken for them. Usage: {@code --backend ID --node I --nodes N [--hosts H0,H1,..] --ports P0,P1,.. --cluster NAME
 * --elements N --bytes S --seed X --read-bound-seconds T}.
 */
public final class NodeMain {

    private NodeMain() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> options = options(args);
        int[] ports = Arrays.stream(options.get("ports").split(",")).mapToInt(Integer::parseInt).toArray();
        int nodes = Integer.parseInt(options.get("nodes"));
        String[] hosts = options.containsKey("hosts") ? options.get("hosts").split(",")
                : java.util.Collections.nCopies(nodes, ClusterSpec.LOOPBACK).toArray(String[]::new);
        ClusterSpec spec = new ClusterSpec(Integer.parseInt(options.get("node")), nodes, hosts, ports, options.get("cluster"), Integer.parseInt(options.get("elements")),
                Integer.parseInt(options.get("bytes")), Duration.ofSeconds(60));
        PrintStream protocol = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true,
                StandardCharsets.UTF_8);
        ReplicatedStore.Backend backend = ServiceLoader.load(ReplicatedStore.Backend.class).stream()
                .map(ServiceLoader.Provider::get).filter(b -> b.id().equals(options.get("backend"))).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no backend " + options.get("backend") + " here"));
        try (ReplicatedStore store = backend.join(spec)) {
            protocol.println("@@ready " + Json.of(store.settings()));
            BufferedReader commands = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            for (String command = commands.readLine(); command != null; command = commands.readLine()) {
                switch (command.trim()) {
                    case "warmup" -> protocol.println("@@warmed "
                            + Json.of(Writer.warmUp(store, spec, Long.parseLong(options.get("seed")))));
                    case "write" -> protocol.println("@@written "
                            + Json.of(Writer.write(store, spec, Long.parseLong(options.get("seed")))));
                    case "read" -> {
                        // the heap before any measured element arrives (warm-up elements are gone by now)
                        long heapBaseline = Heap.usedAfterGc();
                        protocol.println("@@reading");
                        protocol.println("@@read " + Json.of(Reader.read(store, spec,
                                Duration.ofSeconds(Long.parseLong(options.get("read-bound-seconds"))), heapBaseline)));
                    }
                    case "stop" -> {
                        return;
                    }
                    default -> protocol.println("@@error " + Json.of(Map.of("message", "unknown command " + command)));
                }
            }
        } catch (Exception e) {
            protocol.println("@@error " + Json.of(Map.of("message", e.toString())));
            throw e;
        } finally {
            protocol.flush();
        }
    }

    private static Map<String, String> options(String[] args) {
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            options.put(args[i].replaceFirst("^--", ""), args[i + 1]);
        }
        return options;
    }
}
