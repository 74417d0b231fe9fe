package dev.wirerace.suite;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.engine.ledger.TierCost;
import org.junit.jupiter.api.Test;

/** When a row's rounds were too short for its calls to be measured by them, and when a tier was still compiling. */
class ScenarioPartsTest {

    @Test
    void roundsWithFewerCallsThanCallersAreShort() {
        // 1,024 callers, two rounds: 2,047 calls means some caller's call outlasted a round
        assertTrue(ScenarioParts.shortRounds(2_047, 1_024, 2));
        assertTrue(ScenarioParts.shortRounds(0, 256, 2), "a row that measured no call at all");
        assertFalse(ScenarioParts.shortRounds(2_048, 1_024, 2));
        assertFalse(ScenarioParts.shortRounds(5_000, 1, 2));
    }

    private static final long WINDOW = 200_000_000L;

    @Test
    void aTierIsCompilingWhenItsCompilersWereBusyForMoreThanAFifthOfTheWindow() {
        // 30 ms of a tier's 100 ms of CPU is over a tenth of its CPU (the rule before), but 15 % of a 200 ms window:
        // what counts is the share of the window's time the compilers took from the calls' CPU
        assertFalse(ScenarioParts.compiling(tier(100_000_000, 30_000_000), WINDOW), "15 % of the window");
        assertTrue(ScenarioParts.compiling(tier(100_000_000, 50_000_000), WINDOW), "25 % of the window");
        assertFalse(ScenarioParts.compiling(tier(100_000_000, 0), WINDOW), "no compilation");
        assertFalse(ScenarioParts.compiling(null, WINDOW), "no server (an in-process wire)");
        assertFalse(ScenarioParts.compiling(tier(100_000_000, 100_000_000), 0), "no window");
    }

    @Test
    void withoutCompilerThreadsTheJitTimeCounts() {
        assertTrue(ScenarioParts.compiling(new TierCost(100_000_000, 0, 0, -1, 0, 0, 45, -1), WINDOW), "45 ms of 200");
        assertFalse(ScenarioParts.compiling(new TierCost(100_000_000, 0, 0, -1, 0, 0, 35, -1), WINDOW), "35 ms of 200");
        assertFalse(ScenarioParts.compiling(new TierCost(100_000_000, 0, 0, -1, 0, 0, -1, -1), WINDOW),
                "a native image: neither known");
    }

    private static TierCost tier(long cpuNanos, long compilerCpuNanos) {
        return new TierCost(cpuNanos, 0, 0, 0, 0, 0, compilerCpuNanos / 1_000_000, compilerCpuNanos);
    }
}
