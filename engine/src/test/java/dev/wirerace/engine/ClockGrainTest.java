package dev.wirerace.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** How many calls a sample needs, for made-up clock grains and call times. */
class ClockGrainTest {

    @Test
    void callsLongEnoughForTheClockAreTimedAlone() {
        assertEquals(1, ClockGrain.callsPerSample(20, 2_000));
        assertEquals(1, ClockGrain.callsPerSample(20, 150_000));
    }

    @Test
    void shortCallsAreGroupedUntilASampleSpansAHundredGrainsAndTwoMicroseconds() {
        // 100 grains of 20 ns = 2 µs: a 40 ns call needs 50 per sample, a 400 ns call 5
        assertEquals(50, ClockGrain.callsPerSample(20, 40));
        assertEquals(5, ClockGrain.callsPerSample(20, 400));
        // 100 grains of 10 ns are 1 µs, short of 2 µs: 2 µs still
        assertEquals(286, ClockGrain.callsPerSample(10, 7));
        // 100 grains of 50 ns = 5 µs
        assertEquals(125, ClockGrain.callsPerSample(50, 40));
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
