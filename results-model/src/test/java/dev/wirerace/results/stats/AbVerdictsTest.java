package dev.wirerace.results.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.results.data.JavaSpeed;
import dev.wirerace.results.data.MadeUpRuns;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.ScenarioResult;
import dev.wirerace.results.format.AbVerdictsText;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The A/B verdicts on made-up experiments whose truth is known: A and B forks in pairs on a host that swings by
 * ±15 % from one pair to the next (what pairing cancels) and a few per cent of noise of each fork's own.
 */
class AbVerdictsTest {

    private static final List<String> WAYS = List.of("grpc", "rest-http", "rmi", "soap", "serialized", "grpc-tls");
    private static final int[] CONCURRENCIES = {1, 4, 16, 64};

    /** B's figures over A's: p50, client CPU and server CPU per call. */
    private record Change(double p50, double client, double server) {
        static final Change NONE = new Change(1, 1, 1);
    }

    /** A's and B's runs, {@code pairs} pairs of forks, B's figures moved by {@code change}. */
    private static RunDocument[] experiment(long seed, int pairs, Change change) {
        return experiment(seed, pairs, change, 0.03);
    }

    /** @param noise the standard deviation of the logs of each fork's own figures (0.02: 2 %) */
    private static RunDocument[] experiment(long seed, int pairs, Change change, double noise) {
        Random random = new Random(seed);
        double[] host = new double[pairs];
        for (int k = 0; k < pairs; k++) {
            host[k] = Math.exp(random.nextGaussian() * 0.15);
        }
        List<ScenarioResult> rowsA = new ArrayList<>();
        List<ScenarioResult> rowsB = new ArrayList<>();
        for (String way : WAYS) {
            for (int concurrency : CONCURRENCIES) {
                double base = 100 + 50 * WAYS.indexOf(way) + concurrency;
                rowsA.add(row(way, concurrency, base, host, Change.NONE, random, noise));
                rowsB.add(row(way, concurrency, base, host, change, random, noise));
            }
        }
        return new RunDocument[] {MadeUpRuns.run("a", rowsA), MadeUpRuns.run("b", rowsB)};
    }

    private static ScenarioResult row(String way, int concurrency, double base, double[] host, Change change, Random random,
            double noise) {
        List<Double> p50 = new ArrayList<>();
        List<Double> ops = new ArrayList<>();
        List<Double> client = new ArrayList<>();
        List<Double> server = new ArrayList<>();
        for (double h : host) {
            double value = base * h * change.p50() * noise(random, noise);
            p50.add(value);
            ops.add(concurrency * 1e6 / value);
            client.add(0.6 * base * h * change.client() * noise(random, noise));
            server.add(0.4 * base * h * change.server() * noise(random, noise));
        }
        return MadeUpRuns.withTierCpu(MadeUpRuns.row(way, concurrency, p50, ops, 0), client, server);
    }

    private static double noise(Random random, double sd) {
        return Math.exp(random.nextGaussian() * sd);
    }

    @Test
    void sameCodePairsCallFewRowsSlowerOrFasterAndMostTheSameOnAQuietHost() {
        int rows = 0;
        int different = 0;
        int same = 0;
        for (long seed = 1; seed <= 200; seed++) {
            RunDocument[] runs = experiment(seed, 4, Change.NONE, 0.02);
            AbVerdicts ab = AbVerdicts.of(runs[0], runs[1], 0.05, "");
            rows += (int) ab.judgedRows();
            different += (int) (ab.count(AbVerdicts.Row::p50, AbVerdicts.SLOWER) + ab.count(AbVerdicts.Row::p50, AbVerdicts.FASTER));
            same += (int) ab.count(AbVerdicts.Row::p50, AbVerdicts.SAME);
        }
        assertTrue(different <= 0.05 * rows, different + " of " + rows + " rows called different");
        assertTrue(same > 0.5 * rows, "most rows the same within 5 %: " + same + " of " + rows);
    }

    @Test
    void aTenPercentSlowdownIsFoundAndPutOnTheServer() {
        RunDocument[] runs = experiment(7, 4, new Change(1.10, 1.0, 1.25));
        AbVerdicts ab = AbVerdicts.of(runs[0], runs[1], 0.05, "--work 5us");

        long judged = ab.judgedRows();
        assertTrue(ab.count(AbVerdicts.Row::p50, AbVerdicts.SLOWER) >= 0.9 * judged, AbVerdictsText.render(ab));
        assertEquals(judged, ab.count(AbVerdicts.Row::serverCpu, AbVerdicts.DEARER), AbVerdictsText.render(ab));
        // put on the server on every row; alone where the client's CPU was shown the same, else with its doubt said
        assertEquals(judged, ab.rows().stream().filter(AbVerdicts.Row::judged).filter(r -> r.pays().startsWith("server"))
                .count(), AbVerdictsText.render(ab));
        assertTrue(ab.fails(Set.of(AbVerdicts.SLOWER)));
        assertFalse(ab.fails(Set.of(AbVerdicts.FASTER, AbVerdicts.CHEAPER)));
    }

    @Test
    void aChangeToBothTiersIsPutOnBoth() {
        RunDocument[] runs = experiment(11, 3, new Change(1.2, 1.2, 1.2));
        AbVerdicts ab = AbVerdicts.of(runs[0], runs[1], 0.05, "-XX:TieredStopAtLevel=1");

        long both = ab.rows().stream().filter(AbVerdicts.Row::judged).filter(r -> r.pays().equals("both")).count();
        assertEquals(ab.judgedRows(), both, AbVerdictsText.render(ab));
        assertEquals(ab.judgedRows(), ab.count(AbVerdicts.Row::bothCpu, AbVerdicts.DEARER));
    }

    @Test
    void aChangeToTheClientAloneIsPutOnTheClient() {
        RunDocument[] runs = experiment(13, 3, new Change(1.0, 1.2, 1.0));
        AbVerdicts ab = AbVerdicts.of(runs[0], runs[1], 0.05, "a client change");

        long client = ab.rows().stream().filter(AbVerdicts.Row::judged).filter(r -> r.pays().startsWith("client")).count();
        assertEquals(ab.judgedRows(), client, AbVerdictsText.render(ab));
        assertEquals(0, ab.count(AbVerdicts.Row::serverCpu, AbVerdicts.DEARER) + ab.count(AbVerdicts.Row::serverCpu,
                AbVerdicts.CHEAPER), "the server did not move");
    }

    @Test
    void pairingCancelsAHostThatMovedBetweenPairs() {
        // two pairs on a host that swings by ±15 % between them: B 8 % slower in each pair is found, as the pairs agree
        RunDocument[] runs = experiment(17, 2, new Change(1.08, 1.0, 1.0), 0.01);
        AbVerdicts ab = AbVerdicts.of(runs[0], runs[1], 0.03, "");
        assertTrue(ab.count(AbVerdicts.Row::p50, AbVerdicts.SLOWER) >= 0.75 * ab.judgedRows(), AbVerdictsText.render(ab));
    }

    @Test
    void whatItCannotTellItSaysWithThePairsThatWouldSettleIt() {
        // 4 % slower against a 5 % margin, with 2 pairs: neither clearly slower nor the same on most rows
        RunDocument[] runs = experiment(19, 2, new Change(1.04, 1.0, 1.0));
        AbVerdicts ab = AbVerdicts.of(runs[0], runs[1], 0.05, "");
        List<AbVerdicts.Figure> unsure = ab.rows().stream().map(AbVerdicts.Row::p50)
                .filter(f -> f.verdict().equals(AbVerdicts.CANT_TELL)).toList();
        assertFalse(unsure.isEmpty(), AbVerdictsText.render(ab));
        assertTrue(unsure.stream().allMatch(f -> f.pairsToSettle() != null && f.pairsToSettle() > 2));
        assertTrue(AbVerdictsText.markdown(ab).contains("| grpc addOne c=1 |"), AbVerdictsText.markdown(ab));
    }

    /** The same experiment's runs, each fork's tiers having read the Java yardstick as given (nanoseconds a pass). */
    private static RunDocument[] withYardsticks(RunDocument[] runs, List<Double> a, List<Double> b) {
        return new RunDocument[] {MadeUpRuns.run("a", runs[0].scenarios(), new JavaSpeed(a, a)),
                MadeUpRuns.run("b", runs[1].scenarios(), new JavaSpeed(b, b))};
    }

    /**
     * Same code, but the host ran Java 1.75× slower for A's fork than for B's in both pairs (as a neighbour's load
     * did here, with no steal to show for it): every figure of B reads 0.72×. Pairing cannot cancel that; the
     * yardstick sees it, both pairs are set aside, and nothing is called faster.
     */
    @Test
    void aHostThatMovedBetweenAAndBInEveryPairLeavesNothingToTell() {
        RunDocument[] runs = withYardsticks(experiment(5, 2, new Change(0.72, 0.72, 0.72)), List.of(8_600.0, 8_700.0),
                List.of(4_900.0, 4_850.0));

        AbVerdicts unchecked = AbVerdicts.of(runs[0], runs[1], 0.05, "", false);
        assertTrue(unchecked.count(AbVerdicts.Row::p50, AbVerdicts.FASTER) > unchecked.judgedRows() / 2,
                "without the check the host reads as B: " + unchecked.count(AbVerdicts.Row::p50, AbVerdicts.FASTER));

        AbVerdicts checked = AbVerdicts.of(runs[0], runs[1], 0.05, "", true);
        assertEquals(2, checked.host().setAside().size());
        assertEquals(checked.judgedRows(), checked.count(AbVerdicts.Row::p50, AbVerdicts.CANT_TELL));
        assertEquals(checked.judgedRows(), checked.count(AbVerdicts.Row::serverCpu, AbVerdicts.CANT_TELL));
        assertFalse(checked.fails(Set.of(AbVerdicts.FASTER, AbVerdicts.CHEAPER)), "no exit code from a moved host");
        assertTrue(AbVerdictsText.host(checked).startsWith("NOTE: the host's speed at Java moved"), AbVerdictsText.host(checked));
    }

    /** A pair whose host moved is set aside; the verdicts come from the pairs that held, and still find a real change. */
    @Test
    void onlyThePairWhoseHostMovedIsSetAside() {
        RunDocument[] runs = withYardsticks(experiment(6, 4, new Change(1.3, 1.0, 1.3)),
                List.of(5_000.0, 5_000.0, 8_000.0, 5_000.0), List.of(5_100.0, 4_950.0, 5_000.0, 5_050.0));

        AbVerdicts ab = AbVerdicts.of(runs[0], runs[1], 0.05, "", true);
        assertEquals(List.of(3), ab.host().setAside().stream().map(AbVerdicts.PairHost::pair).toList());
        assertEquals(List.of(1, 2, 4), ab.host().judged());
        assertTrue(ab.count(AbVerdicts.Row::p50, AbVerdicts.SLOWER) >= 0.9 * ab.judgedRows(),
                "a 30 % change found from three pairs: " + ab.count(AbVerdicts.Row::p50, AbVerdicts.SLOWER));
    }

    /** With B's own JVM options the yardstick moves with B: no pair is set aside, and the line says why. */
    @Test
    void theCheckIsOffWhenBsJvmOptionsMoveTheYardstick() {
        RunDocument[] runs = withYardsticks(experiment(7, 2, Change.NONE), List.of(5_000.0, 5_000.0),
                List.of(9_000.0, 9_100.0));
        AbVerdicts ab = AbVerdicts.of(runs[0], runs[1], 0.05, "", false);
        assertTrue(ab.host().setAside().isEmpty());
        assertTrue(AbVerdictsText.host(ab).contains("not held to a limit"), AbVerdictsText.host(ab));
    }
}
