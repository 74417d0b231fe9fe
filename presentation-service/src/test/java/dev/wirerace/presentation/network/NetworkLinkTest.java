package dev.wirerace.presentation.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.engine.CallFailure;
import dev.wirerace.model.floor.PingPong;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.wire.Operation;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.presentation.BusinessServiceProcess;
import dev.wirerace.presentation.client.WireClients;
import dev.wirerace.presentation.suite.SuiteRunner;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.ScenarioResult;
import dev.wirerace.suite.PingPongClient;
import dev.wirerace.suite.RunPlan;
import dev.wirerace.suite.Suite;
import dev.wirerace.suite.WireClient;
import dev.wirerace.suite.link.NetworkLink;
import dev.wirerace.tiers.link.NetworkProfile;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The lan profile: toxiproxy between the tiers on every port. Every wire (its default client and server model:
 * the other clients' own checks need no link) answers correctly through it; its
 * floor is at least the configured delay above the direct one; and with the link cut every remote wire
 * fails, RMI included (its stubs carry the proxy's address), then answers again once the link is back.
 */
@QuarkusTest
@TestProfile(NetworkLinkTest.DefaultWays.class)
@QuarkusTestResource(value = BusinessServiceProcess.class, restrictToAnnotatedClass = true,
        initArgs = @ResourceArg(name = "network", value = "lan"))
class NetworkLinkTest {

    private static final long WARM_UP_MILLIS = 2_000;

    /** The smoke suite's wires with their default clients and server models only. */
    public static class DefaultWays implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            RunPlan plan = RunPlan.DEFAULTS.withSelection(new RunPlan.Selection(null, List.of("default"),
                    List.of("default"), null, null));
            return Map.of(RunPlan.PROPERTY, plan.toJson());
        }
    }

    @Inject
    SuiteRunner runner;

    @Inject
    WireClients clients;

    @Inject
    NetworkLink link;

    @Test
    void everyWireAnswersThroughTheProxyAndTheLinkAddsItsDelay() {
        String runId = runner.claim(Suite.SMOKE);
        RunDocument run = runner.run(Suite.SMOKE, runId);

        assertEquals("completed", run.status(), run.failureReason());
        assertEquals("lan", run.network());
        for (ScenarioResult scenario : run.scenarios()) {
            assertEquals(0, scenario.errorCount(), scenario.spoken().wire() + " " + scenario.work().operation() + " " + scenario.errors());
        }
        Map<String, Object> check = run.settings().environment().networkCheck();
        assertEquals(true, check.get("ok"), check.toString());
        long added = ((Number) check.get("addedRoundTripMicros")).longValue();
        assertTrue(added >= NetworkProfile.LAN.addedRoundTripMicros(), "the link added only " + added + " µs: " + check);
    }

    @Test
    void aCutLinkFailsEveryRemoteWireAndARestoredOneAnswersAgain() throws Exception {
        for (Wire wire : Arrays.stream(Wire.values()).filter(Wire::remote).toList()) {
            try (WireClient client = clients.open(wire)) {
                assertEquals(8, eight(client, wire), wire.id());
                link.cut();
                try {
                    assertThrows(CallFailure.class, () -> eight(client, wire), wire.id() + " answered with the link cut");
                } finally {
                    link.restore();
                }
                assertEquals(8, answerWithin(client, wire, 5_000), wire.id() + " after the link came back");
            }
        }
    }

    /**
     * Round trips counted through the link's known delay (what predict measures per wire): a warm call of the raw
     * floor waits once, and a warm call of RMI no more often than the floor's, as every call of the suites does;
     * RMI's first call from a fresh lookup waits several times (the registry's protocol handshake and lookup, the
     * object endpoint's handshake, the distributed GC's dirty call, then the call). Medians of repeated calls: one
     * slow call of a busy host does not decide. Each delay is a whole millisecond here, several times a warm
     * call's own time on loopback; RMI is compared with the floor, not with the delay alone, because on a slow
     * host the proxy's own handling adds close to half a millisecond to every call through it (the floor's warm
     * call took 1.3 to 1.5 ms, 2026-11-27). Both are warmed first: RMI's marshalling on both tiers, still
     * interpreted after a handful of calls, cost another 0.8 ms a call there, which read as a second round trip.
     */
    @Test
    void aWarmCallWaitsOneRoundTripAndRmisFirstCallSeveral() throws Exception {
        double delay = NetworkProfile.LAN.addedRoundTripMicros() * 1_000.0;
        double floorWarm;
        try (PingPongClient floor = clients.openFloor(Wire.FLOOR_TCP)) {
            byte[] ping = PingPong.pattern(64);
            warm(() -> floor.exchange(ping, ping));
            floorWarm = medianNanos(21, () -> floor.exchange(ping, ping));
            assertEquals(1, (int) (floorWarm / delay), "the floor's warm round trips: " + floorWarm / delay);
        }
        double first = medianNanos(5, () -> {
            try (WireClient fresh = clients.open(Wire.RMI)) {
                assertEquals(8, fresh.addOne(7));
            }
        });
        try (WireClient rmi = clients.open(Wire.RMI)) {
            warm(() -> assertEquals(2, rmi.addOne(1)));
            double warm = medianNanos(21, () -> assertEquals(8, rmi.addOne(7)));
            assertEquals(0, (int) ((warm - floorWarm) / delay), "RMI's warm round trips beyond the floor's: "
                    + (warm - floorWarm) / delay + " (RMI " + warm / 1e6 + " ms, the floor " + floorWarm / 1e6 + " ms)");
        }
        assertTrue(first / delay >= 3, "RMI's first call, lookup included, waited only " + first / delay + " round trips");
    }

    /** Calls for {@value #WARM_UP_MILLIS} ms, so that both tiers run the call's code compiled. */
    private static void warm(Timed call) throws Exception {
        long end = System.nanoTime() + WARM_UP_MILLIS * 1_000_000L;
        while (System.nanoTime() < end) {
            call.run();
        }
    }

    private interface Timed {
        void run() throws Exception;
    }

    private static double medianNanos(int times, Timed call) throws Exception {
        long[] nanos = new long[times];
        for (int i = 0; i < times; i++) {
            long start = System.nanoTime();
            call.run();
            nanos[i] = System.nanoTime() - start;
        }
        Arrays.sort(nanos);
        return nanos[times / 2];
    }

    /** A wire may need a few tries to reconnect (gRPC backs off); bounded. */
    /** 8 from a call the wire carries: addOne(7), or a list of 8 accounts where the wire carries only lists. */
    private static int eight(WireClient client, Wire wire) throws Exception {
        return wire.carries(Operation.ADD_ONE) ? client.addOne(7) : client.accounts(TxMode.NONE, 8).size();
    }

    private static int answerWithin(WireClient client, Wire wire, long millis) throws Exception {
        long deadline = System.currentTimeMillis() + millis;
        while (true) {
            try {
                return eight(client, wire);
            } catch (CallFailure notYet) {
                if (System.currentTimeMillis() > deadline) {
                    throw notYet;
                }
                Thread.sleep(200);
            }
        }
    }
}
