package dev.wirerace.suite;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** When a row's rounds were too short for its calls to be measured by them. */
class ScenarioPartsTest {

    @Test
    void roundsWithFewerCallsThanCallersAreShort() {
        // 1,024 callers, two rounds: 2,047 calls means some caller's call outlasted a round
        assertTrue(ScenarioParts.shortRounds(2_047, 1_024, 2));
        assertTrue(ScenarioParts.shortRounds(0, 256, 2), "a row that measured no call at all");
        assertFalse(ScenarioParts.shortRounds(2_048, 1_024, 2));
        assertFalse(ScenarioParts.shortRounds(5_000, 1, 2));
    }
}
