package dev.wirerace.presentation;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.io.IOException;
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
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The real business-service, started as its own process from its packaged jar on free ports, for the
 * tests that measure across processes. The build packages business-service before this module's tests.
 */
public class BusinessServiceProcess implements QuarkusTestResourceLifecycleManager {

    private static final Path JAR = Path.of("..", "business-service", "target", "quarkus-app", "quarkus-run.jar");

    private Process process;
    private Path log;

    @Override
    public Map<String, String> start() {
        if (!Files.isRegularFile(JAR)) {
            throw new IllegalStateException(JAR.toAbsolutePath() + " is missing: build business-service first");
        }
        try {
            Map<String, Integer> ports = new HashMap<>();
            for (String name : List.of("http", "https", "rmi", "rmi-ssl", "echo", "echo-tls")) {
                ports.put(name, freePort());
            }
            log = Files.createTempFile("business-service-", ".log");
            List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "--sun-misc-unsafe-memory-access=allow", "-Xmx512m",
                    "-Dquarkus.http.port=" + ports.get("http"), "-Dquarkus.http.ssl-port=" + ports.get("https"),
                    "-Dwirerace.rmi.registry-port=" + ports.get("rmi"),
                    "-Dwirerace.rmi.ssl-registry-port=" + ports.get("rmi-ssl"),
                    "-Dwirerace.echo.port=" + ports.get("echo"), "-Dwirerace.echo.tls-port=" + ports.get("echo-tls"),
                    "-jar", JAR.toAbsolutePath().toString()));
            process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            awaitReady(ports.get("http"));
            return Map.of("wirerace.business.host", "127.0.0.1",
                    "wirerace.business.http-port", String.valueOf(ports.get("http")),
                    "wirerace.business.https-port", String.valueOf(ports.get("https")),
                    "wirerace.business.rmi-port", String.valueOf(ports.get("rmi")),
                    "wirerace.business.rmi-ssl-port", String.valueOf(ports.get("rmi-ssl")),
                    "wirerace.business.echo-port", String.valueOf(ports.get("echo")),
                    "wirerace.business.echo-tls-port", String.valueOf(ports.get("echo-tls")));
        } catch (Exception e) {
            stop();
            throw new IllegalStateException("business-service did not start: " + e.getMessage() + "\n" + logTail(), e);
        }
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

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
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
