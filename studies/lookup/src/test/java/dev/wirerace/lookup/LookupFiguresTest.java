package dev.wirerace.lookup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.wirerace.engine.Stats;
import dev.wirerace.results.lookup.LookupCase;
import dev.wirerace.results.lookup.LookupFigures;
import dev.wirerace.results.lookup.LookupResult;
import dev.wirerace.results.lookup.ShapeOutcome;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Phase arithmetic and percentiles, fed with made-up samples. */
class LookupFiguresTest {

    @Test
    void aCarvedPhaseIsTakenOutOfTheLapItHappenedIn() throws Exception {
        PhaseClock clock = new PhaseClock();
        Thread.sleep(2);
        clock.carve("tls-handshake", 1_000_000);
        clock.lap("lookup");
        Map<String, Long> phases = clock.phases();
        assertEquals(1_000_000, phases.get("tls-handshake"));
        assertEquals(clock.totalNanos(), phases.get("lookup") + phases.get("tls-handshake"));
    }

    @Test
    void nearestRankPercentiles() {
        long[] sorted = new long[100];
        for (int i = 0; i < 100; i++) {
            sorted[i] = i + 1;
        }
        assertEquals(50, Stats.nearestRank(sorted, 0.50));
        assertEquals(99, Stats.nearestRank(sorted, 0.99));
        assertEquals(7, Stats.nearestRank(new long[] {7}, 0.99));
    }

    @Test
    void aPhaseASampleLacksCountsAsZeroSoTheMeansAddUp() {
        var withFailover = new ShapeOutcome.Sample(Map.of("discovery", 2_000_000L, "failed-attempt", 4_000_000L,
                "first-call", 6_000_000L), 12_000_000L, 1_000_000L, 1);
        var direct = new ShapeOutcome.Sample(Map.of("discovery", 2_000_000L, "first-call", 2_000_000L), 4_000_000L,
                1_000_000L, 0);
        ShapeOutcome outcome = new ShapeOutcome("rest-http/stork-one-down", "cold", 1, 1,
                List.of(withFailover, direct), Map.of(), List.of(), 0);
        LookupResult result = LookupFigures.of(LookupCase.REST_HTTP_STORK_ONE_DOWN, List.of(outcome));
        double phaseMeans = result.timing().phases().stream().mapToDouble(LookupResult.PhaseFigures::mean).sum();
        assertEquals(result.timing().total().mean(), phaseMeans, 1e-9);
        assertEquals(List.of("discovery", "failed-attempt", "first-call"),
                result.timing().phases().stream().map(LookupResult.PhaseFigures::phase).toList());
        assertEquals(0.5, result.outcome().failedAttemptsPerLookup());
        assertNull(result.timing().elapsedMs(), "a cold lookup has no wall time of its own");
    }
}
