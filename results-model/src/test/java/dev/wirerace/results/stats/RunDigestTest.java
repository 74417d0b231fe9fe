package dev.wirerace.results.stats;

import static dev.wirerace.results.data.TestRows.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.results.data.RunSettings;
import dev.wirerace.results.data.ScenarioResult;
import dev.wirerace.results.data.TestRows;
import dev.wirerace.results.data.WireWarmupFigures;
import dev.wirerace.results.format.RunDigestText;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The digest on made-up rows: ranks, ties, clear leads, reasons to doubt, and where its intervals come from. */
class RunDigestTest {

    @Test
    void rowsAreRankedByP50AndTheAnswerNamesTheFastestRemoteWire() {
        RunDigest.Group group = onlyGroup(List.of(
                row("soap", 120.0).forks(118, 120, 122).build(),
                row("rest-http", 70.0).forks(69, 70, 71).build(),
                row("local", 0.05).forks(0.049, 0.05, 0.051).build(),
                row("grpc", 50.0).forks(49, 50, 51).build(),
                row("floor-tcp", 20.0).forks(19.5, 20, 20.5).build()));

        assertEquals(List.of("local", "floor-tcp", "grpc", "rest-http", "soap"),
                group.entries().stream().map(RunDigest.Entry::way).toList());
        assertEquals(List.of(1, 2, 3, 4, 5), group.entries().stream().map(RunDigest.Entry::rank).toList());
        assertTrue(group.answer().startsWith("addOne, 1 caller: fastest remote wire grpc at 50.0 µs ["), group.answer());
        assertTrue(group.answer().endsWith("; rest-http 1.40× [1.38–1.42] grpc (clear)"), group.answer());
    }

    @Test
    void wiresThePairedForksCannotOrderAreATieAndOnesTheyOrderAreClear() {
        // rest-http and rmi move against grpc from fork to fork: sometimes ahead, sometimes behind
        RunDigest.Group group = onlyGroup(List.of(
                row("grpc", 50.0).forks(46, 50, 54).build(),
                row("rest-http", 52.0).forks(56, 52, 48).build(),
                row("rmi", 53.0).forks(49, 57, 53).build(),
                row("soap", 120.0).forks(119, 120, 121).build()));

        assertEquals(List.of("", RunDigest.TIE, RunDigest.TIE, RunDigest.CLEAR),
                group.entries().stream().map(RunDigest.Entry::standing).toList());
        assertTrue(group.answer().endsWith(", ties with rest-http and rmi (the paired forks do not order them)"),
                group.answer());
        RunDigest.Entry grpc = group.entries().getFirst();
        assertTrue(grpc.p50LowMicros() < 50 && grpc.p50HighMicros() > 50);
    }

    @Test
    void wiresThatMoveWithTheHostAreOrderedByTheirPairedRatiosWhereTheirOwnIntervalsOverlap() {
        // the host 45 % slower in the second fork, on every wire alike; serialized about 1.8× grpc in each fork
        double[] host = {1.0, 1.45};
        double[][] noise = {{1.02, 0.97}, {0.98, 1.03}, {1.01, 0.99}, {0.97, 1.02}};
        List<ScenarioResult> rows = new java.util.ArrayList<>();
        int[] concurrencies = {1, 4, 16, 64};
        for (int s = 0; s < concurrencies.length; s++) {
            double base = 100 * (s + 1);
            rows.add(row("grpc", base).concurrency(concurrencies[s]).forks(base * host[0], base * host[1]).build());
            rows.add(row("serialized", base * 1.8).concurrency(concurrencies[s]).forks(base * 1.8 * host[0] * noise[s][0],
                    base * 1.8 * host[1] * noise[s][1]).build());
        }
        List<RunDigest.Group> groups = RunDigest.groups(TestRows.run(rows));

        assertEquals(4, groups.size());
        for (RunDigest.Group group : groups) {
            RunDigest.Entry grpc = group.entries().get(0);
            RunDigest.Entry serialized = group.entries().get(1);
            assertTrue(serialized.p50LowMicros() <= grpc.p50HighMicros(),
                    "each wire's own interval holds the host's swing, and they overlap: " + group);
            assertEquals(RunDigest.CLEAR, serialized.standing(), group.answer());
            assertTrue(serialized.overAboveLow() > 1.6 && serialized.overAboveHigh() < 2.0, group.toString());
            assertTrue(group.answer().contains("; serialized 1."), group.answer());
        }
    }

    @Test
    void aRowsCentreIsTheGeometricMeanOfItsForks() {
        RunDigest.Entry only = onlyGroup(List.of(row("grpc", 60.0).forks(40, 90).build())).entries().getFirst();
        assertEquals(60.0, only.p50Micros(), 1e-9);
        assertNull(onlyGroup(List.of(row("grpc", 60.0).forks(40).build(), row("rmi", 50.0).build())).entries()
                .getFirst().p50LowMicros(), "one fork's figure is no interval");
    }

    @Test
    void flaggedRowsAreNamedWithWhyInWords() {
        RunDigest.Digest digest = RunDigest.of(TestRows.run(List.of(
                row("grpc", 50.0).forks(49, 50, 51).trust(false, 2, 5, "unsteady-warmup", "disturbed", "compiling")
                        .failedCalls(3).build(),
                row("rest-http", 70.0).forks(69, 70, 71).build())));
        RunDigest.Entry grpc = digest.groups().getFirst().entries().getFirst();

        assertEquals(List.of("warm-up not steady", "2 of 5 rounds disturbed",
                "a tier's JIT compiling for over a fifth of the window", "3 failed calls"), grpc.why());
        assertEquals(List.of(), digest.groups().getFirst().entries().get(1).why());
        assertTrue(digest.groups().getFirst().answer().endsWith("; grpc flagged, see its row"),
                digest.groups().getFirst().answer());
        String text = RunDigestText.render(digest);
        for (String reason : grpc.why()) {
            assertTrue(text.contains(reason), text);
        }
    }

    @Test
    void rowsWithoutAP50AreRankedLastAsFailed() {
        RunDigest.Group group = onlyGroup(List.of(
                row("rmi", null).failedCalls(1000).build(),
                row("rest-http", 70.0).forks(69, 70, 71).build(),
                row("grpc", 50.0).forks(49, 50, 51).build()));

        RunDigest.Entry last = group.entries().getLast();
        assertEquals("rmi", last.way());
        assertEquals(RunDigest.FAILED, last.standing());
        assertNull(last.p50Micros());
        assertEquals(List.of("1000 failed calls"), last.why());
    }

    @Test
    void rowsWithoutIntervalsAreNeitherTiesNorClearlyAhead() {
        RunDigest.Group group = onlyGroup(List.of(
                row("grpc", 50.0).build(),
                row("rest-http", 70.0).forks(69, 70, 71).build()));

        assertEquals(List.of("", RunDigest.NO_INTERVAL),
                group.entries().stream().map(RunDigest.Entry::standing).toList());
        assertTrue(group.answer().endsWith("1.40× ahead of rest-http (no interval)"), group.answer());
    }

    @Test
    void aWarmUpThatRanOutNamesItsWiresAndALongerBudget() {
        Map<String, WireWarmupFigures> wires = new LinkedHashMap<>();
        wires.put("grpc", WireWarmupFigures.merged(List.of(fork(true), fork(true))));
        wires.put("soap", WireWarmupFigures.merged(List.of(fork(false), fork(false))));
        wires.put("grpc-tls", WireWarmupFigures.merged(List.of(fork(true), fork(false))));
        RunSettings.Warmup ranOut = new RunSettings.Warmup(1_200L, 115_000L, 15_000L, wires, 134L);
        assertEquals("the warm-up (115 s a fork) ran out before soap (2 of 2 forks), grpc-tls (1 of 2 forks) were"
                + " steady, and their rows are flagged: a slower host needs a longer one, e.g. --warmup-budget 150s"
                + " (each fork as much longer).", WarmupShortfall.describe(ranOut));

        wires.put("soap", fork(false));
        wires.remove("grpc-tls");
        assertTrue(WarmupShortfall.describe(ranOut).startsWith("the warm-up (115 s a fork) ran out before soap was"),
                WarmupShortfall.describe(ranOut));
        wires.remove("soap");
        assertNull(WarmupShortfall.describe(ranOut), "every wire steady: nothing to say");
        assertNull(RunDigest.of(TestRows.run(List.of(row("grpc", 50.0).build()))).warmup(), "a run that did not say");
    }

    private static WireWarmupFigures fork(boolean steady) {
        return WireWarmupFigures.ofFork(5_000, 12, steady, List.of(100L, 200L), List.of(300L, 0L), List.of(200L, 0L));
    }

    @Test
    void theDigestSaysOnceWhereItsIntervalsComeFrom() {
        RunDigest.Digest roundsOnly = RunDigest.of(TestRows.run(List.of(
                row("grpc", 50.0).rounds(49, 50, 51, 50, 50).build(),
                row("rest-http", 70.0).rounds(69, 70, 71, 70, 70).build())));
        assertEquals("95 % intervals over the rounds of one JVM pair: too narrow, they miss the JVM-to-JVM shift",
                roundsOnly.intervals());
        assertTrue(RunDigestText.render(roundsOnly).contains(roundsOnly.intervals()));

        RunDigest.Digest forked = RunDigest.of(TestRows.run(List.of(row("grpc", 50.0).forks(49, 50, 51).build())));
        assertEquals("95 % intervals over 3 forks (each a fresh start of both JVMs)", forked.intervals());
    }

    @Test
    void groupsComeInAStableOrderAndTheTextStaysNarrow() {
        List<ScenarioResult> rows = List.of(
                row("grpc", 900.0).operation("accounts", 55, "required").build(),
                row("grpc", 300.0).operation("accounts", 55, "none").build(),
                row("grpc", 90.0).operation("concat", 1000, "none").build(),
                row("grpc", 60.0).operation("concat", 100, "none").build(),
                row("grpc", 80.0).concurrency(4).build(),
                row("rest-http@apache5", 70.0).forks(69, 70, 71).trust(false, 5, 5, "unsteady-warmup", "disturbed",
                        "compiling").failedCalls(12).build(),
                row("grpc", 50.0).build());
        RunDigest.Digest digest = RunDigest.of(TestRows.run(rows));

        assertEquals(List.of("addOne, 1 caller", "addOne, 4 callers", "concat(100), 1 caller", "concat(1000), 1 caller",
                "accounts(55), 1 caller", "accounts(55)[required], 1 caller"),
                digest.groups().stream().map(RunDigest.Group::title).toList());
        for (String line : RunDigestText.render(digest).split("\n")) {
            assertTrue(line.length() <= 150, line.length() + " chars: " + line);
        }
    }

    private static RunDigest.Group onlyGroup(List<ScenarioResult> rows) {
        List<RunDigest.Group> groups = RunDigest.groups(TestRows.run(rows));
        assertEquals(1, groups.size());
        return groups.getFirst();
    }
}
