package dev.wirerace.engine.ledger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

class WindowCostTest {

    @Test
    void theCallersSpinIsTakenFromTheClientsCpuAloneAndNeverBelowNothing() {
        TierCost client = new TierCost(3_000_000, 2, 1, 0, 0, 0, 0, 500_000);
        TierCost server = new TierCost(1_000_000, 1, 0, 0, 0, 0, 0, 0);
        WindowCost window = new WindowCost(1_000, 200_000_000L, client, server, null, null);
        WindowCost less = window.lessClientSpin(1_000_000);
        // 3 ms of client CPU, 0.5 ms of it the compilers', 1 ms spun: 1.5 µs a call left
        assertEquals(1.5, less.clientCpuMicrosPerCall(), 1e-9);
        assertEquals(window.serverCpuMicrosPerCall(), less.serverCpuMicrosPerCall());
        assertSame(window, window.lessClientSpin(0));
        assertEquals(0.0, window.lessClientSpin(10_000_000).clientCpuMicrosPerCall(), 1e-9);
    }
}
