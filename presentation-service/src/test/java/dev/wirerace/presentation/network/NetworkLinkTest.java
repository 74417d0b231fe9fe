package dev.wirerace.presentation.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.engine.CallFailure;
import dev.wirerace.model.floor.PingPong;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.presentation.BusinessServiceProcess;
import dev.wirerace.presentation.client.WireClients;
import dev.wirerace.suite.link.NetworkLink;
import dev.wirerace.presentation.suite.SuiteRunner;
import dev.wirerace.processes.NetworkProfile;
import dev.wirerace.results.RunDocument;
import dev.wirerace.results.ScenarioResult;
import dev.wirerace.suite.PingPongClient;
import dev.wirerace.suite.Suite;
import dev.wirerace.suite.WireClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The lan profile: toxiproxy between the tiers on every port. Every wire answers correctly through it; its
 * floor is at least the configured delay above the direct one; and with the link cut every remote wire
 * fails, RMI included (its stubs carry the proxy's address), then answers again once the link is back.
 */
@QuarkusTest
@QuarkusTestResource(value = BusinessServiceProcess.class, restrictToAnnotatedClass = true,
        initArgs = @ResourceArg(name = "network", value = "lan"))
class NetworkLinkTest {

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
            assertEquals(0, scenario.errorCount(), scenario.wire() + " " + scenario.operation() + " " + scenario.errors());
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
                assertEquals(8, client.addOne(7), wire.id());
                link.cut();
                try {
                    assertThrows(CallFailure.class, () -> client.addOne(7), wire.id() + " answered with the link cut");
                } finally {
                    link.restore();
                }
                assertEquals(8, answerWithin(client, 5_000), wire.id() + " after the link came back");
            }
        }
    }

    /**
     * Round trips counted through the link's known delay (what predict measures per wire): a warm call of the raw
     * floor and of RMI waits once, as every call of the suites does; RMI's first call from a fresh lookup waits
     * several times (the registry's protocol handshake and lookup, the object endpoint's handshake, the
     * distributed GC's dirty call, then the call). Medians of repeated calls: one slow call of a busy host does
     * not decide. Each delay is a whole millisecond here, several times a call's own time on loopback.
     */
    @Test
    void aWarmCallWaitsOneRoundTripAndRmisFirstCallSeveral() throws Exception {
        double delay = NetworkProfile.LAN.addedRoundTripMicros() * 1_000.0;
        try (PingPongClient floor = clients.openFloor(Wire.FLOOR_TCP)) {
            byte[] ping = PingPong.pattern(64);
            floor.exchange(ping, ping);
            double warm = medianNanos(21, () -> floor.exchange(ping, ping));
            assertEquals(1, (int) (warm / delay), "the floor's warm round trips: " + warm / delay);
        }
        double first = medianNanos(5, () -> {
            try (WireClient fresh = clients.open(Wire.RMI)) {
                assertEquals(8, fresh.addOne(7));
            }
        });
        try (WireClient rmi = clients.open(Wire.RMI)) {
            rmi.addOne(1);
            double warm = medianNanos(21, () -> assertEquals(8, rmi.addOne(7)));
            assertEquals(1, (int) (warm / delay), "RMI's warm round trips: " + warm / delay);
        }
        assertTrue(first / delay >= 3, "RMI's first call, lookup included, waited only " + first / delay + " round trips");
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
    private static int answerWithin(WireClient client, long millis) throws Exception {
        long deadline = System.currentTimeMillis() + millis;
        while (true) {
            try {
                return client.addOne(7);
            } catch (CallFailure notYet) {
                if (System.currentTimeMillis() > deadline) {
                    throw notYet;
                }
                Thread.sleep(200);
            }
        }
    }
}
