package dev.wirerace.presentation.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.engine.CallerThreads;
import dev.wirerace.engine.LoadModel;
import dev.wirerace.presentation.BusinessServiceProcess;
import dev.wirerace.presentation.suite.SuiteRunner;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.ScenarioResult;
import dev.wirerace.suite.RunPlan;
import dev.wirerace.suite.Suite;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * A run at 1,024 callers on this machine, against a real business-service, the callers virtual threads
 * ({@code --callers virtual}): a blocking client holding a connection per caller, an asynchronous one with 1,024
 * HTTP/1.1 calls in flight, gRPC's 1,024 streams on one connection, and a virtual-thread server model. The run
 * completes with every call answered and counted by kind, neither tier out of file descriptors or memory, and
 * the thousand connections were really held (the tiers' open sockets, read while the calls ran).
 */
@QuarkusTest
@TestProfile(ThousandCallersTest.Thousand.class)
@QuarkusTestResource(value = BusinessServiceProcess.class, restrictToAnnotatedClass = true)
class ThousandCallersTest {

    private static final int CALLERS = RunPlan.Selection.MAX_CONCURRENCY;
    private static final List<String> WAYS = List.of("rest-http@apache5", "rest-http@vertx-http",
            "grpc@grpc-netty-async", "rest-http:virtual");

    public static class Thousand implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            RunPlan plan = RunPlan.DEFAULTS.withSelection(new RunPlan.Selection(WAYS, null, null, List.of(55),
                    List.of(CALLERS))).withLoad(new RunPlan.Load(LoadModel.CLOSED, null, CallerThreads.VIRTUAL));
            return Map.of(RunPlan.PROPERTY, plan.toJson());
        }
    }

    @Inject
    SuiteRunner runner;

    @Test
    void aThousandCallersRunCompletesWithEveryCallAnsweredAndTheirConnectionsHeld() {
        RunDocument run = runner.run(Suite.SMOKE, runner.claim(Suite.SMOKE));

        assertEquals("completed", run.status(), run.failureReason());
        assertEquals(CallerThreads.VIRTUAL.id(), run.settings().load().callers(), "the callers the run records");
        Set<String> ways = run.scenarios().stream().map(r -> r.spoken().way()).collect(Collectors.toSet());
        assertEquals(Set.copyOf(WAYS), ways);
        for (ScenarioResult scenario : run.scenarios()) {
            String name = scenario.key();
            assertEquals(CALLERS, scenario.load().concurrency(), name);
            // a caller out of descriptors or memory fails its calls (CONNECTION, OTHER): none may
            assertEquals(0, scenario.errorCount(), name + " errors by kind: " + scenario.errors());
            assertEquals(scenario.calls().made(), scenario.calls().ok(), name);
            assertTrue(scenario.calls().measured() > 0, name + " measured no call");
            assertEquals(scenario.calls().made(), scenario.calls().servedByServer(), name + " server count");
            ScenarioResult.Tiers tiers = scenario.tiers();
            assertNotNull(tiers, name + " tiers");
            assertNotNull(tiers.server(), name + " the business-service's process was not read");
            if (scenario.spoken().way().equals("rest-http@apache5") || scenario.spoken().way().equals("rest-http@vertx-http")) {
                // HTTP/1.1 has one call per connection: 1,024 callers hold most of 1,024 connections at once
                assertTrue(tiers.client().sockets() >= CALLERS / 2, name + " client " + tiers.client());
                assertTrue(tiers.server().sockets() >= CALLERS / 2, name + " server " + tiers.server());
            }
        }
    }
}
