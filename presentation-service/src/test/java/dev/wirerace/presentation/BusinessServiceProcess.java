package dev.wirerace.presentation;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;

/**
 * The real business-service, started as its own process from its packaged jar on free ports, for the
 * tests that measure across processes. The build packages business-service before this module's tests.
 * With {@code network=lan} (an init argument) toxiproxy sits between the tiers on every port, RMI included.
 */
public class BusinessServiceProcess implements QuarkusTestResourceLifecycleManager {

    private static final Path JAR = Path.of("..", "business-service", "target", "quarkus-app", "quarkus-run.jar");

    /** Toxiproxy, installed by tools/install.sh (./wirerace test does it). */
    private static final Path TOXIPROXY = Path.of("..", ".tools", "bin", "toxiproxy");

    private Process process;
    private Process toxiproxy;
    private Path log;
    private Path restartedPidFile;
    private String network = "loopback";

    /** {@code network=lan} (or wan, slow) puts toxiproxy between the tiers, as ./wirerace --network does. */
    @Override
    public void init(Map<String, String> initArgs) {
        network = initArgs.getOrDefault("network", "loopback");
    }

    @Override
    public Map<String, String> start() {
        if (!Files.isRegularFile(JAR)) {
            throw new IllegalStateException(JAR.toAbsolutePath() + " is missing: build business-service first");
        }
        try {
            Map<String, Integer> ports = new HashMap<>();
            Set<Integer> taken = new HashSet<>();
            for (String name : List.of("http", "https", "rmi", "rmi-ssl", "echo", "echo-tls", "rmi-object",
                    "rmi-ssl-object", "toxiproxy", "to-http", "to-https", "to-echo", "to-echo-tls")) {
                ports.put(name, freePort(taken));
            }
            boolean proxied = !network.equals("loopback");
            log = Files.createTempFile("business-service-", ".log");
            restartedPidFile = Files.createTempFile("business-service-restarted-", ".pid");
            List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "--sun-misc-unsafe-memory-access=allow", "-Xmx512m",
                    "-Dquarkus.http.port=" + ports.get("http"), "-Dquarkus.http.ssl-port=" + ports.get("https"),
                    "-Dwirerace.rmi.registry-port=" + ports.get("rmi"),
                    "-Dwirerace.rmi.ssl-registry-port=" + ports.get("rmi-ssl"),
                    "-Dwirerace.echo.port=" + ports.get("echo"), "-Dwirerace.echo.tls-port=" + ports.get("echo-tls")));
            if (proxied) {
                // RMI behind the proxy: bound on 127.0.0.2, advertised as 127.0.0.1 where toxiproxy listens
                command.addAll(List.of("-Dwirerace.rmi.host=127.0.0.2", "-Dwirerace.rmi.advertised-host=127.0.0.1",
                        "-Dwirerace.rmi.object-port=" + ports.get("rmi-object"),
                        "-Dwirerace.rmi.ssl-object-port=" + ports.get("rmi-ssl-object")));
                startToxiproxy(ports.get("toxiproxy"));
            }
            command.addAll(List.of("-jar", JAR.toAbsolutePath().toString()));
            process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            awaitReady(ports.get("http"));
            Map<String, String> config = new HashMap<>(Map.of("wirerace.business.host", "127.0.0.1",
                    "wirerace.business.rmi-port", String.valueOf(ports.get("rmi")),
                    "wirerace.business.rmi-ssl-port", String.valueOf(ports.get("rmi-ssl")),
                    "wirerace.faults.business-pid", String.valueOf(process.pid()),
                    "wirerace.faults.pid-file", restartedPidFile.toString(),
                    "wirerace.network", network));
            for (String port : List.of("http", "https", "echo", "echo-tls")) {
                String key = "wirerace.business." + port + "-port";
                config.put(key, String.valueOf(ports.get(proxied ? "to-" + port : port)));
            }
            if (proxied) {
                config.put("wirerace.link.toxiproxy", "http://127.0.0.1:" + ports.get("toxiproxy"));
                config.put("wirerace.link.routes", String.join(",",
                        route("http", ports.get("to-http"), "127.0.0.1", ports.get("http")),
                        route("https", ports.get("to-https"), "127.0.0.1", ports.get("https")),
                        route("echo", ports.get("to-echo"), "127.0.0.1", ports.get("echo")),
                        route("echo-tls", ports.get("to-echo-tls"), "127.0.0.1", ports.get("echo-tls")),
                        route("rmi", ports.get("rmi"), "127.0.0.2", ports.get("rmi")),
                        route("rmi-object", ports.get("rmi-object"), "127.0.0.2", ports.get("rmi-object")),
                        route("rmi-ssl", ports.get("rmi-ssl"), "127.0.0.2", ports.get("rmi-ssl")),
                        route("rmi-ssl-object", ports.get("rmi-ssl-object"), "127.0.0.2", ports.get("rmi-ssl-object"))));
            }
            return config;
        } catch (Exception e) {
            stop();
            throw new IllegalStateException("business-service did not start: " + e.getMessage() + "\n" + logTail(), e);
        }
    }

    private static String route(String name, int listenPort, String upstreamHost, int upstreamPort) {
        return name + "=127.0.0.1:" + listenPort + ">" + upstreamHost + ":" + upstreamPort;
    }

    private void startToxiproxy(int port) throws Exception {
        if (!Files.isExecutable(TOXIPROXY)) {
            throw new IllegalStateException(TOXIPROXY.toAbsolutePath() + " is missing: run tools/install.sh toxiproxy"
                    + " (./wirerace test does)");
        }
        Path toxiLog = Files.createTempFile("toxiproxy-", ".log");
        toxiproxy = new ProcessBuilder(TOXIPROXY.toAbsolutePath().toString(), "-host", "127.0.0.1", "-port",
                String.valueOf(port)).redirectErrorStream(true).redirectOutput(toxiLog.toFile()).start();
        HttpClient http = HttpClient.newHttpClient();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < deadline) {
            try {
                if (http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/version")).build(),
                        HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // still starting
            }
            Thread.sleep(100);
        }
        throw new IllegalStateException("toxiproxy did not answer on port " + port);
    }

    private void awaitReady(int httpPort) throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("exited with " + process.exitValue());
            }
            try {
                HttpResponse<Void> reply = http.send(HttpRequest.newBuilder(
                        URI.create("http://127.0.0.1:" + httpPort + "/admin/calls")).timeout(Duration.ofSeconds(2))
                        .build(), HttpResponse.BodyHandlers.discarding());
                if (reply.statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // still starting
            }
            Thread.sleep(200);
        }
        throw new IllegalStateException("not ready after 60 s");
    }

    /**
     * A free loopback port below the kernel's ephemeral range, as ./wirerace draws them. KillTest restarts the
     * business-service on the ports it had, and a port inside the range can be handed to a client connection
     * in between (it was once: "Port 38593 seems to be in use").
     */
    private static int freePort(Set<Integer> taken) throws IOException {
        int low = ephemeralLow();
        for (int tries = 0; tries < 1_000; tries++) {
            int port = 10_000 + ThreadLocalRandom.current().nextInt(low - 10_000);
            if (!taken.contains(port) && bindable(port)) {
                taken.add(port);
                return port;
            }
        }
        throw new IOException("no free port from 10000 to " + low);
    }

    private static boolean bindable(int port) {
        try (ServerSocket socket = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** The first port of the kernel's ephemeral range; 32768 (Linux's default) when it cannot be read. */
    private static int ephemeralLow() {
        try {
            String range = Files.readString(Path.of("/proc/sys/net/ipv4/ip_local_port_range")).trim();
            int low = Integer.parseInt(range.split("\\s+")[0]);
            return low > 12_000 ? low : 32_768;
        } catch (IOException | RuntimeException e) {
            return 32_768;
        }
    }

    private String logTail() {
        try {
            List<String> lines = Files.readAllLines(log);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
        } catch (Exception e) {
            return "(no log)";
        }
    }

    @Override
    public void stop() {
        stopProcess(process);
        stopProcess(toxiproxy);
        // a business-service the kill fault started in place of the first one
        try {
            if (restartedPidFile != null && Files.size(restartedPidFile) > 0) {
                ProcessHandle.of(Long.parseLong(Files.readString(restartedPidFile).trim())).ifPresent(restarted -> {
                    restarted.destroy();
                    restarted.onExit().orTimeout(20, TimeUnit.SECONDS).exceptionally(e -> {
                        restarted.destroyForcibly();
                        return restarted;
                    }).join();
                });
            }
        } catch (IOException | RuntimeException e) {
            // nothing more to stop
        }
    }

    private static void stopProcess(Process process) {
        if (process != null) {
            process.destroy();
            try {
                if (!process.waitFor(20, TimeUnit.SECONDS)) {
                    process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                process.destroyForcibly();
            }
        }
    }
}
