package dev.wirerace.processes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The business-service gets one HTTP event loop per CPU it is pinned to. */
class BusinessTierTest {

    @Test
    void countsTheCpusOfATasksetList() {
        assertEquals(1, BusinessTier.cpuCount("1"));
        assertEquals(4, BusinessTier.cpuCount("0-3"));
        assertEquals(4, BusinessTier.cpuCount("1,3,5-6"));
    }
}
