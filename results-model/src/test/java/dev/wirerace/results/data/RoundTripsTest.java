package dev.wirerace.results.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.wirerace.results.ResultsStore;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Round trips from a pass that switched a delay on and off, and as kept in run.json by either method. */
class RoundTripsTest {

    @Test
    void eachGainIsCountedInTheFloorsOneRoundTrip() {
        RoundTrips trips = RoundTrips.toggled("run-a", 1_000, "floor-tcp addOne 0",
                Map.of("floor-tcp addOne 0", 1_100.0, "rest-http addOne 0", 1_155.0, "soap addOne 0", 2_200.0,
                        "rmi addOne 0", -40.0),
                Map.of("floor-tcp addOne 0", 11.0, "rest-http addOne 0", 55.0, "soap addOne 0", 220.0, "rmi addOne 0", 0.0));

        assertEquals(1.0, trips.byRow().get("floor-tcp addOne 0"));
        assertEquals(1.05, trips.byRow().get("rest-http addOne 0"));
        assertEquals(2.0, trips.byRow().get("soap addOne 0"));
        assertEquals(0.0, trips.byRow().get("rmi addOne 0"), "a call cannot wait less than no time");
        assertEquals(0.2, trips.spreadByRow().get("soap addOne 0"));
        assertEquals(Map.of("addOne 0", 100.0), trips.proxyMicros(), "what the delay added beyond itself, on the floor");
        assertEquals("run run-a's own round-trip pass", trips.source());
    }

    @Test
    void aFloorThatGainedLessThanHalfTheDelayMeasuredNothing() {
        assertThrows(IllegalArgumentException.class, () -> RoundTrips.toggled("run-a", 1_000, "floor-tcp addOne 0",
                Map.of("floor-tcp addOne 0", 300.0), Map.of()));
        assertThrows(IllegalArgumentException.class, () -> RoundTrips.toggled("run-a", 1_000, "floor-tcp addOne 0",
                Map.of("rest-http addOne 0", 1_000.0), Map.of()));
    }

    @Test
    void roundTripsKeptBeforeTheMethodWasNamedReadAsTwoRuns() throws Exception {
        String kept = "{\"baseRun\":\"a\",\"delayedRun\":\"b\",\"addedMicros\":1000.0,\"proxyMicros\":{\"addOne 0\":30.0},"
                + "\"byRow\":{\"rmi addOne 0\":1.0}}";
        RoundTrips trips = ResultsStore.plainMapper().readValue(kept, RoundTrips.class);
        assertEquals(RoundTrips.TWO_RUNS, trips.method());
        assertNull(trips.spreadByRow());
        assertEquals("run b", trips.source());
    }
}
