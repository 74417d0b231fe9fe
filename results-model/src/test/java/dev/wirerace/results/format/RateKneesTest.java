package dev.wirerace.results.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.TestRows;
import java.util.List;
import org.junit.jupiter.api.Test;

class RateKneesTest {

    @Test
    void theKneeIsTheFirstRateWhoseP99LeavesItsFloor() {
        RunDocument run = TestRows.run(List.of(
                TestRows.row("rest-http:worker", 100.0).concurrency(64).fixedRate(4_000, 4_000, 300).build(),
                TestRows.row("rest-http:worker", 100.0).concurrency(64).fixedRate(1_000, 1_000, 250).build(),
                TestRows.row("rest-http:worker", 100.0).concurrency(64).fixedRate(16_000, 15_900, 900).build()));
        List<RateKnees.Knee> knees = RateKnees.of(run);
        assertEquals(1, knees.size());
        RateKnees.Knee knee = knees.getFirst();
        assertEquals(List.of(1_000.0, 4_000.0, 16_000.0), knee.points().stream().map(RateKnees.Point::offered).toList());
        assertEquals(16_000.0, knee.kneeRate());
        assertTrue(knee.why().startsWith("p99 3.6 times its floor"), knee.why());
    }

    @Test
    void aWayThatFallsBehindTheOfferedRateHasItsKneeThereEvenWithAFlatP99() {
        RunDocument run = TestRows.run(List.of(
                TestRows.row("grpc", 100.0).fixedRate(1_000, 1_000, 250).build(),
                TestRows.row("grpc", 100.0).fixedRate(8_000, 7_000, 260).build()));
        RateKnees.Knee knee = RateKnees.of(run).getFirst();
        assertEquals(8_000.0, knee.kneeRate());
        assertEquals("delivered 88 % of the calls offered", knee.why());
        assertTrue(!knee.atOrBelowLowest());

        RunDocument overloaded = TestRows.run(List.of(
                TestRows.row("grpc", 100.0).fixedRate(1_000, 850, 250).build(),
                TestRows.row("grpc", 100.0).fixedRate(8_000, 850, 260).build()));
        RateKnees.Knee already = RateKnees.of(overloaded).getFirst();
        assertTrue(already.atOrBelowLowest(), "past its knee at the lowest rate");
        assertTrue(RateKnees.render(overloaded).contains("≤ 1,000/s"), RateKnees.render(overloaded));
    }

    @Test
    void aWayThatHeldEveryRateHasNoKneeAndARunAtOneRateHasNone() {
        RunDocument held = TestRows.run(List.of(
                TestRows.row("grpc", 100.0).fixedRate(1_000, 1_000, 250).build(),
                TestRows.row("grpc", 100.0).fixedRate(2_000, 1_990, 400).build()));
        RateKnees.Knee knee = RateKnees.of(held).getFirst();
        assertNull(knee.kneeRate());
        assertEquals("held at every rate up to 2,000/s", knee.why());

        RunDocument oneRate = TestRows.run(List.of(TestRows.row("grpc", 100.0).fixedRate(1_000, 1_000, 250).build(),
                TestRows.row("rest-http", 100.0).fixedRate(1_000, 1_000, 250).build()));
        assertTrue(RateKnees.of(oneRate).isEmpty());
        assertEquals("", RateKnees.render(oneRate));
    }
}
