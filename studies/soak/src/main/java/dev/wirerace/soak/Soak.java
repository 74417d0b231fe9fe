package dev.wirerace.soak;

import dev.wirerace.engine.Call;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.usage.ProcessHealth;
import dev.wirerace.model.wire.Client;
import dev.wirerace.model.wire.Operation;
import dev.wirerace.model.wire.Way;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.probes.ProcessHealthProbe;
import dev.wirerace.results.ResultsStore;
import dev.wirerace.results.soak.SoakDocument;
import dev.wirerace.results.soak.SoakTable;
import dev.wirerace.results.soak.Trend;
import dev.wirerace.results.soak.WireWindow;
import dev.wirerace.suite.Progress;
import dev.wirerace.suite.RunContext;
import dev.wirerace.suite.Scenario;
import dev.wirerace.suite.ScenarioCalls;
import dev.wirerace.suite.WireClient;
import dev.wirerace.suite.WireOpener;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.jboss.logging.Logger;

/**
 * ./wirerace soak: a fixed rate held across every remote wire for a number of minutes, through one client per
 * wire opened at the start (as a long-lived application holds them); every 10 s both tiers' process health
 * and every wire's calls, errors and latency; at the end a verdict per tier, flat or growing, from the
 * trend of each metric after the first fifth of the run (the warm-up: pools fill, the JIT settles).
 */
public class Soak {

    private static final Logger LOG = Logger.getLogger(Soak.class);
    /** The first fifth of the samples is the warm-up, left out of the trends. */
    private static final double WARM_UP_SHARE = 0.2;
    private static final double MIB = 1024 * 1024;

    private final SoakSettings settings;
    private final WireOpener clients;
    private final Supplier<Optional<ProcessHealth>> businessHealth;
    private final ResultsStore store;
    private final RunContext environment;
    private final Progress progress;

    /**
     * @param clients the presentation-service's clients, one per wire opened for the whole run
     * @param businessHealth the business-service's process health now; empty when it cannot be read
     */
    public Soak(SoakSettings settings, WireOpener clients, Supplier<Optional<ProcessHealth>> businessHealth,
            ResultsStore store, RunContext environment, Progress progress) {
        this.settings = settings;
        this.clients = clients;
        this.businessHealth = businessHealth;
        this.store = store;
        this.environment = environment;
        this.progress = progress;
    }

    public SoakDocument run() throws Exception {
        String runId = ResultsStore.newRunId("soak", environment.mode());
        List<Wire> wires = List.of(Wire.values()).stream().filter(Wire::remote)
                .filter(wire -> wire.carries(Operation.ADD_ONE)).toList();
        long samplePeriod = settings.sampleEvery().toNanos();
        int sampleCount = (int) Math.max(1, Math.round(settings.minutes() * 60e9 / samplePeriod));
        if (!progress.begin("soak", runId, sampleCount)) {
            throw new IllegalStateException("another run is going");
        }
        return progress.endAfter(() -> soakAndWrite(runId, wires, samplePeriod, sampleCount));
    }

    private SoakDocument soakAndWrite(String runId, List<Wire> wires, long samplePeriod, int sampleCount)
            throws Exception {
        Instant started = Instant.now();
        List<WireClient> opened = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        List<SoakDocument.Sample> samples = new ArrayList<>();
        List<WireLoad> loads = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        try {
            double perWire = settings.rate() / wires.size();
            for (Wire wire : wires) {
                opened.add(clients.open(new Way(wire, Client.defaultOf(wire))));
            }
            // the clock starts when the warm-up ends; the loads stop as the last sample is due
            long start = System.nanoTime() + settings.warmup().toNanos();
            long end = start + sampleCount * samplePeriod;
            for (int i = 0; i < wires.size(); i++) {
                loads.add(new WireLoad(wires.get(i).id(), calls(wires.get(i), opened.get(i)), perWire, start, i,
                        wires.size(), end));
            }
            warmUp(loads, start);
            for (WireLoad load : loads) {
                threads.add(Thread.ofPlatform().name("soak-" + load.way()).start(load));
            }
            samples.add(sample(0, loads));
            for (int i = 1; i <= sampleCount; i++) {
                long due = start + i * samplePeriod;
                TimeUnit.NANOSECONDS.sleep(Math.max(0, due - System.nanoTime()));
                samples.add(sample((System.nanoTime() - start) / 60e9, loads));
                progress.starting(String.format("soak: minute %.1f of %.1f", (System.nanoTime() - start) / 60e9, settings.minutes()));
                progress.finished();
            }
            for (Thread thread : threads) {
                thread.join(TimeUnit.SECONDS.toMillis(30));
            }
        } catch (Exception e) {
            failures.add(e.toString());
            LOG.errorf("soak stopped: %s", e.toString());
        } finally {
            threads.forEach(Thread::interrupt);
            for (WireClient client : opened) {
                client.close();
            }
        }
        long calls = samples.stream().flatMap(s -> s.wires().values().stream()).mapToLong(WireWindow::calls).sum();
        long errors = samples.stream().flatMap(s -> s.wires().values().stream()).mapToLong(WireWindow::errors).sum();
        Map<String, String> lastFailures = new LinkedHashMap<>();
        loads.stream().filter(load -> load.lastFailure() != null).forEach(load -> lastFailures.put(load.way(), load.lastFailure()));
        SoakDocument soak = new SoakDocument(environment.header(SoakDocument.KIND, runId, "soak", failures, started),
                settings.minutes(), settings.rate(), settings.sampleEvery().toSeconds(),
                wires.stream().map(Wire::id).toList(), samples, warmUpSamples(samples.size()),
                List.of(verdict("presentation", samples, SoakDocument.Sample::presentation),
                        verdict("business", samples, SoakDocument.Sample::business)),
                calls, errors, lastFailures);
        store.writeDocument(runId, soak, Map.of("soak.csv", SoakTable.csv(soak)));
        return soak;
    }

    /** Every wire at once, back to back, until {@code untilNanos}; failures there are logged, not counted. */
    private static void warmUp(List<WireLoad> loads, long untilNanos) throws InterruptedException {
        List<Thread> threads = new ArrayList<>();
        for (WireLoad load : loads) {
            threads.add(Thread.ofPlatform().name("soak-warm-up-" + load.way()).start(() -> {
                int failed = load.warmUp(untilNanos);
                if (failed > 0) {
                    LOG.warnf("soak warm-up: %d calls of %s failed", failed, load.way());
                }
            }));
        }
        for (Thread thread : threads) {
            thread.join();
        }
    }

    /** addOne, concat and the 55-account list in turn, each reply checked. */
    private static List<Call> calls(Wire wire, WireClient client) {
        return List.of(ScenarioCalls.of(Scenario.closed(wire, Operation.ADD_ONE, TxMode.NONE, 0, 1), client),
                ScenarioCalls.of(Scenario.closed(wire, Operation.CONCAT, TxMode.NONE, 100, 1), client),
                ScenarioCalls.of(Scenario.closed(wire, Operation.ACCOUNTS, TxMode.NONE, Accounts.STANDARD_COUNT, 1), client));
    }

    private SoakDocument.Sample sample(double minute, List<WireLoad> loads) {
        Map<String, WireWindow> wires = new LinkedHashMap<>();
        for (WireLoad load : loads) {
            wires.put(load.way(), load.window());
        }
        return new SoakDocument.Sample(minute, ProcessHealthProbe.ofThisProcess(), businessHealth.get().orElse(null), wires);
    }

    interface Side {
        ProcessHealth of(SoakDocument.Sample sample);
    }

    /** How many of the first samples are the warm-up: a fifth, at least the one taken at the start. */
    static int warmUpSamples(int samples) {
        return Math.max(1, (int) Math.floor(samples * WARM_UP_SHARE));
    }

    /**
     * Flat unless a metric's line, after the warm-up, adds more than its allowance: heap after GC 16 MiB or
     * 10 %, RSS 32 MiB or 10 %, 4 threads, 16 open files, 16 sockets.
     */
    static SoakDocument.TierVerdict verdict(String tier, List<SoakDocument.Sample> samples, Side side) {
        int skip = warmUpSamples(samples.size());
        List<SoakDocument.Sample> fitted = samples.subList(Math.min(skip, samples.size()), samples.size()).stream()
                .filter(sample -> side.of(sample) != null).toList();
        List<Trend> trends = List.of(
                Trend.of("heap after GC", "MiB", points(fitted, side, h -> h.heapAfterGcBytes() < 0 ? -1 : h.heapAfterGcBytes() / MIB), 16, 0.10),
                Trend.of("RSS", "MiB", points(fitted, side, h -> h.rssBytes() < 0 ? -1 : h.rssBytes() / MIB), 32, 0.10),
                Trend.of("threads", "", points(fitted, side, h -> h.threads()), 4, 0),
                Trend.of("open files", "", points(fitted, side, h -> h.openFiles()), 16, 0),
                Trend.of("sockets", "", points(fitted, side, h -> h.sockets()), 16, 0));
        List<String> growing = trends.stream().filter(Trend::growing).map(t -> String.format(Locale.ROOT,
                "%s +%.1f%s/min", t.metric(), t.slopePerMinute(), t.unit().isEmpty() ? "" : " " + t.unit())).toList();
        String verdict = fitted.size() < 3 ? "too few samples"
                : growing.isEmpty() ? "flat" : "growing: " + String.join(", ", growing);
        return new SoakDocument.TierVerdict(tier, verdict, trends);
    }

    private interface Metric {
        double of(ProcessHealth health);
    }

    private static List<double[]> points(List<SoakDocument.Sample> samples, Side side, Metric metric) {
        return samples.stream().map(s -> new double[] { s.minute(), metric.of(side.of(s)) }).toList();
    }
}
