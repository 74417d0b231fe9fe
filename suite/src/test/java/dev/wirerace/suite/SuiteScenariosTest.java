package dev.wirerace.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.model.TxMode;
import dev.wirerace.model.wire.Client;
import dev.wirerace.model.wire.Operation;
import dev.wirerace.model.wire.ServerModel;
import dev.wirerace.model.wire.Way;
import dev.wirerace.model.wire.Wire;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** A suite's scenarios under the run's wire filter, server models, clients, account-list sizes and callers. */
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
        Set<Way> everyClient = new HashSet<>();
        Set<Way> everyModel = new HashSet<>();
        for (Wire wire : Wire.values()) {
            Client.of(wire).forEach(client -> everyClient.add(new Way(wire, client)));
            ServerModel.of(wire).forEach(model -> everyModel.add(new Way(wire, model, Client.defaultOf(wire))));
        }
        assertEquals(everyClient, ways(Suite.QUICK.scenarios(config(Optional.empty(), Optional.empty(),
                Optional.of(List.of("all"))))));
        assertEquals(Set.of(new Way(Wire.BROKER_DURABLE, Client.ARTEMIS_JMS)),
                ways(Suite.QUICK.scenarios(config(Optional.of(List.of("broker-durable")), Optional.empty()))));
        Set<Way> everyClientAndModel = new HashSet<>(everyClient);
        everyClientAndModel.addAll(everyModel);
        assertEquals(everyClientAndModel, ways(Suite.FULL.scenarios(config(Optional.empty(), Optional.empty()))));
        assertEquals(everyClientAndModel, ways(Suite.SMOKE.scenarios(config(Optional.empty(), Optional.empty()))));
        assertTrue(everyClient.size() > Wire.values().length, "some wire has a second client");
        assertTrue(everyModel.size() > Wire.values().length, "some wire has a second server model");
    }

    @Test
    void quickServesEachWireItsDefaultWayUnlessModelsAreAskedFor() {
        List<Scenario> quick = Suite.QUICK.scenarios(RunPlan.DEFAULTS);
        assertTrue(quick.stream().allMatch(s -> s.server().isDefaultOf(s.wire())), "quick keeps today's serving");
        List<Scenario> models = Suite.QUICK.scenarios(plan(List.of("rest-http", "grpc", "soap"), List.of("all"), null, null));
        assertEquals(Set.of(Way.byId("rest-http"), Way.byId("rest-http:worker"), Way.byId("rest-http:virtual"),
                Way.byId("grpc"), Way.byId("grpc:worker"), Way.byId("grpc:virtual"), Way.byId("soap")), ways(models));
    }

    @Test
    void aModelAndAClientThatAreNeitherDefaultMeetOnlyWhenBothAreAskedFor() {
        Set<Way> one = ways(Suite.QUICK.scenarios(plan(List.of("rest-http"), List.of("virtual"), null, null)));
        assertEquals(Set.of(Way.byId("rest-http"), Way.byId("rest-http:virtual")), one);
        Set<Way> both = ways(Suite.QUICK.scenarios(plan(List.of("rest-http"), List.of("virtual"), List.of("apache5"), null)));
        assertEquals(Set.of(Way.byId("rest-http"), Way.byId("rest-http:virtual"), Way.byId("rest-http@apache5"),
                Way.byId("rest-http:virtual@apache5")), both);
        Set<Way> named = ways(Suite.FULL.scenarios(plan(List.of("rest-http:virtual@apache5"), null, null, null)));
        assertEquals(Set.of(Way.byId("rest-http:virtual@apache5")), named, "a way named in full is that way alone");
    }

    @Test
    void atSeveralFixedRatesEveryScenarioRunsOncePerRate() {
        RunPlan plan = plan(List.of("rest-http", "grpc"), null, null, List.of(64)).withLoad(
                new RunPlan.Load(dev.wirerace.engine.LoadModel.FIXED_RATE, List.of(4_000.0, 1_000.0), null));
        List<Scenario> scenarios = Suite.QUICK.scenarios(plan);
        List<Scenario> atOneRate = Suite.QUICK.scenarios(plan.withLoad(
                new RunPlan.Load(dev.wirerace.engine.LoadModel.FIXED_RATE, List.of(1_000.0), null)));
        assertEquals(2 * atOneRate.size(), scenarios.size());
        for (Scenario scenario : atOneRate) {
            assertEquals(Set.of(1_000.0, 4_000.0), scenarios.stream()
                    .filter(s -> s.way().equals(scenario.way()) && s.operation() == scenario.operation()
                            && s.size() == scenario.size() && s.tx() == scenario.tx())
                    .map(Scenario::ratePerSecond).collect(Collectors.toSet()), scenario.describe());
        }
    }

    @Test
    void everyScenarioRunsOncePerAskedConcurrencyAndBatchesKeepTheirOneCaller() {
        List<Scenario> scenarios = Suite.SEEDS.scenarios(plan(List.of("rest-http"), null, null, List.of(1, 64, 1_024)));
        for (Scenario scenario : scenarios) {
            if (scenario.loadModel() == dev.wirerace.engine.LoadModel.BATCH) {
                assertEquals(1, scenario.concurrency(), scenario.describe());
            }
        }
        assertEquals(Set.of(1, 64, 1_024), scenarios.stream().filter(s -> s.loadModel() != dev.wirerace.engine.LoadModel.BATCH)
                .map(Scenario::concurrency).collect(Collectors.toSet()));
        assertThrows(IllegalArgumentException.class,
                () -> Suite.QUICK.scenarios(plan(null, null, null, List.of(RunPlan.Selection.MAX_CONCURRENCY + 1))));
        assertThrows(IllegalArgumentException.class, () -> Suite.QUICK.scenarios(plan(null, List.of("fibers"), null, null)));
    }

    @Test
    void wayIdsNameTheModelBeforeTheClient() {
        Way way = Way.byId("grpc-tls:worker@grpc-vertx");
        assertEquals(new Way(Wire.GRPC_TLS, ServerModel.WORKER, Client.GRPC_VERTX), way);
        assertEquals("grpc-tls:worker@grpc-vertx", way.id());
        assertEquals("rest-http", Way.byId("rest-http:loop").id(), "the default model's way is the wire's id");
        assertThrows(IllegalArgumentException.class, () -> Way.byId("soap:virtual"), "SOAP has one way of serving");
    }

    @Test
    void thePayloadsRowsStandBesideEachAccountListRowOnTheDefaultModelOnly() {
        RunPlan plain = plan(null, List.of("all"), null, null);
        RunPlan withPayload = plain.withSelection(plain.selection().withPayload(true));
        List<Scenario> without = Suite.QUICK.scenarios(plain);
        List<Scenario> with = Suite.QUICK.scenarios(withPayload);
        assertTrue(without.stream().noneMatch(s -> s.operation().carriesPayload()), "no payload unless asked");
        Set<String> accountsRows = without.stream().filter(s -> s.operation() == Operation.ACCOUNTS
                && s.server().isDefaultOf(s.wire()) && s.wire().carries(Operation.FETCH)).map(s -> s.wire().id() + " c=" + s.concurrency())
                .collect(Collectors.toSet());
        for (Operation operation : List.of(Operation.FETCH, Operation.STORE)) {
            List<Scenario> rows = with.stream().filter(s -> s.operation() == operation).toList();
            assertEquals(accountsRows, rows.stream().map(s -> s.wire().id() + " c=" + s.concurrency())
                    .collect(Collectors.toSet()), operation.id());
            assertTrue(rows.stream().allMatch(s -> s.server().isDefaultOf(s.wire())), "served on the default model only");
        }
        assertEquals(without.size() + 2 * accountsRows.size(), with.size());
        assertTrue(Suite.SMOKE.scenarios(plain).stream().anyMatch(s -> s.operation() == Operation.STORE),
                "the smoke suite has them always");
        assertTrue(Suite.SMOKE.scenarios(plain).stream().noneMatch(s -> s.wire() == Wire.GRPC_STREAM
                && s.operation().carriesPayload()), "but not on a wire that does not carry them");
    }

    @Test
    void theStreamingWiresHaveRowsForWhatTheyCarryOnly() {
        List<Scenario> smoke = Suite.SMOKE.scenarios(RunPlan.DEFAULTS);
        assertEquals(Set.of(Operation.ACCOUNTS), smoke.stream().filter(s -> s.wire() == Wire.GRPC_STREAM_BATCH)
                .map(Scenario::operation).collect(Collectors.toSet()));
        assertEquals(Set.of(Operation.ADD_ONE, Operation.CONCAT, Operation.ACCOUNTS), smoke.stream()
                .filter(s -> s.wire() == Wire.GRPC_STREAM).map(Scenario::operation).collect(Collectors.toSet()));
        assertTrue(Suite.FAULTS.scenarios(RunPlan.DEFAULTS).stream().noneMatch(s -> s.wire() == Wire.GRPC_STREAM_BATCH),
                "the faults suite's addOne is not carried there");
    }

    @Test
    void thePayloadsRowsGrowTheWarmUpCapInTheShareTheyAddUnlessOneIsAsked() {
        RunPlan plain = RunPlan.DEFAULTS;
        RunPlan withPayload = plain.withSelection(plain.selection().withPayload(true));
        java.time.Duration own = Suite.QUICK.wireWarmup(plain).budget();
        assertEquals(own.multipliedBy(Suite.QUICK.scenarios(withPayload).size())
                .dividedBy(Suite.QUICK.scenarios(plain).size()), Suite.QUICK.wireWarmup(withPayload).budget());
        assertTrue(Suite.QUICK.wireWarmup(withPayload).budget().compareTo(own) > 0);
        java.time.Duration asked = java.time.Duration.ofSeconds(90);
        assertEquals(asked, Suite.QUICK.wireWarmup(withPayload.withDurations(
                new RunPlan.Durations(null, null, null, null, asked))).budget(), "an asked cap is kept");
        assertEquals(Suite.SMOKE.wireWarmup(plain).budget(), Suite.SMOKE.wireWarmup(withPayload).budget(),
                "smoke's rows are its own");
    }

    private static RunPlan plan(List<String> wires, List<String> servers, List<String> clients, List<Integer> callers) {
        return RunPlan.DEFAULTS.withSelection(new RunPlan.Selection(wires, servers, clients, null, callers));
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
            for (String way : new String[] {"rest-http", "rest-http@apache5", "soap@cxf-vertx", "grpc:virtual@grpc-vertx"}) {
                Way asked = Way.byId(way);
                List<Scenario> scenarios = suite.scenarios(plan(List.of(way), List.of(asked.server().id()),
                        List.of(asked.client().id()), null));
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
        return RunPlan.DEFAULTS.withSelection(new RunPlan.Selection(wires.orElse(null), null, clients.orElse(null),
                accounts.orElse(null), null));
    }
}
