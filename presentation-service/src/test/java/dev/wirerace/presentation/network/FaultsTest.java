package dev.wirerace.presentation.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.presentation.BusinessServiceProcess;
import dev.wirerace.presentation.suite.SuiteRunner;
import dev.wirerace.results.data.FaultEvent;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.ScenarioResult;
import dev.wirerace.suite.RunPlan;
import dev.wirerace.suite.Suite;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Link faults on a proxied link (cut, stall, resets) during the faults suite, over REST on HTTP/1.1 and
 * HTTP/2, gRPC and RMI: the run completes, the errors are counted by kind, every fault is recorded, the
 * circuit breaker opened and closed again, and each wire's client answered again after the last fault.
 */
@QuarkusTest
@TestProfile(FaultsTest.LinkFaults.class)
@QuarkusTestResource(value = BusinessServiceProcess.class, restrictToAnnotatedClass = true,
        initArgs = @ResourceArg(name = "network", value = "lan"))
class FaultsTest {

    public static class LinkFaults implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("wirerace.faults.plan", "link", RunPlan.PROPERTY,
                    RunPlan.DEFAULTS.withWires(List.of("rest-http", "rest-https-h2", "grpc", "rmi")).toJson(),
                    "wirerace.business.call-timeout", "1s", "wirerace.business.connect-timeout", "1s");
        }
    }

    @Inject
    SuiteRunner runner;

    @Test
    void aFaultedLinkGivesACompletedRunWithCountedErrorsAndBreakerTransitions() {
        RunDocument run = runner.run(Suite.FAULTS, runner.claim(Suite.FAULTS));

        assertEquals("completed", run.status(), run.failureReason());
        assertEquals("link", run.settings().faults().faultPlan());
        List<FaultEvent> events = run.settings().faults().faultEvents();
        for (String wire : List.of("rest-http", "rest-https-h2", "grpc", "rmi")) {
            List<String> actions = events.stream().filter(e -> e.wire().equals(wire)).map(FaultEvent::action).toList();
            assertEquals(List.of("link cut", "link restored", "link stalled", "link flowing", "connections reset",
                    "resets stopped", "probed until it answers"), actions, wire);
            // the client that lived through the faults answers again on its own (how fast: docs/findings/fault-recovery.md)
            assertTrue(run.recoveries().stream().anyMatch(r -> r.way().equals(wire) && r.recovered()),
                    wire + " did not come back: " + run.recoveries());
            ScenarioResult scenario = run.scenarios().stream().filter(s -> s.spoken().wire().equals(wire)).findFirst().orElseThrow();
            assertTrue(scenario.errorCount() > 0, wire + " counted no error");
            assertTrue(scenario.errors().get("connection") > 0, wire + " " + scenario.errors());
            assertTrue(scenario.calls().ok() > 0, wire + " never answered");
            List<String> breaker = run.breakerTransitions().get(wire);
            assertFalse(breaker.isEmpty(), wire + ": the breaker never opened");
            assertTrue(breaker.getFirst().endsWith("open"), wire + " " + breaker);
            assertTrue(breaker.getLast().endsWith("closed"), wire + ": the breaker did not close again " + breaker);
        }
    }
}
