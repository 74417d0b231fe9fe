package dev.wirerace.tiers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The business-service's command line asks for one HTTP event loop per CPU of the list it is pinned to. */
class BusinessTierTest {

    @Test
    void countsTheCpusOfATasksetList() {
        assertEquals(1, BusinessTier.cpuCount("1"));
        assertEquals(4, BusinessTier.cpuCount("0-3"));
        assertEquals(4, BusinessTier.cpuCount("1,3,5-6"));
    }

    @Test
    void asksForOneEventLoopPerPinnedCpu() {
        assertEquals("-Dquarkus.http.io-threads=1", BusinessTier.eventLoopsFor("1"));
        assertEquals("-Dquarkus.http.io-threads=4", BusinessTier.eventLoopsFor("1,3,5-6"));
    }
}
