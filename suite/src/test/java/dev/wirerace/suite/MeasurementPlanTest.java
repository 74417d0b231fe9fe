package dev.wirerace.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.engine.Timing;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.wire.Operation;
import dev.wirerace.model.wire.Wire;
import java.time.Duration;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The order of measurement: rounds of every timed scenario, each round shuffled; batches after them. */
class MeasurementPlanTest {

    private static final Timing TIMING = new Timing(Duration.ofMillis(500), 5, Duration.ofMillis(250),
            Duration.ofSeconds(1));

    private static final List<Scenario> SCENARIOS = List.of(
            Scenario.closed(Wire.REST_HTTP, Operation.ADD_ONE, TxMode.NONE, 0, 1),
            Scenario.closed(Wire.REST_HTTP, Operation.ADD_ONE, TxMode.NONE, 0, 4),
            Scenario.closed(Wire.GRPC, Operation.ADD_ONE, TxMode.NONE, 0, 1),
            Scenario.closed(Wire.GRPC, Operation.ACCOUNTS, TxMode.NONE, 55, 1),
            Scenario.closed(Wire.SOAP, Operation.ADD_ONE, TxMode.NONE, 0, 1),
            Scenario.closed(Wire.RMI, Operation.ADD_ONE, TxMode.NONE, 0, 1),
            Scenario.batch(Wire.RMI, 100),
            Scenario.closed(Wire.LOCAL, Operation.ADD_ONE, TxMode.NONE, 0, 1));

    @Test
    void everyRoundMeasuresEveryTimedScenarioOnceWithOneIterationAndItsShareOfTheWarmUp() {
        MeasurementPlan plan = MeasurementPlan.interleaved(SCENARIOS, TIMING, 42);
        List<MeasurementPlan.Slot> timed = plan.slots().subList(0, 5 * 7);
        for (int round = 1; round <= 5; round++) {
            int r = round;
            List<Integer> scenarios = timed.stream().filter(slot -> slot.round() == r)
                    .map(MeasurementPlan.Slot::scenario).sorted().toList();
            assertEquals(List.of(0, 1, 2, 3, 4, 5, 7), scenarios, "round " + round);
        }
        for (MeasurementPlan.Slot slot : timed) {
            assertEquals(1, slot.timing().iterations());
            assertEquals(Duration.ofMillis(100), slot.timing().warmup());
            assertEquals(Duration.ofMillis(250), slot.timing().iteration());
            assertEquals(5, slot.rounds());
        }
        List<Integer> rounds = timed.stream().map(MeasurementPlan.Slot::round).toList();
        assertEquals(rounds.stream().sorted().toList(), rounds, "round by round");
    }

    @Test
    void roundsAreShuffledEachInItsOwnOrderAndTheSeedRepeatsThem() {
        MeasurementPlan plan = MeasurementPlan.interleaved(SCENARIOS, TIMING, 42);
        List<List<Integer>> orders = IntStream.rangeClosed(1, 5).mapToObj(round -> plan.slots().stream()
                .filter(slot -> slot.round() == round && slot.rounds() == 5).map(MeasurementPlan.Slot::scenario)
                .toList()).toList();
        assertTrue(orders.stream().distinct().count() > 1, "not one order repeated: " + orders);
        assertEquals(plan, MeasurementPlan.interleaved(SCENARIOS, TIMING, 42));
        assertNotEquals(plan, MeasurementPlan.interleaved(SCENARIOS, TIMING, 43));
    }

    @Test
    void batchesAreMeasuredOnceEachAfterTheRoundsWithTheirWholePlan() {
        MeasurementPlan plan = MeasurementPlan.interleaved(SCENARIOS, TIMING, 7);
        MeasurementPlan.Slot last = plan.slots().get(plan.slots().size() - 1);
        assertEquals(5 * 7 + 1, plan.slots().size());
        assertEquals(6, last.scenario());
        assertEquals(TIMING, last.timing());
    }

    @Test
    void sequentialMeasuresEachScenarioWholeInTheGivenOrder() {
        MeasurementPlan plan = MeasurementPlan.sequential(SCENARIOS, TIMING);
        assertEquals(SCENARIOS.size(), plan.slots().size());
        for (int i = 0; i < SCENARIOS.size(); i++) {
            assertEquals(new MeasurementPlan.Slot(i, TIMING, 1, 1), plan.slots().get(i));
        }
    }
}
