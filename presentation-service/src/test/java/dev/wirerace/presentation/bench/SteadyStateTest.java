package dev.wirerace.presentation.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** When a warm-up counts as over, fed made-up call counts per cycle. */
class SteadyStateTest {

    @Test
    void aRisingThroughputIsNotSteadyUntilTwoCyclesInARowStopRising() {
        SteadyState state = new SteadyState(0);
        assertFalse(state.add(1_000));
        assertFalse(state.add(2_000));
        assertFalse(state.add(4_000));
        assertFalse(state.add(4_100), "one flat cycle is not yet a steady state");
        assertTrue(state.add(3_900));
        assertEquals(5, state.cycles());
    }

    @Test
    void aRiseAfterAFlatCycleStartsTheCountAgain() {
        SteadyState state = new SteadyState(0);
        state.add(1_000);
        assertFalse(state.add(1_020));
        assertFalse(state.add(1_500), "still getting faster: the JIT is not done");
        assertFalse(state.add(1_480));
        assertTrue(state.add(1_510));
    }

    @Test
    void aSlowRiseIsNotSteadyThoughNoCycleBeatsTheOneBeforeByFivePercent() {
        SteadyState state = new SteadyState(0);
        long calls = 1_000;
        for (int cycle = 0; cycle < 20; cycle++) {
            assertFalse(state.add(calls), "cycle " + cycle + " is still 3 % faster than the one before");
            calls = calls * 103 / 100;
        }
        assertFalse(state.add(calls), "6 % above the stretch's first cycle: a new stretch");
        assertFalse(state.add(calls), "one cycle without a rise");
        assertTrue(state.add(calls), "two cycles without a rise");
    }

    @Test
    void aSlowSpellNeitherCountsAsSteadyNorStartsTheCountAgain() {
        SteadyState state = new SteadyState(0);
        state.add(1_000);
        assertFalse(state.add(1_010));
        assertFalse(state.add(800), "20 % slower: the machine, not the warm-up");
        assertFalse(state.add(700));
        assertTrue(state.add(990), "second cycle near the best");
    }

    @Test
    void aFlatThroughputIsNotSteadyBeforeTheLeastNumberOfCalls() {
        SteadyState state = new SteadyState(10_000);
        assertFalse(state.add(3_000));
        assertFalse(state.add(3_000));
        assertFalse(state.add(3_000), "flat, but 9,000 calls: the JIT may not have compiled the call's code yet");
        assertTrue(state.add(3_000));
    }

    @Test
    void aWireThatCompletesNoCallsIsNotWarmedUpForever() {
        SteadyState state = new SteadyState(0);
        state.add(0);
        assertTrue(state.add(0));
    }
}
