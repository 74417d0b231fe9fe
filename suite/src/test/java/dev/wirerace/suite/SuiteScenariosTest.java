package dev.wirerace.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.model.TxMode;
import dev.wirerace.model.wire.Client;
import dev.wirerace.model.wire.Operation;
import dev.wirerace.model.wire.Way;
import dev.wirerace.model.wire.Wire;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** A suite's scenarios under the run's wire filter, clients and account-list sizes. */
class SuiteScenariosTest {

    @Test
    void everyAccountsScenarioRunsOncePerAskedSize() {
        List<Scenario> plain = Suite.QUICK.scenarios(config(Optional.of(List.of("grpc")), Optional.empty()));
        List<Scenario> sized = Suite.QUICK.scenarios(config(Optional.of(List.of("grpc")), Optional.of(List.of(55, 2000))));
        List<Scenario> accounts = plain.stream().filter(s -> s.operation() == Operation.ACCOUNTS).toList();
        assertEquals(plain.size() + accounts.size(), sized.size(), "one more of each accounts scenario");
        for (Scenario scenario : accounts) {
            assertEquals(1, sized.stream().filter(scenario::equals).count(), "kept once: " + scenario);
            assertEquals(1, sized.stream().filter(scenario.withSize(2000)::equals).count(), "added: " + scenario);
        }
        assertEquals(plain.stream().filter(s -> s.operation() != Operation.ACCOUNTS).toList(),
                sized.stream().filter(s -> s.operation() != Operation.ACCOUNTS).toList());
    }

    @Test
    void aSizeOutsideTheAllowedListIsRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> Suite.QUICK.scenarios(config(Optional.empty(), Optional.of(List.of(2001)))));
        assertThrows(IllegalArgumentException.class,
                () -> Suite.QUICK.scenarios(config(Optional.empty(), Optional.of(List.of(0)))));
    }

    @Test
    void theQuickSuiteCarriesEachWiresDefaultClientOnly() {
        for (Scenario scenario : Suite.QUICK.scenarios(config(Optional.empty(), Optional.empty()))) {
            assertEquals(Client.defaultOf(scenario.wire()), scenario.client(), scenario.describe());
        }
    }

    @Test
    void everyClientOfEveryWireWhenAskedForAndInTheFullAndSmokeSuites() {
        Set<Way> everyWay = new HashSet<>();
        for (Wire wire : Wire.values()) {
            Client.of(wire).forEach(client -> everyWay.add(new Way(wire, client)));
        }
        assertEquals(everyWay, ways(Suite.QUICK.scenarios(config(Optional.empty(), Optional.empty(),
                Optional.of(List.of("all"))))));
        assertEquals(everyWay, ways(Suite.FULL.scenarios(config(Optional.empty(), Optional.empty()))));
        assertEquals(everyWay, ways(Suite.SMOKE.scenarios(config(Optional.empty(), Optional.empty()))));
        assertTrue(everyWay.size() > Wire.values().length, "some wire has a second client");
    }

    @Test
    void aNamedClientJoinsTheDefaultOnTheWiresItSpeaks() {
        List<Scenario> scenarios = Suite.QUICK.scenarios(config(Optional.of(List.of("rest-http", "grpc")), Optional.empty(),
                Optional.of(List.of("quarkus-rest"))));
        assertEquals(Set.of(Way.byId("rest-http"), Way.byId("rest-http@quarkus-rest"), Way.byId("grpc")), ways(scenarios));
        // every way runs the same scenarios
        assertEquals(scenarios.stream().filter(s -> s.client() == Client.JDK).map(s -> s.withClient(Client.QUARKUS_REST))
                .toList(), scenarios.stream().filter(s -> s.client() == Client.QUARKUS_REST).toList());
    }

    /** What a fork of one way asks its child for (ForkedWire): that way and no other. */
    @Test
    void aWayIdAloneKeepsThatWayOnly() {
        for (Suite suite : new Suite[] {Suite.QUICK, Suite.FULL}) {
            for (String way : new String[] {"rest-http", "rest-http@apache5", "soap@cxf-vertx"}) {
                Way asked = Way.byId(way);
                List<Scenario> scenarios = suite.scenarios(config(Optional.of(List.of(way)), Optional.empty(),
                        Optional.of(List.of(asked.client().id()))));
                assertEquals(Set.of(asked), ways(scenarios), suite.id() + " " + way);
            }
        }
    }

    @Test
    void unknownOrMismatchedClientsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> Suite.QUICK.scenarios(config(Optional.empty(), Optional.empty(),
                Optional.of(List.of("curl")))));
        assertThrows(IllegalArgumentException.class, () -> Way.byId("grpc@apache5"));
        assertThrows(IllegalArgumentException.class, () -> Scenario.closed(Wire.RMI, Operation.ADD_ONE, TxMode.NONE, 0, 1)
                .withClient(Client.JDK));
        assertEquals("rest-https-h2@quarkus-rest", Way.byId("rest-https-h2@quarkus-rest").id());
        assertEquals("rest-http", Way.byId("rest-http@jdk").id(), "the default client's way is the wire's id");
    }

    private static Set<Way> ways(List<Scenario> scenarios) {
        return scenarios.stream().map(Scenario::way).collect(Collectors.toSet());
    }

    private static RunPlan config(Optional<List<String>> wires, Optional<List<Integer>> accounts) {
        return config(wires, accounts, Optional.empty());
    }

    /** A run's plan with nothing set but these: the rest takes the suite's defaults. */
    private static RunPlan config(Optional<List<String>> wires, Optional<List<Integer>> accounts,
            Optional<List<String>> clients) {
        return RunPlan.DEFAULTS.withSelection(new RunPlan.Selection(wires.orElse(null), clients.orElse(null),
                accounts.orElse(null)));
    }
}
