package dev.wirerace.suite;

import dev.wirerace.engine.LoadModel;
import dev.wirerace.engine.Timing;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * The order in which a run measures its scenarios: a list of slots, each one measurement of one scenario.
 *
 * <p>Interleaved (every suite but faults): the timed scenarios are measured in rounds, one iteration of
 * every scenario per round, each round in its own shuffled order, each iteration preceded by its share of the
 * scenario's warm-up (thrown away, as the connection may have idled since the last round). This machine, a
 * shared VM, has slow spells of ten to thirty seconds in which calls are 15 to 25 % slower; measured one
 * scenario after another, the two or three wires that ran in such a spell were slow in every iteration, so
 * two runs disagreed on whichever wires each spell hit. Spread over the whole run, a spell costs every scenario a
 * share of one or two iterations instead. The method is "randomized multiple interleaved trials" (Abedi and
 * Brecht, ICPE 2017), for exactly such clouds. Batches (study 1's runs of N calls, a method of their own) are
 * measured once each, after the rounds.
 *
 * <p>Sequential (faults): one slot per scenario holding all its iterations, in the given order, because the
 * fault plan acts on a scenario's own timeline.
 *
 * @param slots in the order they are measured
 * @param scenarios the scenarios measured, in the order their results are reported
 * @param remeasure whether unsettled rounds are measured again at the end (Remeasuring)
 * @param patience how long this fork may wait for a quiet host to measure disturbed rounds again; zero: not at all
 */
public record MeasurementPlan(List<Slot> slots, List<Scenario> scenarios, boolean remeasure, Duration patience) {

    /**
     * @param scenario index into {@link #scenarios()}
     * @param timing this slot's own plan: one iteration and a share of the warm-up, or the scenario's whole plan
     * @param round 1-based; 1 of 1 for a sequential or batch slot
     */
    record Slot(int scenario, Timing timing, int round, int rounds) {
    }

    /** Interleaved rounds, except for the faults suite, whose fault plan acts on one scenario's timeline. */
    public static MeasurementPlan of(Suite suite, List<Scenario> scenarios, Timing timing, long seed) {
        MeasurementPlan plan = of(scenarios, timing, suite.interleaved(), seed);
        return new MeasurementPlan(plan.slots, plan.scenarios, suite.remeasures(), Duration.ZERO);
    }

    /** The same plan with this fork's patience for a quiet host (Suite.patienceOfThisFork). */
    public MeasurementPlan withPatience(Duration value) {
        return new MeasurementPlan(slots, scenarios, remeasure, value);
    }

    static MeasurementPlan of(List<Scenario> scenarios, Timing timing, boolean interleaved, long seed) {
        return interleaved ? interleaved(scenarios, timing, seed) : sequential(scenarios, timing);
    }

    static MeasurementPlan sequential(List<Scenario> scenarios, Timing timing) {
        List<Slot> slots = new ArrayList<>();
        for (int i = 0; i < scenarios.size(); i++) {
            slots.add(new Slot(i, timing, 1, 1));
        }
        return new MeasurementPlan(List.copyOf(slots), List.copyOf(scenarios), true, Duration.ZERO);
    }

    static MeasurementPlan interleaved(List<Scenario> scenarios, Timing timing, long seed) {
        int rounds = timing.iterations();
        Timing perRound = new Timing(timing.warmup().dividedBy(rounds), 1, timing.iteration(), timing.callTimeout());
        List<Integer> timed = new ArrayList<>();
        List<Integer> batches = new ArrayList<>();
        for (int i = 0; i < scenarios.size(); i++) {
            (scenarios.get(i).loadModel() == LoadModel.BATCH ? batches : timed).add(i);
        }
        Random random = new Random(seed);
        List<Slot> slots = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            List<Integer> order = new ArrayList<>(timed);
            Collections.shuffle(order, random);
            for (int scenario : order) {
                slots.add(new Slot(scenario, perRound, round, rounds));
            }
        }
        Collections.shuffle(batches, random);
        for (int scenario : batches) {
            slots.add(new Slot(scenario, timing, 1, 1));
        }
        return new MeasurementPlan(List.copyOf(slots), List.copyOf(scenarios), true, Duration.ZERO);
    }

    private static final Duration LEDGER_READS = Duration.ofMillis(80);

    /**
     * How long measuring the plan should take: every slot's warm-up share and iterations, about 80 ms per
     * slot for reading the server's count and the ledger around it (measured here: 70 to 80 ms), a tenth
     * more for measuring disturbed rounds again, and study 1's batches at a guess of 2 s each.
     */
    Duration expectedDuration() {
        Duration total = Duration.ZERO;
        for (Slot slot : slots) {
            boolean batch = scenarios.get(slot.scenario()).loadModel() == LoadModel.BATCH;
            total = total.plus(batch ? Duration.ofSeconds(2) : slot.timing().length());
        }
        total = total.plus(LEDGER_READS.multipliedBy(slots.size()));
        return total.plus(total.dividedBy(10));
    }

    /** The order in words, for a run's settings. */
    public static String describe(boolean interleaved, Timing timing) {
        return interleaved ? "interleaved: " + timing.iterations() + " rounds of one iteration of every timed scenario,"
                + " each round in its own shuffled order, each iteration after " + timing.warmup().dividedBy(
                        timing.iterations()).toMillis() + " ms of warm-up; batches after the rounds"
                : "sequential: each scenario's warm-up and iterations back to back";
    }
}
