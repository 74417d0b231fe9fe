package dev.wirerace.launcher.nativecompare;

import dev.wirerace.model.usage.ProcessCpu;
import dev.wirerace.model.usage.ProcessMemory;
import dev.wirerace.processes.BusinessPorts;
import dev.wirerace.processes.ChildProcess;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A service's startup figures: launched on fresh processes, each time timed from launch to its first correct
 * answer, its CPU time (and its JIT compilers' share) read at that answer, asked once more, and its RSS read right
 * after that request.
 */
final class Launches {

    /**
     * Each launch's milliseconds to the first correct answer, its CPU milliseconds by then and its compilers' part
     * (null entries in a native image), and its RSS after one more request.
     */
    record Startups(List<Double> millis, List<Double> cpuMillis, List<Double> jitCpuMillis, List<Double> rssMb) {
    }

    private final ServiceCommands commands;
    private final HttpClient http;

    Launches(ServiceCommands commands, HttpClient http) {
        this.commands = commands;
        this.http = http;
    }

    /** @param work where the launches' logs (and a presentation-service's empty results) go */
    Startups measure(Service service, Mode mode, int times, Path work) throws IOException, InterruptedException {
        List<Double> millis = new ArrayList<>();
        List<Double> cpu = new ArrayList<>();
        List<Double> jit = new ArrayList<>();
        List<Double> rss = new ArrayList<>();
        for (int i = 1; i <= times; i++) {
            BusinessPorts ports = commands.businessPorts();
            int port = service == Service.BUSINESS ? ports.http() : commands.freePort();
            List<String> command = service == Service.BUSINESS ? commands.business(mode, ports)
                    : commands.presentation(mode, port, ports, work.resolve("startup-results"), "none");
            Path log = work.resolve(service.id() + "-" + mode.id() + "-start-" + i + ".log");
            try (ChildProcess process = commands.start(service, command, log)) {
                millis.add(service.awaitFirstAnswer(process, port));
                ProcessCpu used = ProcessCpu.of(process.pid());
                cpu.add(used.cpuMillis());
                jit.add(used.compilerCpuMillis());
                requestOnce(service, port);
                rss.add(ProcessMemory.of(process.pid()).rssMb());
            }
        }
        System.err.printf("wirerace: %s %s: first answer after %s ms (CPU %s ms, of it JIT %s ms), RSS %s MB%n",
                service.id(), mode.id(), millis, cpu, jit, rss);
        return new Startups(millis, cpu, jit, rss);
    }

    /** Sends one more request and checks its reply (the "after the first request" of RSS readings). */
    private void requestOnce(Service service, int port) throws IOException, InterruptedException {
        URI uri = service.probe(port);
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(10)).build(),
                HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200 || !service.answersCorrectly(response.body())) {
            throw new IOException("unexpected reply from " + uri + ": HTTP " + response.statusCode() + " "
                    + response.body().substring(0, Math.min(200, response.body().length())));
        }
    }
}
