package dev.wirerace.presentation.faults;

import dev.wirerace.model.usage.CpuAffinity;
import dev.wirerace.presentation.client.BusinessTarget;
import dev.wirerace.presentation.network.NetworkLink;
import dev.wirerace.presentation.network.Route;
import dev.wirerace.processes.ChildProcess;
import dev.wirerace.processes.QuarkusReadiness;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
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
 * this bean is destroyed, or with this JVM (ChildProcess).
 */
@ApplicationScoped
public class BusinessRestarter {

    private final FaultConfig config;
    private final BusinessTarget target;
    private final NetworkLink link;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
    private long pid;
    private ChildProcess successor;

    public BusinessRestarter(FaultConfig config, BusinessTarget target, NetworkLink link) {
        this.config = config;
        this.target = target;
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

    @PreDestroy
    void stopSuccessor() throws InterruptedException {
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
        return link.route("http").map(Route::upstream).orElse(target.host() + ":" + target.httpPort());
    }
}
