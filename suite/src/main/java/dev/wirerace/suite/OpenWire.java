package dev.wirerace.suite;

import dev.wirerace.engine.Call;
import dev.wirerace.engine.CallFailure;
import dev.wirerace.engine.FailureKind;
import dev.wirerace.model.wire.Way;
import dev.wirerace.model.wire.Wire;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jboss.logging.Logger;

/**
 * A wire whose client is built: a business client or, for a floor, a ping-pong client. A class, not a
 * record: it is a map key, and its kept batch calls must not change its identity.
 */
final class OpenWire {

    private static final Logger LOG = Logger.getLogger(OpenWire.class);
    private static final int FIRST_CALL_TRIES = 3;


    private final Way way;
    private final List<Scenario> scenarios;
    private final WireClient client;
    private final PingPongClient floor;
    /** Each scenario's one call copy, kept from the warm-up through its last round. */
    private final Map<Scenario, Call> calls = new ConcurrentHashMap<>();

    private final WireOpener opener;

    OpenWire(Way way, List<Scenario> scenarios, WireClient client, PingPongClient floor, WireOpener opener) {
        this.opener = opener;
        this.way = way;
        this.scenarios = scenarios;
        this.client = client;
        this.floor = floor;
    }

    Way way() {
        return way;
    }

    Wire wire() {
        return way.wire();
    }

    List<Scenario> scenarios() {
        return scenarios;
    }

    /**
     * The scenario's own call copy (CallCopies), made at its first use and kept: the warm-up compiles it and
     * every round measures that compiled code. A fresh copy per round had the JIT compile new code inside
     * each measured window (the table's COMPILING flag on most rows), and made study 1's runs of 10 to 1,000
     * local calls time a copy still being compiled (0.03 to 0.05 µs a call, against 0.005 warm).
     */
    Call call(Scenario scenario) {
        return calls.computeIfAbsent(scenario, this::copy);
    }

    private Call copy(Scenario scenario) {
        return floor != null ? ScenarioCalls.floor(scenario, floor) : ScenarioCalls.of(scenario, client);
    }

    List<String> breakerTransitions() {
        return client == null ? List.of() : opener.breakerTransitions(client);
    }

    void close() {
        try {
            if (client != null) {
                client.close();
            }
            if (floor != null) {
                floor.close();
            }
        } catch (Exception e) {
            LOG.warnf("closing the %s client failed: %s", way.id(), e.toString());
        }
    }

    /**
     * The first call pays for class loading, the TLS handshake and a cold server: under a short call timeout
     * (the faults' 1 s) over a slow link it can time out while the wire works. It is tried again, at most
     * {@value #FIRST_CALL_TRIES} times in all, on timeouts only; any other failure, or the last timeout, stands.
     */
    private static void firstCall(OpenWire open, Scenario scenario) throws Exception {
        for (int attempt = 1;; attempt++) {
            try {
                open.call(scenario).invoke(-1);
                return;
            } catch (CallFailure e) {
                if (e.kind() != FailureKind.TIMEOUT || attempt == FIRST_CALL_TRIES) {
                    throw e;
                }
                LOG.infof("%s: the first call timed out (attempt %d), trying again", open.way().id(), attempt);
            }
        }
    }

    /**
     * Builds the wire's client and makes one checked call outside any timed loop: the wire answers, and its
     * first-call cost is kept apart from the per-call figures. Null (and a recorded failure) if it cannot.
     */
    public static OpenWire open(Way way, List<Scenario> scenarios, WireOpener clients, RunRecord record) {
        OpenWire open = null;
        try {
            open = way.wire().reach() == Wire.Reach.FLOOR
                    ? new OpenWire(way, scenarios, null, clients.openFloor(way.wire()), clients)
                    : new OpenWire(way, scenarios, clients.open(way), null, clients);
            long start = System.nanoTime();
            firstCall(open, scenarios.get(0));
            record.firstCallMicros.put(way.id(), (System.nanoTime() - start) / 1_000);
            return open;
        } catch (Exception e) {
            LOG.errorf("%s: the client could not be built or its first call failed: %s", way.id(), e.toString());
            record.failures.add(way.id() + ": no working client (" + e.getMessage() + ")");
            if (open != null) {
                open.close();
            }
            return null;
        }
    }
}
