package dev.wirerace.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.results.data.RoundTrips;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.ScenarioResult;
import dev.wirerace.results.data.TestRows;
import dev.wirerace.results.predict.Against;
import dev.wirerace.results.predict.CallCost;
import dev.wirerace.results.predict.Link;
import dev.wirerace.results.predict.LinkPrediction;
import dev.wirerace.results.predict.PredictionTable;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The what-if model's arithmetic on made-up ledgers whose answers are worked out by hand. */
class PredictionTest {

    private static final Link TWO_MS_100_MBIT = new Link("test", 2_000, 100e6, 1_500);

    private static ScenarioResult row(String way, double p50, int callers) {
        return TestRows.row(way, p50).concurrency(callers).ledger(20, 18, 120, 80, 1, 1).build();
    }

    private static ScenarioResult floor(double p50) {
        return TestRows.row("floor-tcp", p50).ledger(5, 5, 12, 4, 1, 1).build();
    }

    /** Round trips of 1 for rest-http and 2 for grpc, the proxy adding 40 µs of its own to every exchange. */
    private static RoundTrips measured() {
        RunDocument base = TestRows.run("base", "loopback", List.of(floor(80), row("rest-http", 160, 1), row("grpc", 130, 1)));
        RunDocument delayed = TestRows.run("lan", "lan", List.of(floor(80 + 1_000 + 40), row("rest-http", 160 + 1_000 + 40, 1),
                row("grpc", 130 + 2_000 + 40, 1)));
        return RoundTrips.measure(base, delayed, 1_000);
    }

    @Test
    void roundTripsAreWhatACallGainedOverTheAddedDelayLessTheProxysOwnCost() {
        RoundTrips trips = measured();
        assertEquals(Map.of("addOne 0", 40.0), trips.proxyMicros());
        assertEquals(1.0, trips.byRow().get("rest-http addOne 0"));
        assertEquals(2.0, trips.byRow().get("grpc addOne 0"));
        assertFalse(trips.byRow().containsKey("floor-tcp addOne 0"), "the floor calibrates, it is not predicted");
        assertThrows(IllegalArgumentException.class, () -> RoundTrips.measure(TestRows.run(List.of(floor(80))),
                TestRows.run(List.of(floor(80))), 0), "a run without a known delay measures nothing");
        assertThrows(IllegalArgumentException.class, () -> RoundTrips.measure(TestRows.run(List.of(row("grpc", 130, 1))),
                TestRows.run(List.of(row("grpc", 1_130, 1))), 1_000), "without the floor the proxy's cost is unknown");
    }

    @Test
    void oneCallerWaitsItsRoundTripsAndItsBytesAtTheRate() {
        RunDocument run = TestRows.run(List.of(floor(80), row("rest-http", 160, 1), row("grpc", 130, 1)));
        LinkPrediction rest = LinkPrediction.of(run, measured(), TWO_MS_100_MBIT, 1).stream()
                .filter(p -> p.row().spoken().way().equals("rest-http")).findFirst().orElseThrow();
        // 1 round trip of 2 ms; 120 + 66 bytes up and 80 + 66 down at 100 Mbit/s: 14.88 + 11.68 µs
        assertEquals(160 + 2_000 + 14.88 + 11.68, rest.p50Micros(), 1e-6);
        assertEquals(1e6 / (160 + 2_000 + 14.88 + 11.68), rest.opsPerSecond(), 1e-6);
        assertEquals("callers", rest.bound());
    }

    @Test
    void onLoopbackTheRunsOwnFiguresComeBack() {
        RunDocument run = TestRows.run(List.of(floor(80), row("rest-http", 160, 1), row("grpc", 130, 1)));
        for (LinkPrediction p : LinkPrediction.of(run, measured(), Link.LOOPBACK, 1)) {
            assertEquals(p.row().latencyMicros().p50(), p.p50Micros(), 1e-9, p.row().spoken().way());
            assertFalse(p.rankChanged(), p.row().spoken().way());
        }
    }

    @Test
    void aWireWithMoreRoundTripsFallsBehindOnALongLink() {
        RunDocument run = TestRows.run(List.of(floor(80), row("rest-http", 160, 1), row("grpc", 130, 1)));
        List<LinkPrediction> predictions = LinkPrediction.of(run, measured(), TWO_MS_100_MBIT, 1);
        LinkPrediction grpc = predictions.stream().filter(p -> p.row().spoken().way().equals("grpc")).findFirst().orElseThrow();
        assertEquals(1, grpc.loopbackRank());
        assertEquals(2, grpc.rank(), "two round trips of 2 ms outweigh 30 µs saved on loopback");
        assertTrue(grpc.rankChanged());
    }

    @Test
    void manyCallersAreBoundByTheBusierTierOrTheLink() {
        ScenarioResult manyCallers = TestRows.row("rest-http", 4_000.0).concurrency(64).ledger(20, 18, 120, 80, 1, 1).build();
        ScenarioResult bigReplies = TestRows.row("rest-http", 6_000.0).operation("accounts", 2_000, "none").concurrency(64)
                .ledger(20, 18, 120, 288_000, 1, 4).build();
        RunDocument base = TestRows.run("base", "loopback", List.of(floor(80), row("rest-http", 160, 1),
                TestRows.row("floor-tcp", 300.0).operation("accounts", 2_000, "none").ledger(5, 5, 12, 288_000, 1, 4).build(),
                TestRows.row("rest-http", 500.0).operation("accounts", 2_000, "none").ledger(20, 18, 120, 288_000, 1, 4).build()));
        RunDocument delayed = TestRows.run("lan", "lan", List.of(floor(1_120), row("rest-http", 1_200, 1),
                TestRows.row("floor-tcp", 1_340.0).operation("accounts", 2_000, "none").build(),
                TestRows.row("rest-http", 1_540.0).operation("accounts", 2_000, "none").build()));
        RoundTrips trips = RoundTrips.measure(base, delayed, 1_000);
        RunDocument run = TestRows.run(List.of(row("rest-http", 160, 1), manyCallers, bigReplies,
                TestRows.row("rest-http", 500.0).operation("accounts", 2_000, "none").ledger(20, 18, 120, 288_000, 1, 4).build()));
        List<LinkPrediction> predictions = LinkPrediction.of(run, trips, new Link("fast", 100, 10e9, 1_500), 1);
        LinkPrediction cpu = predictions.stream().filter(p -> p.row().load().concurrency() == 64 && p.row().work().size() == 0)
                .findFirst().orElseThrow();
        assertEquals("client CPU", cpu.bound());
        assertEquals(1e6 / 20, cpu.opsPerSecond(), 1e-6);
        LinkPrediction link = LinkPrediction.of(run, trips, TWO_MS_100_MBIT, 1).stream()
                .filter(p -> p.row().load().concurrency() == 64 && p.row().work().size() == 2_000).findFirst().orElseThrow();
        assertEquals("link", link.bound());
        // 288,000 bytes in at least 199 segments of 1,448, each with 66 bytes of headers
        assertEquals(100e6 / (8 * (288_000 + 199 * 66.0)), link.opsPerSecond(), 1e-6);
    }

    /**
     * A shaped link (tbf's bucket) lets one caller's bytes through at line speed: the caller then waits only for
     * the bucket, and 8,968 bytes a call at 100 Mbit/s hold it to 1,394 calls a second whatever its latency.
     */
    @Test
    void aShapedLinkHoldsTheRateWithoutSerialisingEachCall() {
        ScenarioResult accounts = TestRows.row("rest-http", 140.0).operation("accounts", 55, "none")
                .ledger(20, 18, 100, 8_572, 1, 1).build();
        RunDocument base = TestRows.run("base", "loopback", List.of(floor(80), accounts));
        RunDocument delayed = TestRows.run("lan", "lan", List.of(floor(1_120), TestRows.row("rest-http", 1_180.0)
                .operation("accounts", 55, "none").build()));
        RoundTrips trips = RoundTrips.measure(base, delayed, 1_000);
        Link capped = new Link("capped", 0, 100e6, 1_500);
        LinkPrediction wire = LinkPrediction.of(TestRows.run(List.of(accounts)), trips, capped, 1).get(0);
        LinkPrediction shaped = LinkPrediction.of(TestRows.run(List.of(accounts)), trips, capped.shaped(), 1).get(0);
        double bits = 8 * (8_572 + 6 * 66.0);
        assertEquals("callers", wire.bound(), "a wire of 100 Mbit/s serialises each call: 140 µs + 718 µs + the request");
        assertEquals(140 + bits / 100 + 8 * (100 + 66.0) / 100, wire.p50Micros(), 1e-6);
        assertEquals("link", shaped.bound());
        assertEquals(100e6 / bits, shaped.opsPerSecond(), 1e-6);
        assertEquals(bits / 100, shaped.p50Micros(), 1e-6, "the bucket's pace, not the sum");
    }

    @Test
    void aMillionCallsCostTheirCpuSecondsAndBytesAtThePricesGiven() {
        CallCost cost = CallCost.of(row("rest-http", 160, 1), 0.0504, 0.01);
        assertEquals(20, cost.clientCpuSeconds(), 1e-9);
        assertEquals(18, cost.serverCpuSeconds(), 1e-9);
        assertEquals(20 / 3600.0 * 0.0504, cost.clientDollars(), 1e-12);
        assertEquals(0.12, cost.gbUp(), 1e-12);
        assertEquals(0.08, cost.gbDown(), 1e-12);
        assertEquals(0.2 * 0.01, cost.transferDollars(), 1e-12);
    }

    @Test
    void theBrokerIsATierOfItsOwnInTheBoundAndTheBill() {
        RunDocument base = TestRows.run("base", "loopback", List.of(floor(80),
                TestRows.row("broker", 500.0).ledger(20, 18, 400, 300, 2, 2).brokerCpu(250).build()));
        RunDocument delayed = TestRows.run("lan", "lan", List.of(floor(1_120),
                TestRows.row("broker", 1_540.0).build()));
        RoundTrips trips = RoundTrips.measure(base, delayed, 1_000);
        ScenarioResult manyCallers = TestRows.row("broker", 4_000.0).concurrency(64).ledger(20, 18, 400, 300, 2, 2)
                .brokerCpu(250).build();
        LinkPrediction bound = LinkPrediction.of(TestRows.run(List.of(manyCallers)), trips, new Link("fast", 100, 10e9, 1_500), 2)
                .get(0);
        assertEquals("broker CPU", bound.bound(), "250 µs of broker CPU a call is the scarcest of the three tiers");
        assertEquals(2 * 1e6 / 250, bound.opsPerSecond(), 1e-6);
        CallCost cost = CallCost.of(manyCallers, 0.0504, 0.01);
        assertEquals(250, cost.brokerCpuSeconds(), 1e-9);
        assertEquals((20 + 18 + 250) / 3600.0 * 0.0504 + 0.7 * 0.01, cost.totalDollars(), 1e-12);
        String table = PredictionTable.money(List.of(manyCallers, row("rest-http", 160, 1)), 0.0504, 0.01, "test");
        assertTrue(table.contains("broker CPU-s"), table);
        assertEquals(0, CallCost.of(row("rest-http", 160, 1), 0.0504, 0.01).brokerCpuSeconds());
        assertFalse(PredictionTable.money(List.of(row("rest-http", 160, 1)), 0.0504, 0.01, "test").contains("broker"),
                "a run without a broker keeps its table as it was");
    }

    @Test
    void thePredictionIsCheckedRowByRowAndForTheWiresOrder() {
        RunDocument run = TestRows.run(List.of(floor(80), row("rest-http", 160, 1), row("grpc", 130, 1)));
        List<LinkPrediction> predictions = LinkPrediction.of(run, measured(), TWO_MS_100_MBIT, 1);
        RunDocument onTheLink = TestRows.run("measured", "loopback", List.of(row("rest-http", 2_300, 1), row("grpc", 4_000, 1)));
        Against against = Against.of(predictions, onTheLink);
        assertEquals(List.of(2, 2), List.of(against.p50Within(0.15)[0], against.p50Within(0.15)[1]));
        assertEquals(List.of(1, 1), List.of(against.pairsInSameOrder(0.05)[0], against.pairsInSameOrder(0.05)[1]));
        RunDocument otherOrder = TestRows.run("measured", "loopback", List.of(row("rest-http", 4_400, 1), row("grpc", 4_000, 1)));
        assertEquals(List.of(0, 1), List.of(Against.of(predictions, otherOrder).pairsInSameOrder(0.05)[0],
                Against.of(predictions, otherOrder).pairsInSameOrder(0.05)[1]));
        RunDocument tied = TestRows.run("measured", "loopback", List.of(row("rest-http", 4_100, 1), row("grpc", 4_000, 1)));
        assertEquals(0, Against.of(predictions, tied).pairsInSameOrder(0.05)[1], "2.5 % apart is a tie, not a ranking");
    }

    @Test
    void ratesReadAsTcSpellsThem() {
        assertEquals(100e6, Link.parseRate("100mbit"));
        assertEquals(1e9, Link.parseRate("1gbit"));
        assertEquals(2.5e9, Link.parseRate("2.5gbit"));
        assertThrows(IllegalArgumentException.class, () -> Link.parseRate("fast"));
        assertThrows(IllegalArgumentException.class, () -> Link.parseRate("100"));
        assertThrows(IllegalArgumentException.class, () -> new Link("bad", -1, 1e9, 1_500));
    }
}
