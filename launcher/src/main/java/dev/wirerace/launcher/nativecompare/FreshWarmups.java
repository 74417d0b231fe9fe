package dev.wirerace.launcher.nativecompare;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirerace.results.ResultsStore;
import dev.wirerace.results.data.NativeComparisonDocument.WarmupFigures;
import dev.wirerace.results.data.NativeComparisonDocument.WireFigures;
import dev.wirerace.suite.RunPlan;
import dev.wirerace.tiers.ports.BusinessPorts;
import dev.wirerace.tiers.process.ChildProcess;
import java.io.IOException;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Each wire's warm-up from a fresh start of both services: for one wire at a time, both services of a mode
 * launched anew, then the suite narrowed to that wire started through the API, so that the wire's first call
 * is the first work of both processes after their own start. What a service that scales out pays on each start;
 * in the suite's own pass the wires share one pair of processes, and each finds the code the wires before it
 * made hot (in the JVM) or compiled. Its suite runs are kept with the comparison's logs, not among the runs.
 * The modes take turns wire by wire (Turns).
 */
final class FreshWarmups {

    /** Only the warm-up is wanted: one short measured iteration per row, so that the run completes quickly. */
    private static final RunPlan.Durations ONE_SHORT_ITERATION = new RunPlan.Durations(null, 1,
            Duration.ofMillis(100), null, null);

    private final ServiceCommands commands;
    private final HttpClient http;
    private final String suite;
    private final String cpuAffinity;

    /** @param cpuAffinity the pinning in words, as each suite run records it */
    FreshWarmups(ServiceCommands commands, HttpClient http, String suite, String cpuAffinity) {
        this.commands = commands;
        this.http = http;
        this.suite = suite;
        this.cpuAffinity = cpuAffinity;
    }

    /**
     * What the fresh starts gave: each wire's warm-up, and the short measured rows after it, whose failed calls
     * count against the comparison as the suite's do.
     */
    record Measured(List<WarmupFigures> warmups, List<WireFigures> rows) {
    }

    /**
     * The warm-up of each of {@code wires}, wire by wire in the order given, each from a fresh pair in every mode,
     * the modes taking turns (Turns: the n-th wire's round starts with the n-th mode), so that one wire's modes
     * are measured minutes apart at most, not a whole suite apart.
     */
    Map<Mode, Measured> inTurns(List<Mode> modes, List<String> wires, Path work)
            throws IOException, InterruptedException {
        Map<Mode, Measured> measured = new EnumMap<>(Mode.class);
        Map<Mode, ResultsStore> stores = new EnumMap<>(Mode.class);
        for (Mode mode : modes) {
            measured.put(mode, new Measured(new ArrayList<>(), new ArrayList<>()));
            stores.put(mode, new ResultsStore(Files.createDirectories(work.resolve("fresh-warmups-" + mode.id())),
                    ResultsStore.plainMapper()));
        }
        for (int round = 0; round < wires.size(); round++) {
            String wire = wires.get(round);
            for (Mode mode : Turns.of(modes, round)) {
                System.err.printf("wirerace: %s mode: %s's warm-up from a fresh start of both services%n", mode.id(),
                        wire);
                String runId = runAlone(mode, wire, stores.get(mode), work);
                JsonNode run = SuiteWires.completedRun(stores.get(mode), runId);
                measured.get(mode).warmups().add(SuiteWires.warmups(run, mode, true).stream()
                        .filter(w -> w.wire().equals(wire)).findFirst()
                        .orElseThrow(() -> new IOException("the run " + runId + " kept no warm-up of " + wire)));
                // no peak memory was read for these short rows: their ops/s per MB stays unknown
                measured.get(mode).rows().addAll(SuiteWires.wires(run, mode, Double.NaN));
            }
        }
        return measured;
    }

    /** Both services started for {@code wire} alone, the suite narrowed to it run through the API; its run id. */
    private String runAlone(Mode mode, String wire, ResultsStore store, Path work)
            throws IOException, InterruptedException {
        RunPlan plan = RunPlan.DEFAULTS.withWires(List.of(wire)).withDurations(ONE_SHORT_ITERATION);
        BusinessPorts ports = commands.businessPorts();
        int port = commands.freePort();
        String logs = mode.id() + "-fresh-" + wire;
        try (ChildProcess business = commands.start(Service.BUSINESS, commands.business(mode, ports),
                work.resolve(Service.BUSINESS.id() + "-" + logs + ".log"))) {
            Service.BUSINESS.awaitFirstAnswer(business, ports.http());
            try (ChildProcess presentation = commands.start(Service.PRESENTATION, commands.presentation(mode, port,
                    ports, store.directory(), cpuAffinity, List.of(plan.asProperty())),
                    work.resolve(Service.PRESENTATION.id() + "-" + logs + ".log"))) {
                Service.PRESENTATION.awaitFirstAnswer(presentation, port);
                return new SuiteThroughApi(http, store.json()).run("http://127.0.0.1:" + port, suite, presentation);
            }
        }
    }
}
