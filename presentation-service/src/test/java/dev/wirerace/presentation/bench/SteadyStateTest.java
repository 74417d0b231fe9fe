package dev.wirerace.presentation.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** When a warm-up counts as over, fed made-up call counts per cycle. */
class SteadyStateTest {

    @Test
    void aRisingThroughputIsNotSteadyUntilTwoCyclesInARowStopRising() {
        SteadyState state = new SteadyState();
        assertFalse(state.add(1_000));
        assertFalse(state.add(2_000));
        assertFalse(state.add(4_000));
        assertFalse(state.add(4_100), "one flat cycle is not yet a steady state");
        assertTrue(state.add(3_900));
        assertEquals(5, state.cycles());
    }

    @Test
    void aRiseAfterAFlatCycleStartsTheCountAgain() {
        SteadyState state = new SteadyState();
        state.add(1_000);
        assertFalse(state.add(1_020));
        assertFalse(state.add(1_500), "still getting faster: the JIT is not done");
        assertFalse(state.add(1_480));
        assertTrue(state.add(1_510));
    }

    @Test
    void aSlowSpellNeitherCountsAsSteadyNorStartsTheCountAgain() {
        SteadyState state = new SteadyState();
        state.add(1_000);
        assertFalse(state.add(1_010));
        assertFalse(state.add(800), "20 % slower: the machine, not the warm-up");
        assertFalse(state.add(700));
        assertTrue(state.add(990), "second cycle near the best");
    }

    @Test
    void aWireThatCompletesNoCallsIsNotWarmedUpForever() {
        SteadyState state = new SteadyState();
        state.add(0);
        assertTrue(state.add(0));
    }
}
