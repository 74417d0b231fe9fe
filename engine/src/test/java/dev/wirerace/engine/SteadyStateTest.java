package dev.wirerace.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** When a warm-up counts as over, fed made-up cycles: calls per 400 ms cycle and each tier's JIT time. */
class SteadyStateTest {

    private static final long CYCLE_NANOS = 400_000_000L;

    private static SteadyState.Cycle cycle(double calls) {
        return new SteadyState.Cycle(Math.round(calls), CYCLE_NANOS, 0L, 0L);
    }

    /** How many cycles of a series it takes to be steady; -1 when it never is. */
    private static int cyclesToSteady(double[] series) {
        SteadyState state = new SteadyState(0);
        for (int i = 0; i < series.length; i++) {
            if (state.add(cycle(series[i]))) {
                return i + 1;
            }
        }
        return -1;
    }

    @Test
    void aFlatThroughputWithThisHostsTenPercentNoiseIsSoonSteady() {
        int steadyWithinTwelve = 0;
        int tries = 200;
        for (int seed = 0; seed < tries; seed++) {
            Random random = new Random(seed);
            double[] series = new double[12];
            for (int i = 0; i < series.length; i++) {
                series[i] = 10_000 * (0.9 + 0.2 * random.nextDouble());
            }
            int cycles = cyclesToSteady(series);
            if (cycles > 0) {
                steadyWithinTwelve++;
                assertTrue(cycles >= SteadyState.WINDOW, "never before a whole window: " + cycles);
            }
        }
        assertTrue(steadyWithinTwelve >= 0.95 * tries, "a noisy flat series steady in " + steadyWithinTwelve + " of " + tries);
    }

    @Test
    void aSlowRiseIsNotSteadyThoughNoiseHidesItFromCycleToCycle() {
        Random random = new Random(7);
        double[] series = new double[20];
        for (int i = 0; i < series.length; i++) {
            series[i] = 10_000 * Math.pow(1.04, i) * (0.98 + 0.04 * random.nextDouble());
        }
        assertEquals(-1, cyclesToSteady(series), "4 % a cycle is still warming up");
    }

    @Test
    void aFallingThroughputIsNeverSteady() {
        double[] series = new double[20];
        for (int i = 0; i < series.length; i++) {
            series[i] = 10_000 * Math.pow(0.91, i);
        }
        assertEquals(-1, cyclesToSteady(series), "9 % slower a cycle is not a steady state");
    }

    @Test
    void aDeadWireIsNeverSteady() {
        SteadyState state = new SteadyState(0);
        for (int i = 0; i < 10; i++) {
            assertFalse(state.add(cycle(0)));
        }
    }

    @Test
    void aWireThatStopsAnsweringInTheWindowIsNotSteady() {
        SteadyState state = new SteadyState(0);
        for (int i = 0; i < 6; i++) {
            state.add(cycle(10_000));
        }
        assertTrue(state.steady());
        assertFalse(state.add(cycle(0)));
    }

    @Test
    void aFlatThroughputIsNotSteadyWhileEitherTierIsStillCompiling() {
        SteadyState state = new SteadyState(0);
        for (int i = 0; i < 6; i++) {
            assertFalse(state.add(new SteadyState.Cycle(10_000, CYCLE_NANOS, 0L, 40L)),
                    "the server compiled for 40 ms of a 400 ms cycle (over 5 %)");
        }
        assertFalse(state.add(new SteadyState.Cycle(10_000, CYCLE_NANOS, 40L, 0L)), "now the client compiles");
        assertTrue(state.add(cycle(10_000)), "a quiet cycle on both tiers");
    }

    @Test
    void aTierThatReportsNoJitTimeDoesNotHoldTheWarmUpBack() {
        SteadyState state = new SteadyState(0);
        boolean steady = false;
        for (int i = 0; i < SteadyState.WINDOW; i++) {
            steady = state.add(new SteadyState.Cycle(10_000, CYCLE_NANOS, 0L, null));
        }
        assertTrue(steady, "a native image's server has no JIT to wait for");
    }

    @Test
    void aFlatThroughputIsNotSteadyBeforeTheLeastNumberOfCalls() {
        SteadyState state = new SteadyState(60_000);
        for (int i = 0; i < 5; i++) {
            assertFalse(state.add(cycle(10_000)), "flat, but under 60,000 calls");
        }
        assertTrue(state.add(cycle(10_000)));
    }

    @Test
    void oneSlowSpellInTheWindowDoesNotMakeAFlatSeriesUnsteady() {
        assertEquals(SteadyState.WINDOW, cyclesToSteady(new double[] { 10_000, 10_100, 7_000, 9_900, 10_050 }));
    }
}
