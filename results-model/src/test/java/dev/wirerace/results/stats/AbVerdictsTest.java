package dev.wirerace.results.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
}
