package dev.wirerace.presentation.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.engine.CallFailure;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.presentation.BusinessServiceProcess;
import dev.wirerace.presentation.client.WireClients;
import dev.wirerace.presentation.suite.SuiteRunner;
import dev.wirerace.processes.NetworkProfile;
import dev.wirerace.results.RunDocument;
import dev.wirerace.results.ScenarioResult;
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
