package dev.wirerace.engine.ledger;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The noise guard's arithmetic on made-up /proc/stat lines. */
class NoiseTest {

    @Test
    void othersAreTheMachinesBusyTicksLessTheProcessesUnderTest() {
        MachineCpu before = MachineCpu.parse("cpu  1000 0 500 8000 10 0 5 20 0 0");
        MachineCpu after = MachineCpu.parse("cpu  1030 2 508 8035 10 0 5 25 0 0");
        // 80 ticks passed on all CPUs; 40 busy, of which 300 ms (30 ticks) were the tiers'; 5 stolen
        Noise noise = Noise.between(before, after, 300_000_000L);

        assertEquals(10 / 80.0, noise.othersShare(), 1e-9);
        assertEquals(5 / 80.0, noise.stealShare(), 1e-9);
        assertEquals(true, noise.over(0.10, 0.5));
        assertEquals(true, noise.over(0.5, 0.05));
        assertEquals(false, noise.over(0.2, 0.1));
    }
}
