package dev.wirerace.presentation.nativecompare;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * One service process started by the comparison, with the instant it was launched, so that "time to first
 * response" is measured the way Quarkus measures it: from launch to the first correct reply.
 */
final class ServiceProcess implements AutoCloseable {

    /** How often a starting service is asked; fine enough for the 10s-of-ms startups of native images. */
    private static final Duration POLL = Duration.ofMillis(1);

    /** Built per use, not held statically: a client made at image build time would be stale in an image. */
    private static HttpClient http() {
        return HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(1))
                .build();
    }

    private final String name;
    private final Process process;
    private final long launchedNanos;
    private final Path log;

    private ServiceProcess(String name, Process process, long launchedNanos, Path log) {
        this.name = name;
        this.process = process;
        this.launchedNanos = launchedNanos;
        this.log = log;
    }

    /** Launches {@code command}, on {@code cpus} when given (taskset execs the command: same pid). */
    static ServiceProcess launch(String name, List<String> command, Optional<String> cpus, Path log)
            throws IOException {
        List<String> full = new ArrayList<>();
        cpus.ifPresent(list -> full.addAll(List.of("taskset", "-c", list)));
        full.addAll(command);
        Files.createDirectories(log.getParent());
        ProcessBuilder builder = new ProcessBuilder(full).redirectErrorStream(true).redirectOutput(log.toFile());
        long launched = System.nanoTime();
        return new ServiceProcess(name, builder.start(), launched, log);
    }

    /**
     * Asks {@code uri} until a 200 whose body passes {@code check} arrives; returns the milliseconds since
     * launch. Fails when the process exits or the bound passes.
     */
    double awaitFirstResponse(URI uri, Predicate<String> check, Duration bound)
            throws IOException, InterruptedException {
        HttpClient client = http();
        HttpRequest request = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(5)).GET().build();
        long deadline = launchedNanos + bound.toNanos();
        String last = "no answer";
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IOException(name + " exited with " + process.exitValue() + " before answering; " + logTail());
            }
            try {
                HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
                long answered = System.nanoTime();
                if (response.statusCode() == 200 && check.test(response.body())) {
                    return (answered - launchedNanos) / 1e6;
                }
                last = "HTTP " + response.statusCode() + ": " + abbreviate(response.body());
            } catch (IOException notYet) {
                last = notYet.toString();
            }
            Thread.sleep(POLL);
        }
        throw new IOException(name + " gave no correct answer at " + uri + " within " + bound.toSeconds() + " s (last: "
                + last + "); " + logTail());
    }

    /** Sends one more request and checks its reply (the "after the first request" of RSS readings). */
    static void request(URI uri, Predicate<String> check) throws IOException, InterruptedException {
        HttpResponse<String> response = http().send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(10)).build(),
                HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200 || !check.test(response.body())) {
            throw new IOException("unexpected reply from " + uri + ": HTTP " + response.statusCode() + " "
                    + abbreviate(response.body()));
        }
    }

    long pid() {
        return process.pid();
    }

    ProcessMemory memory() throws IOException {
        return ProcessMemory.of(process.pid());
    }

    boolean alive() {
        return process.isAlive();
    }

    String logTail() {
        try {
            List<String> lines = Files.readAllLines(log);
            return "its log " + log + " ends with: " + String.join(" | ", lines.subList(Math.max(0, lines.size() - 5), lines.size()));
        } catch (IOException e) {
            return "its log " + log + " is unreadable";
        }
    }

    private static String abbreviate(String text) {
        return text.length() > 200 ? text.substring(0, 200) + "..." : text;
    }

    /** SIGTERM (Quarkus shuts down cleanly), then SIGKILL after 20 s. */
    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(20, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
    }
}
