package dev.wirerace.suite.references;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.wirerace.model.TxMode;
import dev.wirerace.model.wire.Operation;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.results.data.ReferenceResult;
import dev.wirerace.suite.Scenario;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What wrk prints, read into a row: units, percentiles, and failures of both kinds counted. */
class WrkOutputTest {

    private static final Scenario SCENARIO = Scenario.closed(Wire.REST_HTTP_BARE, Operation.ADD_ONE, TxMode.NONE, 0, 4);

    @Test
    void latenciesInAnyUnitAndEveryFailureAreRead() {
        List<String> output = List.of(
                "Running 2s test @ http://127.0.0.1:8090/rest/add-one/41",
                "  1 threads and 4 connections",
                "  Thread Stats   Avg      Stdev     Max   +/- Stdev",
                "    Latency   301.48us  108.31us   3.09ms   91.35%",
                "    Req/Sec    13.12k   547.52    13.84k    80.00%",
                "  Latency Distribution",
                "     50%  280.00us",
                "     75%  315.00us",
                "     90%  371.00us",
                "     99%    1.72ms",
                "  26101 requests in 2.00s, 2.34MB read",
                "  Socket errors: connect 0, read 1, write 0, timeout 2",
                "  Non-2xx or 3xx responses: 3",
                "Requests/sec:  13048.84",
                "Transfer/sec:      1.17MB");
        ReferenceResult row = new Wrk().read(output, Path.of("."), SCENARIO, "wrk 4.1.0", List.of("wrk"));
        assertEquals(26101, row.requests());
        assertEquals(6, row.failed(), "3 non-2xx and 3 socket errors");
        assertEquals(13048.84, row.opsPerSecond(), 0.001);
        assertEquals(2.0, row.seconds(), 1e-9);
        assertEquals(280.0, row.latencyP50Micros(), 1e-9);
        assertEquals(371.0, row.latencyP90Micros(), 1e-9);
        assertEquals(1720.0, row.latencyP99Micros(), 1e-9);
        assertEquals("rest-http-bare", row.wire());
        assertEquals("4 connections", row.shape());
    }

    @Test
    void outputWithoutTotalsIsAnError() {
        assertThrows(IllegalStateException.class, () -> new Wrk().read(List.of("unable to connect to 127.0.0.1:1"),
                Path.of("."), SCENARIO, "wrk 4.1.0", List.of("wrk")));
    }

    @Test
    void nearestRankPercentiles() {
        long[] sorted = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
        assertEquals(5.0, H2load.percentile(sorted, 0.50));
        assertEquals(9.0, H2load.percentile(sorted, 0.90));
        assertEquals(10.0, H2load.percentile(sorted, 0.99));
        assertEquals(null, H2load.percentile(new long[0], 0.5));
    }
}
