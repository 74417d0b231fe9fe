package dev.wirerace.presentation.suite;

import dev.wirerace.engine.LoadModel;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.wire.Operation;
import dev.wirerace.model.wire.Way;
import dev.wirerace.payload.model.PayloadSample;
import dev.wirerace.presentation.client.WireClients;
import dev.wirerace.results.ResultsStore;
import dev.wirerace.results.data.RoundTrips;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.ScenarioResult;
import dev.wirerace.suite.RoundTripProbe;
import dev.wirerace.suite.Scenario;
import dev.wirerace.suite.link.NetworkLink;
import dev.wirerace.tiers.link.NetworkProfile;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.jboss.logging.Logger;

/**
 * A loopback run's round trips per call, measured right after it with both tiers started again behind Toxiproxy
 * (network {@code proxy}): every remote way, operation and size among the run's rows, and the raw floor, through
 * RoundTripProbe; kept in the run's {@code run.json} for {@code predict} and the page's what-if panel.
 */
@ApplicationScoped
public class RoundTripPass {

    private static final Logger LOG = Logger.getLogger(RoundTripPass.class);

    private final WireClients clients;
    private final NetworkLink link;
    private final ResultsStore store;

    public RoundTripPass(WireClients clients, NetworkLink link, ResultsStore store) {
        this.clients = clients;
        this.link = link;
        this.store = store;
    }

    /** Measures and keeps them; 0 when kept, 1 when the pass could not measure them, 2 when it cannot run. */
    public int run(String runId) throws Exception {
        if (link.profile() != NetworkProfile.PROXY) {
            System.err.printf("round trips: the pass runs behind Toxiproxy adding nothing (network proxy), not %s%n",
                    link.profile().id());
            return 2;
        }
        Optional<RunDocument> run = store.readRun(runId);
        if (run.isEmpty()) {
            System.err.printf("round trips: no suite run %s in %s%n", runId, store.directory());
            return 2;
        }
        List<String> skipped = new ArrayList<>();
        Map<Way, List<Scenario>> byWay = scenarios(run.get(), skipped);
        long started = System.nanoTime();
        RoundTripProbe.Delay delay = replyDelay(link);
        RoundTripProbe.Outcome outcome = RoundTripProbe.measure(byWay, clients, delay);
        skipped.addAll(outcome.failures());
        skipped.forEach(why -> LOG.warnf("round trips: not measured: %s", why));
        RoundTrips trips;
        try {
            trips = RoundTrips.toggled(runId, delay.addedMicros(),
                    RoundTripProbe.key(RoundTripProbe.floor()), outcome.gainedMicros(), outcome.spreadMicros());
        } catch (IllegalArgumentException unmeasured) {
            System.err.println("round trips: " + unmeasured.getMessage());
            return 1;
        }
        store.addToRun(runId, RoundTrips.FIELD, trips);
        System.out.print(describe(trips, outcome, (System.nanoTime() - started) / 1e9));
        return 0;
    }

    /** The link's probe delay on every proxied port's replies, switched by the probe. */
    static RoundTripProbe.Delay replyDelay(NetworkLink link) {
        return new RoundTripProbe.Delay() {
            @Override
            public long addedMicros() {
                return NetworkLink.PROBE_DELAY_MILLIS * 1_000L;
            }

            @Override
            public void set(boolean on) throws IOException, InterruptedException {
                link.delayReplies(on);
            }
        };
    }

    /**
     * One closed, one-caller scenario per remote (or floor) way, operation and size of the run, and the raw floor.
     * Rows on another payload than the one built in cannot be called again; they are said and left out.
     */
    static Map<Way, List<Scenario>> scenarios(RunDocument run, List<String> skipped) {
        Map<String, Scenario> byKey = new LinkedHashMap<>();
        Scenario floor = RoundTripProbe.floor();
        byKey.put(RoundTripProbe.key(floor), floor);
        for (ScenarioResult row : run.scenarios()) {
            boolean batch = LoadModel.BATCH.id().equals(row.load().loadModel());
            if (batch || !(row.spoken().remote() || row.spoken().floor()) || byKey.containsKey(RoundTrips.key(row))) {
                continue;
            }
            Operation operation = Operation.byId(row.work().operation());
            if (operation.carriesPayload() && !PayloadSample.name().equals(row.work().payload())) {
                skipped.add(RoundTrips.key(row) + ": the services carry the payload " + PayloadSample.name() + ", not "
                        + row.work().payload());
                continue;
            }
            Way way = Way.byId(row.spoken().way());
            byKey.put(RoundTrips.key(row), new Scenario(way.wire(), way.server(), way.client(), operation,
                    TxMode.fromWireName(row.work().tx()), row.work().size(), 1, LoadModel.CLOSED, 0));
        }
        Map<Way, List<Scenario>> byWay = new LinkedHashMap<>();
        byKey.values().forEach(scenario -> byWay.computeIfAbsent(scenario.way(), w -> new ArrayList<>()).add(scenario));
        return byWay;
    }

    private static String describe(RoundTrips trips, RoundTripProbe.Outcome outcome, double seconds) {
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "round trips per call, kept in run %s"
                + " (%.0f s; a %.0f µs delay on the replies switched on and off, %d rounds or more; the raw floor gained %.0f µs):%n",
                trips.baseRun(), seconds, trips.addedMicros(), RoundTripProbe.ROUNDS,
                trips.addedMicros() + trips.proxyMicros().values().iterator().next()));
        trips.byRow().forEach((key, value) -> out.append(String.format(Locale.ROOT, "  %-58s %5.2f ± %.2f  (gained %6.0f µs)%n",
                key, value, trips.spreadByRow().get(key), outcome.gainedMicros().get(key))));
        return out.toString();
    }
}
