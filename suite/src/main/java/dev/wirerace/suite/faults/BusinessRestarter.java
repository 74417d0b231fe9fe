package dev.wirerace.suite.faults;

import dev.wirerace.probes.CpuAffinity;
import dev.wirerace.suite.link.NetworkLink;
import dev.wirerace.tiers.link.Route;
import dev.wirerace.tiers.process.ChildProcess;
import dev.wirerace.tiers.process.QuarkusReadiness;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Kills the business-service with SIGKILL (a crash, not a shutdown) and starts it again with the very
 * command line it ran with, on the same ports and host (its network namespace, when it has one). The successor is this process's child: it is stopped when
 * this restarter is closed, or with this JVM (ChildProcess).
 */
public class BusinessRestarter implements AutoCloseable {

    /**
     * Where the business-service runs and where its successor logs, as ./wirerace passes them.
     *
     * @param businessPid the business-service to kill (the kill plan)
     * @param businessPrefix what runs the restarted business-service on its host ({@code ip,netns,exec,NS}), when
     *        it is not this one's
     * @param logDir where the restarted business-service logs
     */
    public record Settings(Optional<Long> businessPid, Optional<List<String>> businessPrefix, Optional<Path> logDir) {
    }

    private final Settings config;
    private final String directHttp;
    private final NetworkLink link;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
    private long pid;
    private ChildProcess successor;

    /**
     * @param directHttp the business-service's HTTP host:port as this service is configured to reach it (through
     *        the link when there is one: then the link's upstream is asked for instead)
     */
    public BusinessRestarter(Settings config, String directHttp, NetworkLink link) {
        this.config = config;
        this.directHttp = directHttp;
        this.link = link;
    }

    /** Kills the current business-service and starts its successor; returns the new pid. */
    public synchronized long killAndRestart() throws IOException, InterruptedException {
        if (pid == 0) {
            pid = config.businessPid().orElseThrow(
                    () -> new IllegalStateException("no business-service pid (wirerace.faults.business-pid)"));
        }
        ProcessHandle running = ProcessHandle.of(pid)
                .orElseThrow(() -> new IllegalStateException("business-service pid " + pid + " is not running"));
        Optional<String> cpus = sameCpus(pid);
        // /proc shows the JVM's own command line: what put it in its network namespace has exec'd into it
        List<String> command = new ArrayList<>(config.businessPrefix().orElse(List.of()));
        command.add(running.info().command().orElseThrow(() -> new IllegalStateException("pid " + pid + ": no command")));
        command.addAll(List.of(running.info().arguments().orElseThrow(
                () -> new IllegalStateException("pid " + pid + ": its arguments cannot be read"))));
        running.destroyForcibly();
        try {
            running.onExit().get(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IOException("business-service pid " + pid + " did not die within 10 s", e);
        }
        Path logDir = config.logDir().orElse(Path.of(System.getProperty("java.io.tmpdir")));
        Files.createDirectories(logDir);
        Path log = logDir.resolve("business-service-restarted-" + Instant.now().toEpochMilli() + ".log");
        successor = ChildProcess.of("business-service (restarted)", command).cpus(cpus).log(log).start();
        pid = successor.pid();
        return pid;
    }

    /** Stops the successor this restarter started, if any. */
    @Override
    public void close() throws InterruptedException {
        if (successor != null) {
            successor.close();
        }
    }

    /**
     * The CPUs the process was pinned to (./wirerace pins each tier): without them its
     * successor, a child of this JVM, would inherit this JVM's CPUs instead of its own.
     */
    private static Optional<String> sameCpus(long pid) {
        // no /proc or no taskset: start it unpinned
        return Files.isExecutable(Path.of("/usr/bin/taskset")) ? CpuAffinity.ofProcess(pid) : Optional.empty();
    }

    /** Waits, bounded, until the business-service is ready again, every wire serving (straight, not through the link). */
    public boolean awaitReady(Duration bound) throws InterruptedException {
        String ready = "http://" + directHttp() + QuarkusReadiness.PATH;
        long deadline = System.nanoTime() + bound.toNanos();
        while (System.nanoTime() < deadline) {
            try {
                HttpResponse<Void> reply = http.send(HttpRequest.newBuilder(URI.create(ready))
                        .timeout(Duration.ofSeconds(2)).build(), HttpResponse.BodyHandlers.discarding());
                if (reply.statusCode() == 200) {
                    return true;
                }
            } catch (IOException notYet) {
                // still starting
            }
            Thread.sleep(200);
        }
        return false;
    }

    private String directHttp() {
        return link.route("http").map(Route::upstream).orElse(directHttp);
    }
}
