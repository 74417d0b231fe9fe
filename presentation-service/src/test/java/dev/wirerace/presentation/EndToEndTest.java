package dev.wirerace.presentation;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.model.wire.Client;
import dev.wirerace.model.wire.Operation;
import dev.wirerace.model.wire.ServerModel;
import dev.wirerace.model.wire.Way;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.presentation.suite.SuiteRunner;
import dev.wirerace.results.data.JavaSpeed;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.ScenarioResult;
import dev.wirerace.suite.Suite;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The smoke suite end to end over every wire, against a real business-service process: every call
 * answered correctly, the server counted exactly the calls the engine made, and the run is on disk and in
 * the API. Correctness only; no figure is judged.
 */
@QuarkusTest
@QuarkusTestResource(value = BusinessServiceProcess.class, restrictToAnnotatedClass = true)
class EndToEndTest {

    @Inject
    SuiteRunner runner;

    @Test
    void theSmokeSuiteRunsEveryWireWithoutErrorsAndTheServerCountsMatch() throws Exception {
        String runId = runner.claim(Suite.SMOKE);
        assertNotNull(runId);
        RunDocument run = runner.run(Suite.SMOKE, runId);

        assertEquals("completed", run.status(), run.failureReason());
        // both tiers describe their host: here one machine, the business-service a process of its own
        assertNotNull(run.hosts().business(), "the business-service's host was read");
        assertEquals(run.hosts().presentation().hostname(), run.hosts().business().hostname());
        assertEquals(run.hosts().presentation().cores(), run.hosts().business().cores());
        JavaSpeed speed = run.settings().javaSpeed();
        assertNotNull(speed, "the tiers' Java yardstick was read between the slots");
        assertEquals(1, speed.clientNanosPerPass().size());
        assertTrue(speed.clientNanosPerPass().get(0) > 0 && speed.serverNanosPerPass().get(0) > 0, speed.toString());
        // every client of every wire, and every server model of it (the smoke suite carries them all)
        Set<String> ways = run.scenarios().stream().map(r -> r.spoken().way()).collect(Collectors.toSet());
        Set<String> expected = Arrays.stream(Wire.values()).flatMap(w -> Client.of(w).stream().map(c -> new Way(w, c).id()))
                .collect(Collectors.toSet());
        Arrays.stream(Wire.values()).forEach(w -> ServerModel.of(w)
                .forEach(m -> expected.add(new Way(w, m, Client.defaultOf(w)).id())));
        assertEquals(expected, ways);
        for (ScenarioResult scenario : run.scenarios()) {
            String name = scenario.spoken().way() + " " + scenario.work().operation();
            assertEquals(new Way(Wire.byId(scenario.spoken().wire()), ServerModel.byId(scenario.server()),
                    Client.byId(scenario.spoken().client())).id(), scenario.spoken().way(), name);
            assertEquals(0, scenario.errorCount(), name + " errors " + scenario.errors());
            assertTrue(scenario.calls().measured() > 0, name + " has no measured call");
            assertEquals(scenario.calls().made(), scenario.calls().ok(), name);
            boolean reachesACore = !scenario.spoken().floor() && !scenario.spoken().wire().equals("empty");
            if (reachesACore) {
                assertEquals(scenario.calls().made(), scenario.calls().servedByServer(), name + " server count");
                assertNotNull(scenario.floorMultiple(), name + " floor multiple");
            } else {
                assertNull(scenario.calls().servedByServer(), name);
            }
            assertLedger(scenario, name);
        }

        Path folder = Path.of(System.getProperty("user.dir"), "target", "test-results", runId);
        assertTrue(Files.isRegularFile(folder.resolve("run.json")));
        assertEquals(run.scenarios().size() + 1, Files.readString(folder.resolve("results.csv")).lines().count());
        try (var histograms = Files.list(folder.resolve("histograms"))) {
            assertEquals(run.scenarios().size(), histograms.count());
        }

        given().get("/api/runs").then().statusCode(200).body("runId", hasItem(runId));
        given().get("/api/runs/{id}", runId).then().statusCode(200).body("status", equalTo("completed"))
                .body("scenarios.size()", equalTo(run.scenarios().size()));
        given().get("/api/runs/{id}", "no-such-run").then().statusCode(404);
        given().get("/api/progress").then().statusCode(200).body("running", equalTo(false));
    }

    /**
     * The ledger: every row has its client's CPU; remote and floor rows the server's and the kernel's byte
     * counts. The floor's frames are known to the byte (an 8-byte header and the request out, the reply
     * back), so its measured bytes per call must be exactly those.
     */
    private static void assertLedger(ScenarioResult scenario, String name) {
        ScenarioResult.Cost cost = scenario.cost();
        assertNotNull(cost, name + " has no ledger");
        assertTrue(cost.client().cpuMicros() > 0, name + " client CPU " + cost.client().cpuMicros());
        assertNotNull(scenario.trust(), name + " trust");
        // each round's own figures are all kept; the row's come from all but those set aside (disturbed, the
        // clean ones being enough)
        int setAside = scenario.trust().setAsideRounds() == null ? 0 : scenario.trust().setAsideRounds();
        assertEquals(scenario.trust().rounds() + setAside, scenario.rounds().p50Micros().size(), name + " rounds");
        boolean overTheWire = scenario.spoken().remote() || scenario.spoken().floor();
        if (!overTheWire) {
            assertNull(cost.traffic().bytesUp(), name + " bytes of an in-process call");
            return;
        }
        assertTrue(cost.server().cpuMicros() > 0, name + " server CPU " + cost.server().cpuMicros());
        assertTrue(cost.traffic().bytesUp() > 0 && cost.traffic().bytesDown() > 0, name + " bytes " + cost.traffic().bytesUp() + "/" + cost.traffic().bytesDown());
        assertTrue(cost.traffic().segmentsUp() > 0, name + " segments up " + cost.traffic().segmentsUp());
        if (scenario.load().concurrency() == 1) {
            // one call at a time sends at least one segment; concurrent calls multiplexed on one HTTP/2
            // connection may share one (Netty writes what the callers queued together)
            assertTrue(cost.traffic().segmentsUp() >= 1, name + " segments up " + cost.traffic().segmentsUp());
        }
        if (scenario.spoken().wire().equals(Wire.FLOOR_TCP.id())) {
            int size = scenario.work().size();
            int request = switch (scenario.work().operation()) {
                case "concat" -> 2 * size;
                case "fetch" -> 8; // the call's number
                case "store" -> size; // the payload's JSON bytes
                default -> 4;
            };
            int reply = "store".equals(scenario.work().operation()) ? 16 : scenario.work().payloadBytes();
            assertEquals(8.0 + request, cost.traffic().bytesUp(), 0.0, name + " bytes up per call");
            assertEquals(reply, cost.traffic().bytesDown(), 0.0, name + " bytes down per call");
        }
    }

    /** Study 5's set-up: the presentation tier calls the business tier over the wire a request names. */
    @Test
    void theCallEndpointReachesTheBusinessTierOverTheNamedWire() {
        for (Wire wire : Wire.values()) {
            if (!wire.carriesBusinessCalls()) {
                given().get("/call/{wire}/addOne?x=1", wire.id()).then().statusCode(400);
                continue;
            }
            int x = java.util.concurrent.ThreadLocalRandom.current().nextInt(1_000_000);
            if (wire.carries(Operation.ADD_ONE)) {
                given().get("/call/{wire}/addOne?x={x}", wire.id(), x).then().statusCode(200)
                        .body("operation", equalTo("addOne")).body("result", equalTo(x + 1));
            } else { // a wire that does not carry a call says so, as a bad request
                given().get("/call/{wire}/addOne?x={x}", wire.id(), x).then().statusCode(400);
            }
            given().get("/call/{wire}/accounts?tx=required&count=7", wire.id()).then().statusCode(200)
                    .body("count", equalTo(7)).body("verified", equalTo(true));
            // the user's payload (payload-model's sample): the document fetched whole, and read whole when stored
            for (String operation : new String[] {"fetch", "store"}) {
                given().get("/call/{wire}/{operation}?x={x}", wire.id(), operation, x).then()
                        .statusCode(wire.carries(Operation.byId(operation)) ? 200 : 400);
                if (wire.carries(Operation.byId(operation))) {
                    given().get("/call/{wire}/{operation}?x={x}", wire.id(), operation, x).then()
                            .body("operation", equalTo(operation)).body("verified", equalTo(true));
                }
            }
        }
        given().get("/call/grpc/concat?a=he&b=llo").then().statusCode(200).body("text", equalTo("hello"));
        // one of a wire's other clients, by its way id
        given().get("/call/rest-https-h2@quarkus-rest/addOne?x=41").then().statusCode(200)
                .body("wire", equalTo("rest-https-h2@quarkus-rest")).body("result", equalTo(42));
        given().get("/call/grpc@apache5/addOne?x=1").then().statusCode(400);
        given().get("/call/grpc/divide?x=1").then().statusCode(400);
        given().get("/call/telepathy/addOne?x=1").then().statusCode(400);
        // one id per operation: the REST path's spelling is no operation id
        given().get("/call/grpc/add-one?x=1").then().statusCode(400);
        given().get("/call/rest-http/accounts?tx=mandatory").then().statusCode(400);
    }
}
