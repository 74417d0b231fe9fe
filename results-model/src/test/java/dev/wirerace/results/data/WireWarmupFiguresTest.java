package dev.wirerace.results.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.results.ResultsStore;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class WireWarmupFiguresTest {

    private static final ObjectMapper JSON = ResultsStore.plainMapper();

    private static WireWarmupFigures fork(long millis, boolean steady, Long serverJit) {
        return WireWarmupFigures.ofFork(millis, 3, steady, List.of(120L, 900L, 1_000L), List.of(400L, 30L, 2L),
                Arrays.asList(serverJit, serverJit, serverJit));
    }

    @Test
    void aMergedRunKeepsEachForksCurveAndCountsTheSteadyForks() throws Exception {
        WireWarmupFigures merged = WireWarmupFigures.merged(List.of(fork(6_000, true, 10L), fork(9_000, false, null)));
        assertEquals(2, merged.forkCount());
        assertEquals(1, merged.steadyInForks());
        assertEquals(1, merged.unsteadyForks());
        assertFalse(merged.steady(), "steady only if steady in every fork");
        assertEquals(9_000, merged.millis(), "the longest fork's");

        WireWarmupFigures read = JSON.readValue(JSON.writeValueAsString(merged), WireWarmupFigures.class);
        assertEquals(merged, read);
        assertEquals(List.of(120L, 900L, 1_000L), read.forks().get(1).callsPerCycle());
        assertEquals(Arrays.asList(null, null, null), read.forks().get(1).serverJitMillisPerCycle(),
                "a cycle whose JIT time was not read stays unknown, not 0");
        assertThrows(IllegalArgumentException.class, () -> WireWarmupFigures.merged(List.of(merged)),
                "a merged warm-up is not a fork's");
    }

    @Test
    void aForksFiguresReadAsTheyWereWritten() throws Exception {
        WireWarmupFigures read = JSON.readValue("""
                {"millis": 27966, "cycles": 67, "steady": true, "callsPerCycle": [46, 70],
                 "clientJitMillisPerCycle": [270, 0], "serverJitMillisPerCycle": [null, null]}
                """, WireWarmupFigures.class);
        assertEquals(27_966, read.millis());
        assertEquals(List.of(46L, 70L), read.callsPerCycle());
        assertNull(read.forkCount());
        assertEquals(0, read.unsteadyForks());
    }

    @Test
    void aMergedRunFromBeforeTheCurvesWereKeptStillReads() throws Exception {
        WireWarmupFigures read = JSON.readValue("""
                {"forks": 2, "steadyInForks": 1, "millis": [23700, 31000], "cycles": [58, 76], "steady": false}
                """, WireWarmupFigures.class);
        assertEquals(2, read.forkCount());
        assertEquals(1, read.unsteadyForks());
        assertEquals(31_000, read.millis());
        assertEquals(76, read.cycles());
        assertNull(read.forks(), "those runs kept no curve per fork");
        assertEquals(read, JSON.readValue(JSON.writeValueAsString(read), WireWarmupFigures.class));
        assertEquals(0, JSON.readValue("""
                {"forks": 2, "millis": [23700, 31000], "cycles": [58, 76], "steady": false}
                """, WireWarmupFigures.class).steadyInForks(), "without the count, steady in no fork if not in all");
    }

    @Test
    void theForksCountsAreTheirsAndComeTogether() throws Exception {
        WireWarmupFigures read = JSON.readValue("""
                {"millis": 9000, "cycles": 3, "steady": false, "forkCount": 5, "steadyInForks": 5,
                 "forks": [{"millis": 9000, "cycles": 3, "steady": false}]}
                """, WireWarmupFigures.class);
        assertEquals(1, read.forkCount(), "counted from the forks kept");
        assertEquals(0, read.steadyInForks());
        assertThrows(IllegalArgumentException.class,
                () -> new WireWarmupFigures(1, 1, true, null, null, null, 2, null, null));
    }
}
