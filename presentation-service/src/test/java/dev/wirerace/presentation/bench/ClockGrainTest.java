package dev.wirerace.presentation.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** How many calls a sample needs, for made-up clock grains and call times. */
class ClockGrainTest {

    @Test
    void callsLongEnoughForTheClockAreTimedAlone() {
        assertEquals(1, ClockGrain.callsPerSample(20, 1_000));
        assertEquals(1, ClockGrain.callsPerSample(20, 150_000));
    }

    @Test
    void shortCallsAreGroupedUntilASampleSpansFiftyGrains() {
        // 50 grains of 20 ns = 1 µs: a 40 ns call needs 25 per sample, a 400 ns call 3
        assertEquals(25, ClockGrain.callsPerSample(20, 40));
        assertEquals(3, ClockGrain.callsPerSample(20, 400));
    }

    @Test
    void aPaceThatCouldNotBeMeasuredLeavesCallsAlone() {
        assertEquals(1, ClockGrain.callsPerSample(20, Double.NaN));
        assertEquals(1, ClockGrain.callsPerSample(20, Double.POSITIVE_INFINITY));
        assertEquals(1, ClockGrain.callsPerSample(20, 0));
    }

    @Test
    void theClockMovesInPositiveSteps() {
        long grain = ClockGrain.measure();
        assertTrue(grain >= 1 && grain < 1_000_000, "grain " + grain);
    }
}
