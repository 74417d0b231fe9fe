package dev.wirerace.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.engine.FailureKind;
import dev.wirerace.engine.Measurement;
import dev.wirerace.engine.Timing;
import dev.wirerace.engine.ledger.Noise;
import dev.wirerace.engine.ledger.QuietHost;
import dev.wirerace.engine.ledger.TierCost;
import dev.wirerace.engine.ledger.WindowCost;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.wire.Operation;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.results.data.ScenarioResult;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * Disturbed rounds measured again once the host is quiet, on a made-up host: a guard that rejects every round
 * measured inside a steal episode, and a made-up clock that each round and each look advances.
 */
class RemeasuringTest {

    private static final Duration ROUND = Duration.ofMillis(160);
    private static final Noise STEALING = new Noise(0.0, 0.30, 0.01);
    private static final Noise QUIET = new Noise(0.0, 0.0, 0.01);

    /** The made-up host: stealing until {@code episodeEndsAt} nanoseconds of its clock. */
    private static final class Host {
        long nanos;
        final long episodeEndsAt;
        int measured;

        Host(Duration episode) {
            this.episodeEndsAt = episode.toNanos();
        }

        boolean inEpisode() {
            return nanos < episodeEndsAt;
        }

        QuietHost quiet() {
            return QuietHost.with(window -> {
                nanos += window.toNanos();
                return inEpisode() ? STEALING : QUIET;
            }, () -> nanos, 0.10, 0.05);
        }

        /** A round measured now: 100 µs a call when the host is quiet, 250 µs and disturbed in the episode. */
        ScenarioParts.Round measure(MeasurementPlan.Slot slot) {
            boolean disturbed = inEpisode();
            nanos += ROUND.toNanos();
            measured++;
            return round(slot, disturbed ? 250 : 100, disturbed);
        }
    }

    @Test
    void disturbedRoundsWaitForTheEpisodesEndAndTheRowKeepsOnlyCleanRounds() throws InterruptedException {
        Host host = new Host(Duration.ofSeconds(30));
        ScenarioParts row = row();
        // both rounds measured in the episode: both disturbed
        row.add(host.measure(slot(1)));
        row.add(host.measure(slot(2)));
        assertEquals(2, row.unsettled().size());

        Remeasuring.Outcome outcome = new Remeasuring(host.quiet(), () -> host.nanos).run(List.of(row),
                (parts, round) -> host.measure(round.slot()), Duration.ofMinutes(2), 1);

        assertTrue(row.unsettled().isEmpty(), "both measured again after the episode, clean");
        assertEquals(1, outcome.waits(), "one wait: the round after a clean one goes straight on");
        assertFalse(outcome.patienceSpent());
        assertTrue(outcome.waitedNanos() >= Duration.ofSeconds(29).toNanos(), "the episode waited out");
        ScenarioResult result = row.result(new HashMap<>(), "row.hlog", true);
        assertEquals(100, result.latencyMicros().p50(), 1);
        assertFalse(result.trust().flags().contains(ScenarioResult.Trust.DISTURBED));
        assertEquals(2, result.trust().remeasuredRounds());
    }

    @Test
    void thePatienceEndsTheWaitAndTheRowSaysItIsDisturbed() throws InterruptedException {
        Host host = new Host(Duration.ofMinutes(10));
        ScenarioParts row = row();
        row.add(host.measure(slot(1)));
        row.add(host.measure(slot(2)));

        Remeasuring.Outcome outcome = new Remeasuring(host.quiet(), () -> host.nanos).run(List.of(row),
                (parts, round) -> host.measure(round.slot()), Duration.ofSeconds(90), 1);

        assertTrue(outcome.patienceSpent());
        assertEquals(0, outcome.remeasured(), "nothing measured in the episode: it would only be disturbed again");
        assertTrue(outcome.waitedNanos() <= Duration.ofSeconds(90).toNanos());
        assertEquals(2, row.unsettled().size());
        ScenarioResult result = row.result(new HashMap<>(), "row.hlog", true);
        assertTrue(result.trust().flags().contains(ScenarioResult.Trust.DISTURBED), "no clean round to stand for it");
        assertEquals(250, result.latencyMicros().p50(), 1);
    }

    @Test
    void withoutPatienceRoundsAreMeasuredAgainRightAwayWithinTheirShare() throws InterruptedException {
        Host host = new Host(Duration.ofSeconds(30));
        ScenarioParts row = row();
        row.add(host.measure(slot(1)));
        row.add(host.measure(slot(2)));

        Remeasuring.Outcome outcome = new Remeasuring(host.quiet(), () -> host.nanos).run(List.of(row),
                (parts, round) -> host.measure(round.slot()), Duration.ZERO, 3);

        assertEquals(0, outcome.waits());
        assertEquals(3, outcome.remeasured(), "the share of rounds allowed, spent inside the episode");
        assertEquals(2, row.unsettled().size());
    }

    @Test
    void aRowStandsOnItsCleanRoundsWhenTheyAreEnough() {
        assertTrue(ScenarioParts.enoughClean(1, 2));
        assertTrue(ScenarioParts.enoughClean(3, 5));
        assertFalse(ScenarioParts.enoughClean(2, 5));
        assertFalse(ScenarioParts.enoughClean(0, 1));
        ScenarioParts row = row();
        row.add(round(slot(1), 100, false));
        row.add(round(slot(2), 250, true));
        ScenarioResult result = row.result(new HashMap<>(), "row.hlog", true);
        assertEquals(100, result.latencyMicros().p50(), 1, "the disturbed round's figures left out");
        assertEquals(1, result.trust().setAsideRounds());
        assertEquals(1, result.trust().rounds());
        assertEquals(2, result.rounds().p50Micros().size(), "each round's own figures all kept");
        assertFalse(result.trust().flags().contains(ScenarioResult.Trust.DISTURBED));
    }

    private static ScenarioParts row() {
        return new ScenarioParts(Scenario.closed(Wire.REST_HTTP, Operation.ADD_ONE, TxMode.NONE, 0, 1), 1);
    }

    private static MeasurementPlan.Slot slot(int round) {
        return new MeasurementPlan.Slot(0, new Timing(Duration.ofMillis(67), 1, ROUND, Duration.ZERO), round, 2);
    }

    /** A round of 1,000 calls all at {@code micros}, its window quiet or stolen from. */
    private static ScenarioParts.Round round(MeasurementPlan.Slot slot, long micros, boolean disturbed) {
        Histogram histogram = new Histogram(3);
        histogram.recordValueWithCount(micros * 1_000_000, 1_000);
        Map<FailureKind, Long> failures = new java.util.EnumMap<>(FailureKind.class);
        Measurement measurement = new Measurement(new Measurement.Throughput(6_000, 0, List.of(6_000.0)),
                new Measurement.Latency(micros, micros, micros, micros, micros, micros, 0, List.of((double) micros)),
                new Measurement.Counts(1_000, 1_000, 1_000, failures), histogram, 0);
        TierCost client = new TierCost(50_000_000, 0, 0, 0, 0, 0, 0, 0);
        WindowCost cost = new WindowCost(1_000, ROUND.toNanos(), client, null, null, disturbed ? STEALING : QUIET);
        return new ScenarioParts.Round(slot, measurement, 1_000L, cost, disturbed, null);
    }
}
