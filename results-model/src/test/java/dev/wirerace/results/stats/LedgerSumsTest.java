package dev.wirerace.results.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.engine.ledger.Noise;
import dev.wirerace.engine.ledger.SocketCounters;
import dev.wirerace.engine.ledger.TierCost;
import dev.wirerace.engine.ledger.WindowCost;
import dev.wirerace.results.data.ScenarioResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The ledger's arithmetic on made-up windows. */
class LedgerSumsTest {

    private static final Noise QUIET = new Noise(0.0, 0.0);

    @Test
    void windowsAreAddedUpAndDividedByTheirCalls() {
        WindowCost first = new WindowCost(1_000, 200_000_000L,
                new TierCost(30_000_000, 2, 1, 4_000_000, 1, 3, 40, -1),
                new TierCost(20_000_000, 1, 1, 2_000_000, 0, 0, 0, -1), new SocketCounters.Counts(100_000, 400_000, 2_000, 2_000),
                QUIET);
        WindowCost second = new WindowCost(3_000, 200_000_000L,
                new TierCost(90_000_000, 7, 2, 12_000_000, 2, 5, 2, -1),
                new TierCost(60_000_000, 3, 3, 6_000_000, 1, 2, -1, -1), new SocketCounters.Counts(300_000, 1_200_000, 6_000, 5_000),
                QUIET);

        ScenarioResult.Cost cost = LedgerSums.of(List.of(first, second));

        assertEquals(4_000, cost.calls());
        assertEquals(30.0, cost.client().cpuMicros(), 1e-9);
        // 9 of 12 ticks were user time: the precise total split 3:1
        assertEquals(22.5, cost.client().userMicros(), 1e-9);
        assertEquals(7.5, cost.client().systemMicros(), 1e-9);
        assertEquals(20.0, cost.server().cpuMicros(), 1e-9);
        assertEquals(10.0, cost.server().userMicros(), 1e-9);
        assertEquals(50_000.0, cost.serverCallsPerCpuSecond(), 1e-6);
        assertEquals(100.0, cost.traffic().bytesUp(), 1e-9);
        assertEquals(400.0, cost.traffic().bytesDown(), 1e-9);
        assertEquals(2.0, cost.traffic().segmentsUp(), 1e-9);
        assertEquals(1.75, cost.traffic().segmentsDown(), 1e-9);
        assertEquals(4_000.0, cost.client().allocatedBytes(), 1e-9);
        assertEquals(2_000.0, cost.server().allocatedBytes(), 1e-9);
        assertEquals(3, cost.client().gcCount());
        assertEquals(8, cost.client().gcPauseMillis());
        assertEquals(1L, cost.server().gcCount());
        assertEquals(2L, cost.server().gcPauseMillis());
        assertEquals(42L, cost.client().jitMillis());
        // one window had no JIT account (a native image): the sum is unknown, not short
        assertNull(cost.server().jitMillis());
    }

    @Test
    void aWindowWithoutServerOrSocketFiguresLeavesThoseColumnsEmpty() {
        WindowCost known = new WindowCost(10, 200_000_000L,
                new TierCost(1_000_000, 0, 0, -1, 0, 0, 0, -1),
                new TierCost(1_000_000, 0, 0, 10, 0, 0, 0, -1), SocketCounters.Counts.ZERO, QUIET);
        WindowCost unread = new WindowCost(10, 200_000_000L,
                new TierCost(1_000_000, 0, 0, -1, 0, 0, 0, -1), null, null, QUIET);

        ScenarioResult.Cost cost = LedgerSums.of(List.of(known, unread));

        assertEquals(100.0, cost.client().cpuMicros(), 1e-9);
        // no tick fell in the windows: the split is unknown, not zero
        assertNull(cost.client().userMicros());
        assertNull(cost.client().allocatedBytes());
        assertNull(cost.server().cpuMicros());
        assertNull(cost.serverCallsPerCpuSecond());
        assertNull(cost.traffic().bytesUp());
        assertNull(cost.server().gcCount());
    }

    @Test
    void theJitCompilerThreadsCpuIsLeftOutOfTheCallsAndShownApart() {
        // 10 ms of CPU in the window, 4 ms of it the compiler threads', over 1,000 calls
        WindowCost window = new WindowCost(1_000, 200_000_000L,
                new TierCost(10_000_000, 1, 0, 0, 0, 0, 4, 4_000_000),
                new TierCost(5_000_000, 0, 0, 0, 0, 0, 0, 0), SocketCounters.Counts.ZERO, QUIET);
        ScenarioResult.Cost cost = LedgerSums.of(java.util.List.of(window));
        assertEquals(6.0, cost.client().cpuMicros(), 1e-9);
        assertEquals(4.0, cost.client().compilerCpuMicros(), 1e-9);
        assertEquals(5.0, cost.server().cpuMicros(), 1e-9);
        assertEquals(0.0, cost.server().compilerCpuMicros(), 1e-9);
    }

    @Test
    void thisJvmsCompilerThreadsAreFoundAndHaveWorked() {
        dev.wirerace.model.usage.ProcessUsage usage = dev.wirerace.probes.ProcessUsageProbe.ofThisProcess();
        assertTrue(usage.compilerCpuNanos() > 0, "a HotSpot JVM running tests has compiled: " + usage.compilerCpuNanos());
        assertTrue(usage.compilerCpuNanos() < usage.cpuNanos());
    }
}
