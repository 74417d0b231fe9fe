package dev.wirerace.launcher.nativecompare;

import dev.wirerace.probes.ProcessCpu;
import dev.wirerace.probes.ProcessMemory;
import dev.wirerace.tiers.ports.BusinessPorts;
import dev.wirerace.tiers.process.ChildProcess;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The services' startup figures: launched on fresh processes, each time timed from launch to its first correct
 * answer, its CPU time (and its JIT compilers' share) read at that answer, asked once more, and its RSS read right
 * after that request. The modes take turns (Turns), round by round.
 */
final class Launches {

    /**
     * Each launch's milliseconds to the first correct answer, its CPU milliseconds by then and its compilers' part
     * (null entries in a native image), and its RSS after one more request; the i-th entries of two modes' Startups
     * were launched in the same round.
     */
    record Startups(List<Double> millis, List<Double> cpuMillis, List<Double> jitCpuMillis, List<Double> rssMb) {

        private Startups() {
            this(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        }

        /** Round by round, this mode's milliseconds to the first answer over those of {@code baseline}'s. */
        List<Double> over(Startups baseline) {
            List<Double> ratios = new ArrayList<>();
            for (int i = 0; i < Math.min(millis.size(), baseline.millis().size()); i++) {
                ratios.add(millis.get(i) / baseline.millis().get(i));
            }
            return ratios;
        }
    }

    private final ServiceCommands commands;
    private final HttpClient http;

    Launches(ServiceCommands commands, HttpClient http) {
        this.commands = commands;
        this.http = http;
    }

    /**
     * {@code rounds} rounds in which every mode, in its turn, launches each service once.
     *
     * @param work where the launches' logs (and a presentation-service's empty results) go
     */
    Map<Mode, Map<Service, Startups>> inTurns(List<Mode> modes, int rounds, Path work)
            throws IOException, InterruptedException {
        Map<Mode, Map<Service, Startups>> startups = new EnumMap<>(Mode.class);
        for (Mode mode : modes) {
            startups.put(mode, new EnumMap<>(Map.of(Service.BUSINESS, new Startups(),
                    Service.PRESENTATION, new Startups())));
        }
        for (int round = 0; round < rounds; round++) {
            for (Mode mode : Turns.of(modes, round)) {
                for (Service service : Service.values()) {
                    launch(service, mode, round + 1, work, startups.get(mode).get(service));
                }
            }
        }
        startups.forEach((mode, services) -> services.forEach((service, s) -> System.err.printf(
                "wirerace: %s %s: first answer after %s ms (CPU %s ms, of it JIT %s ms), RSS %s MB%n",
                service.id(), mode.id(), s.millis(), s.cpuMillis(), s.jitCpuMillis(), s.rssMb())));
        return startups;
    }

    /** One launch of {@code service} in {@code mode}, its figures added to {@code into}. */
    private void launch(Service service, Mode mode, int round, Path work, Startups into)
            throws IOException, InterruptedException {
        BusinessPorts ports = commands.businessPorts();
        int port = service == Service.BUSINESS ? ports.http() : commands.freePort();
        List<String> command = service == Service.BUSINESS ? commands.business(mode, ports)
                : commands.presentation(mode, port, ports, work.resolve("startup-results"), "none");
        Path log = work.resolve(service.id() + "-" + mode.id() + "-start-" + round + ".log");
        try (ChildProcess process = commands.start(service, command, log)) {
            into.millis().add(service.awaitFirstAnswer(process, port));
            ProcessCpu used = ProcessCpu.of(process.pid());
            into.cpuMillis().add(used.cpuMillis());
            into.jitCpuMillis().add(used.compilerCpuMillis());
            requestOnce(service, port);
            into.rssMb().add(ProcessMemory.of(process.pid()).rssMb());
        }
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
