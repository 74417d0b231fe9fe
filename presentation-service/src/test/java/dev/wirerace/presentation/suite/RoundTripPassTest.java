package dev.wirerace.presentation.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.model.TxMode;
import dev.wirerace.model.wire.Operation;
import dev.wirerace.model.wire.Way;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.presentation.BusinessServiceProcess;
import dev.wirerace.presentation.client.WireClients;
import dev.wirerace.results.ResultsStore;
import dev.wirerace.results.data.RoundTrips;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.ScenarioResult;
import dev.wirerace.suite.ForwardingClient;
import dev.wirerace.suite.PingPongClient;
import dev.wirerace.suite.RoundTripProbe;
import dev.wirerace.suite.RunPlan;
import dev.wirerace.suite.Scenario;
import dev.wirerace.suite.Suite;
import dev.wirerace.suite.WireClient;
import dev.wirerace.suite.WireOpener;
import dev.wirerace.suite.link.NetworkLink;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/**
 * The round-trip pass behind real Toxiproxy (network proxy) against the real business-service: a smoke run's remote
 * rows all get a figure, kept in its run.json; a client that waits for two replies per call is measured at two, one
 * that waits for one at one; and the delay is off again afterwards.
 */
@QuarkusTest
@TestProfile(RoundTripPassTest.TwoWires.class)
@QuarkusTestResource(value = BusinessServiceProcess.class, restrictToAnnotatedClass = true,
        initArgs = @ResourceArg(name = "network", value = "proxy"))
class RoundTripPassTest {

    /** REST and RMI by their default clients and server models, and the raw floor. */
    public static class TwoWires implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            RunPlan plan = RunPlan.DEFAULTS.withSelection(new RunPlan.Selection(List.of("rest-http", "rmi", "floor-tcp"),
                    List.of("default"), List.of("default"), null, null));
            return Map.of(RunPlan.PROPERTY, plan.toJson());
        }
    }

    @Inject
    SuiteRunner runner;

    @Inject
    RoundTripPass pass;

    @Inject
    ResultsStore store;

    @Inject
    WireClients clients;

    @Inject
    NetworkLink link;

    @ConfigProperty(name = "wirerace.link.toxiproxy")
    String toxiproxy;

    @Test
    void everyRemoteRowOfARunGetsItsRoundTripsKeptInTheRun() throws Exception {
        RunDocument run = runner.run(Suite.SMOKE, runner.claim(Suite.SMOKE));
        assertEquals("completed", run.status(), run.failureReason());

        assertEquals(0, pass.run(run.runId()));

        RoundTrips trips = store.readRun(run.runId()).orElseThrow().roundTrips();
        assertNotNull(trips, "nothing kept in run.json");
        assertEquals(RoundTrips.TOGGLED, trips.method());
        for (ScenarioResult row : run.scenarios()) {
            if (row.spoken().remote()) {
                assertTrue(trips.of(row).isPresent(), "no round trips for " + RoundTrips.key(row) + ": " + trips.byRow());
            }
        }
        assertEquals(1.0, trips.byRow().get("floor-tcp addOne 0"));
        double restAddOne = trips.byRow().get("rest-http addOne 0");
        assertTrue(restAddOne > 0.7 && restAddOne < 1.4, "rest-http addOne: " + restAddOne + " round trips");
        assertNoDelayLeft();
    }

    @Test
    void aCallThatWaitsForTwoRepliesIsMeasuredAtTwo() throws Exception {
        Scenario once = Scenario.closed(Wire.REST_HTTP, Operation.ADD_ONE, TxMode.NONE, 0, 1);
        Map<Way, List<Scenario>> byWay = new LinkedHashMap<>();
        byWay.put(RoundTripProbe.floor().way(), List.of(RoundTripProbe.floor()));
        byWay.put(once.way(), List.of(once));
        RoundTripProbe.Delay delay = RoundTripPass.replyDelay(link);

        RoundTripProbe.Outcome single = RoundTripProbe.measure(byWay, clients, delay);
        RoundTripProbe.Outcome twice = RoundTripProbe.measure(byWay, new Twice(clients), delay);

        String key = RoundTripProbe.key(once);
        String floor = RoundTripProbe.key(RoundTripProbe.floor());
        double one = single.gainedMicros().get(key) / single.gainedMicros().get(floor);
        double two = twice.gainedMicros().get(key) / twice.gainedMicros().get(floor);
        assertTrue(one > 0.7 && one < 1.4, "one request, one reply: " + one + " round trips " + single);
        assertTrue(two > 1.7 && two < 2.4, "two requests one after the other: " + two + " round trips " + twice);
        assertNoDelayLeft();
    }

    private void assertNoDelayLeft() throws Exception {
        HttpResponse<String> toxics = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create(toxiproxy + "/proxies/http/toxics")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, toxics.statusCode());
        assertEquals("[]", toxics.body().trim(), "the delay is still on the REST port's proxy");
    }

    /** The real clients, whose REST addOne waits for the business-service's answer twice per call. */
    private record Twice(WireClients real) implements WireOpener {
        @Override
        public WireClient open(Way way) throws Exception {
            return new ForwardingClient(real.open(way)) {
                @Override
                public int addOne(int x) throws Exception {
                    client.addOne(x);
                    return client.addOne(x);
                }
            };
        }

        @Override
        public PingPongClient openFloor(Wire wire) throws Exception {
            return real.openFloor(wire);
        }

        @Override
        public List<String> breakerTransitions(WireClient client) {
            return List.of();
        }
    }
}
