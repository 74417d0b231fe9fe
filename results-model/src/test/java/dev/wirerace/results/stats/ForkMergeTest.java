package dev.wirerace.results.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.results.data.JavaSpeed;
import dev.wirerace.results.data.MadeUpRuns;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.ScenarioResult;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** Forks merged into one run: every fork's figures kept, counts summed, a row a fork lacks kept, not dropped. */
class ForkMergeTest {

    private static ScenarioResult oneFork(String way, int concurrency, double p50, double ops) {
        return MadeUpRuns.row(way, concurrency, List.of(p50), List.of(ops), 0).withForks(null);
    }

    @Test
    void eachRowKeepsEveryForksFiguresAndTheirPooledSpread() {
        RunDocument first = MadeUpRuns.run("f1", List.of(oneFork("grpc", 1, 100, 10_000), oneFork("grpc", 4, 200, 20_000)));
        RunDocument second = MadeUpRuns.run("f2", List.of(oneFork("grpc", 1, 110, 9_000), oneFork("grpc", 4, 220, 18_000)));
        ForkMerge.Merged merged = ForkMerge.merge("merged", List.of(new ForkMerge.Fork(first, Map.of()),
                new ForkMerge.Fork(second, Map.of())));

        assertEquals(2, merged.run().scenarios().size());
        ScenarioResult row = merged.run().scenarios().get(0);
        assertEquals(List.of("f1", "f2"), row.forks().runIds());
        assertEquals(List.of(100.0, 110.0), row.forks().p50Micros());
        assertEquals(9_500, row.throughput().opsPerSecond(), 1e-9);
        assertEquals(2_000, row.calls().made());
        assertEquals(List.of("f1", "f2"), merged.run().settings().forks().forkRunIds());
        ScenarioResult.Spread spread = row.forks().spread();
        assertNotNull(spread);
        assertEquals(2, spread.degrees(), "one degree of freedom from each of the wire's two rows");
        // both rows moved by the same 10 % between forks: the pooled spread is that of one row
        assertEquals(Math.log(1.1) / Math.sqrt(2), spread.p50LogSd(), 1e-9);
        assertTrue(Intervals.p50(row).fromForks());
    }

    @Test
    void theMergedRunKeepsEachForksJavaSpeedInForkOrderAndAGapWhereAForkLacksIt() {
        List<ScenarioResult> rows = List.of(oneFork("grpc", 1, 100, 10_000));
        RunDocument first = MadeUpRuns.run("f1", rows, JavaSpeed.ofReadings(List.of(4000.0, 4200.0, 4100.0),
                List.of(3900.0, 3800.0)));
        RunDocument second = MadeUpRuns.run("f2", rows, (JavaSpeed) null);
        RunDocument third = MadeUpRuns.run("f3", rows, JavaSpeed.ofReadings(List.of(4400.0), List.of()));
        JavaSpeed merged = ForkMerge.merge("merged", List.of(new ForkMerge.Fork(first, Map.of()),
                new ForkMerge.Fork(second, Map.of()), new ForkMerge.Fork(third, Map.of()))).run().settings().javaSpeed();

        assertEquals(java.util.Arrays.asList(4100.0, null, 4400.0), merged.clientNanosPerPass(), "each fork's median");
        assertEquals(java.util.Arrays.asList(3850.0, null, null), merged.serverNanosPerPass());
        assertNull(ForkMerge.merge("merged", List.of(new ForkMerge.Fork(second, Map.of()))).run().settings().javaSpeed());
    }

    @Test
    void aRowThatOneForkLacksIsKeptWithAGapAndFlagged() {
        RunDocument first = MadeUpRuns.run("f1", List.of(oneFork("soap", 1, 900, 1_000), oneFork("rmi", 1, 50, 20_000)));
        RunDocument second = MadeUpRuns.run("f2", List.of(oneFork("rmi", 1, 52, 19_000)));
        ForkMerge.Merged merged = ForkMerge.merge("merged", List.of(new ForkMerge.Fork(first, Map.of()),
                new ForkMerge.Fork(second, Map.of())));
        ScenarioResult soap = merged.run().scenarios().stream().filter(r -> r.spoken().way().equals("soap")).findFirst().orElseThrow();
        assertEquals(2, soap.forks().p50Micros().size());
        assertNull(soap.forks().p50Micros().get(1));
        assertTrue(soap.trust().flags().contains("missing-forks"));
    }

    @Test
    void latencyPercentilesComeFromTheForksHistogramsMerged() {
        ScenarioResult a = oneFork("grpc", 1, 100, 10_000);
        ScenarioResult withFile = new ScenarioResult(a.spoken(), a.work(),
                new ScenarioResult.Load(a.load().concurrency(), a.load().loadModel(), null),
                new ScenarioResult.Throughput(a.throughput().opsPerSecond(), null, a.throughput().opsPerSecondPerIteration()), a.latencyMicros(),
                a.calls(), a.errors(), null, "histograms/grpc.hlog", null, a.trust(), null, null, null);
        Histogram fast = new Histogram(3);
        Histogram slow = new Histogram(3);
        for (int i = 0; i < 100; i++) {
            fast.recordValue(100_000_000L); // 100 µs in picoseconds
            slow.recordValue(300_000_000L);
        }
        ForkMerge.Merged merged = ForkMerge.merge("merged", List.of(
                new ForkMerge.Fork(MadeUpRuns.run("f1", List.of(withFile)), Map.of("grpc.hlog", fast)),
                new ForkMerge.Fork(MadeUpRuns.run("f2", List.of(withFile)), Map.of("grpc.hlog", slow))));
        assertEquals(200, merged.histograms().get("grpc.hlog").getTotalCount());
        assertEquals(100, merged.run().scenarios().get(0).latencyMicros().p50(), 1);
        assertEquals(300, merged.run().scenarios().get(0).latencyMicros().p99(), 1);
    }
}
