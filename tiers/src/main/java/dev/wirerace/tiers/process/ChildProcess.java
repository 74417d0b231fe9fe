package dev.wirerace.tiers.process;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * One child process: started (pinned to CPUs when asked), watched until it answers or exits, and stopped,
 * together with whatever it started itself. Every service, node, k6 run and Toxiproxy the project starts goes
 * through this class, and every child still running when this JVM exits (Ctrl-C included) is stopped.
 */
public final class ChildProcess implements AutoCloseable {

    /** How long a child gets to stop after SIGTERM (Quarkus shuts down cleanly within it) before SIGKILL. */
    private static final Duration GRACE = Duration.ofSeconds(20);

    private static final Set<ChildProcess> RUNNING = ConcurrentHashMap.newKeySet();
    /**
     * Set once this JVM is shutting down (Ctrl-C): a child started after the hook took its list of children
     * would outlive it (a presentation-service, orphaned, went on with its suite), so none is started from then.
     * Guarded by RUNNING's lock together with the list.
     */
    private static boolean stopping;

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(ChildProcess::stopAll, "stop-children"));
    }

    private final String name;
    private final Process process;
    private final long launchedNanos;
    private final Optional<Path> log;

    private ChildProcess(String name, Process process, long launchedNanos, Optional<Path> log) {
        this.name = name;
        this.process = process;
        this.launchedNanos = launchedNanos;
        this.log = log;
    }

    /** What a short command said, and how it ended. */
    public record Finished(int exit, List<String> lines) {
    }

    /**
     * Runs a short command to its end, its output and errors captured (git, ip, tc): for commands whose
     * answer is read, not services.
     */
    public static Finished run(String name, List<String> command, Duration bound) throws IOException, InterruptedException {
        Path output = Files.createTempFile("wirerace-" + name.replaceAll("[^A-Za-z0-9]", "") + "-", ".txt");
        try {
            int exit = of(name, command).log(output).start().awaitExit(bound);
            return new Finished(exit, Files.readAllLines(output));
        } finally {
            Files.deleteIfExists(output);
        }
    }

    /** A child named {@code name} (for messages) that will run {@code command}. */
    public static Builder of(String name, List<String> command) {
        return new Builder(name, command);
    }

    /** How a child is started; {@link #start()} launches it. */
    public static final class Builder {
        private final String name;
        private final List<String> command;
        private final Map<String, String> environment = new LinkedHashMap<>();
        private Optional<String> cpus = Optional.empty();
        private Optional<Path> log = Optional.empty();
        private Optional<Path> directory = Optional.empty();
        private boolean pipes;

        private Builder(String name, List<String> command) {
            this.name = name;
            this.command = List.copyOf(command);
        }

        /** Pins the child to these CPUs ({@code taskset -c}, which execs the command: the pid stays the child's). */
        public Builder cpus(Optional<String> list) {
            this.cpus = list;
            return this;
        }

        /** Its output (and errors) appended to this file; without one it shares this process's console. */
        public Builder log(Path file) {
            this.log = Optional.of(file);
            return this;
        }

        /** Its standard input and output as pipes to this process ({@link #input()}, {@link #output()}). */
        public Builder pipes() {
            this.pipes = true;
            return this;
        }

        public Builder environment(String variable, String value) {
            environment.put(variable, value);
            return this;
        }

        public Builder directory(Path workingDirectory) {
            this.directory = Optional.of(workingDirectory);
            return this;
        }

        public ChildProcess start() throws IOException {
            List<String> full = new ArrayList<>();
            cpus.ifPresent(list -> full.addAll(List.of("taskset", "-c", list)));
            full.addAll(command);
            ProcessBuilder builder = new ProcessBuilder(full);
            builder.environment().putAll(environment);
            directory.ifPresent(dir -> builder.directory(dir.toFile()));
            if (log.isPresent()) {
                Files.createDirectories(log.get().toAbsolutePath().getParent());
                ProcessBuilder.Redirect appended = ProcessBuilder.Redirect.appendTo(log.get().toFile());
                builder.redirectError(appended);
                if (!pipes) {
                    builder.redirectOutput(appended);
                }
            } else if (!pipes) {
                builder.inheritIO();
            }
            if (!pipes) {
                builder.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
            }
            long launched = System.nanoTime();
            ChildProcess child;
            synchronized (RUNNING) {
                if (stopping) {
                    throw new IOException(name + " not started: wirerace is stopping");
                }
                child = new ChildProcess(name, builder.start(), launched, log);
                RUNNING.add(child);
            }
            child.process.onExit().thenRun(() -> RUNNING.remove(child));
            return child;
        }
    }

    public String name() {
        return name;
    }

    public long pid() {
        return process.pid();
    }

    public boolean alive() {
        return process.isAlive();
    }

    public Optional<Path> log() {
        return log;
    }

    /** What the child writes to its standard output (a child started with {@link Builder#pipes()}). */
    public InputStream output() {
        return process.getInputStream();
    }

    /** The child's standard input (a child started with {@link Builder#pipes()}). */
    public OutputStream input() {
        return process.getOutputStream();
    }

    /**
     * Asks {@code uri} every {@code poll} until a 200 whose body passes {@code check} arrives; returns the
     * milliseconds from launch to that reply, the way Quarkus measures startup. Fails as soon as the child
     * exits, or when the bound passes.
     */
    public double awaitHttp(URI uri, Predicate<String> check, Duration bound, Duration poll)
            throws IOException, InterruptedException {
        // built per wait, not held: a client made at native-image build time would be stale in the image
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(1)).build();
        HttpRequest request = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(5)).GET().build();
        long deadline = launchedNanos + bound.toNanos();
        String last = "no answer";
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IOException(name + " exited with " + process.exitValue() + " before answering; " + logTail(20));
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
            Thread.sleep(poll);
        }
        throw new IOException(name + " gave no correct answer at " + uri + " within " + bound.toSeconds() + " s (last: "
                + last + "); " + logTail(20));
    }

    /**
     * Waits until a line of its log matches {@code ready}: how a child this process cannot reach over the
     * network (another namespace) says it is up. Fails as soon as it exits, or when the bound passes.
     */
    public void awaitLog(java.util.regex.Pattern ready, Duration bound) throws IOException, InterruptedException {
        Path file = log.orElseThrow(() -> new IllegalStateException(name + " has no log to watch"));
        long deadline = launchedNanos + bound.toNanos();
        while (System.nanoTime() < deadline) {
            if (Files.exists(file) && ready.matcher(Files.readString(file)).find()) {
                return;
            }
            if (!process.isAlive()) {
                throw new IOException(name + " exited with " + process.exitValue() + " before it was ready; " + logTail(20));
            }
            Thread.sleep(100);
        }
        throw new IOException(name + " was not ready within " + bound.toSeconds() + " s; " + logTail(20));
    }

    /** Waits for the child to end by itself and returns its exit code; past the bound it is stopped and this fails. */
    public int awaitExit(Duration bound) throws IOException, InterruptedException {
        if (!process.waitFor(bound.toMillis(), TimeUnit.MILLISECONDS)) {
            close();
            throw new IOException(name + " did not finish within " + bound.toSeconds() + " s");
        }
        return process.exitValue();
    }

    /** Waits, without a bound, for a child that runs until the user stops it (a server under Ctrl-C). */
    public int awaitExit() throws InterruptedException {
        return process.waitFor();
    }

    /** SIGKILL: a crash, not a shutdown (what the kill fault and the replication study's dead node need). */
    public void kill() throws InterruptedException {
        process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
    }

    /** The last lines of its log, for error messages. */
    public String logTail(int lines) {
        if (log.isEmpty()) {
            return "its output went to the console";
        }
        try {
            List<String> all = Files.readAllLines(log.get());
            return "its log " + log.get() + " ends with:\n  "
                    + String.join("\n  ", all.subList(Math.max(0, all.size() - lines), all.size()));
        } catch (IOException | RuntimeException unreadable) {
            return "its log " + log.get() + " is unreadable";
        }
    }

    /**
     * SIGTERM, then SIGKILL after the grace period; then the same for whatever the child had started and left
     * running (forks, a business-service restarted by the kill fault), which would otherwise outlive it.
     */
    @Override
    public void close() throws InterruptedException {
        close(GRACE);
    }

    /**
     * As {@link #close()}, with {@code grace} before SIGKILL: for a child whose exit does work of its own (a JVM
     * writing its AOT cache as it exits takes longer than a service's shutdown).
     */
    public void close(Duration grace) throws InterruptedException {
        List<ProcessHandle> descendants = process.descendants().toList();
        stop(process.toHandle(), grace);
        for (ProcessHandle descendant : descendants) {
            stop(descendant, GRACE);
        }
        RUNNING.remove(this);
    }

    private static void stop(ProcessHandle handle, Duration grace) throws InterruptedException {
        if (!handle.isAlive()) {
            return;
        }
        handle.destroy();
        try {
            handle.onExit().get(grace.toMillis(), TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.TimeoutException | java.util.concurrent.ExecutionException stuck) {
            handle.destroyForcibly();
            try {
                handle.onExit().get(10, TimeUnit.SECONDS);
            } catch (java.util.concurrent.TimeoutException | java.util.concurrent.ExecutionException gone) {
                // the kernel will reap it; nothing more this process can do
            }
        }
    }

    /** The shutdown hook: every child still running, newest first (a service's proxy after the service). */
    private static void stopAll() {
        List<ChildProcess> running;
        synchronized (RUNNING) {
            stopping = true;
            running = new ArrayList<>(RUNNING);
        }
        running.sort((a, b) -> Long.compare(b.launchedNanos, a.launchedNanos));
        for (ChildProcess child : running) {
            try {
                child.close();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private static String abbreviate(String text) {
        return text.length() > 200 ? text.substring(0, 200) + "..." : text;
    }

    @Override
    public String toString() {
        return name + " (pid " + process.pid() + ")";
    }
}
