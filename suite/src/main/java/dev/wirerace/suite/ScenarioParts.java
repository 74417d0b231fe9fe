package dev.wirerace.suite;

import dev.wirerace.engine.Measurement;
import dev.wirerace.engine.ledger.TierCost;
import dev.wirerace.engine.ledger.WindowCost;
import dev.wirerace.results.data.ScenarioResult;
import dev.wirerace.results.stats.LedgerSums;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/**
 * A scenario's measured rounds so far, one per slot, each with what the server counted and what its window
 * cost; a round measured again (disturbed, or with a JIT compiling in its window) is replaced by the quieter
 * of the two.
 */
final class ScenarioParts {

    /**
     * One slot's measurement, the server's count meanwhile (null: unknown), its window's cost, and both tiers'
     * processes under its load (null but in a scenario's last round, the one its result reports).
     */
    record Round(MeasurementPlan.Slot slot, Measurement measurement, Long served, WindowCost cost, boolean disturbed,
            ScenarioResult.Tiers tiers) {

        double othersShare() {
            return cost.noise().othersShare() == null ? 0 : cost.noise().othersShare();
        }

        /** A tier's JIT compiler threads were busy for over a fifth of this round's window (see compiling). */
        boolean compiling() {
            return ScenarioParts.compiling(cost.client(), cost.nanos())
                    || ScenarioParts.compiling(cost.server(), cost.nanos());
        }

        /** Disturbed by the machine or by a JIT still compiling: worth measuring again. */
        boolean unsettled() {
            return disturbed || compiling();
        }
    }

    final Scenario scenario;
    final int callsPerSample;
    private final Map<Integer, Round> rounds = new TreeMap<>();
    private int remeasured;

    ScenarioParts(Scenario scenario, int callsPerSample) {
        this.scenario = scenario;
        this.callsPerSample = callsPerSample;
    }

    void add(Round round) {
        Round earlier = rounds.get(round.slot().round());
        if (earlier == null) {
            rounds.put(round.slot().round(), round);
            return;
        }
        remeasured++;
        boolean quieter = !round.unsettled() || (earlier.unsettled() && round.othersShare() < earlier.othersShare());
        if (quieter) {
            rounds.put(round.slot().round(), round);
        }
    }

    /** Rounds worth measuring again: disturbed by the machine, or with a tier's JIT compiling in the window. */
    List<Round> unsettled() {
        return rounds.values().stream().filter(Round::unsettled).toList();
    }

    boolean isEmpty() {
        return rounds.isEmpty();
    }

    /**
     * Its result: the kept rounds as one measurement (see Measurement.combine), only the clean ones when they
     * are enough (enoughClean); its histogram kept by name. Each round's own figures (Rounds) are all kept.
     */
    ScenarioResult result(Map<String, Histogram> histograms, String histogramFile, boolean warmupSteady) {
        List<Round> every = List.copyOf(rounds.values());
        List<Round> clean = every.stream().filter(r -> !r.disturbed()).toList();
        List<Round> kept = clean.size() < every.size() && enoughClean(clean.size(), every.size()) ? clean : every;
        Measurement whole = Measurement.combine(kept.stream().map(Round::measurement).toList());
        histograms.put(histogramFile, whole.histogram());
        Long served = kept.stream().map(Round::served).anyMatch(Objects::isNull) ? null
                : kept.stream().mapToLong(Round::served).sum();
        List<WindowCost> costs = kept.stream().map(Round::cost).toList();
        ScenarioResult.Cost cost = LedgerSums.of(costs);
        return ScenarioResults.of(scenario, whole, callsPerSample, served, "histograms/" + histogramFile,
                cost, trust(kept, every.size() - kept.size(), warmupSteady, cost), perRound(every),
                every.get(every.size() - 1).tiers());
    }

    /**
     * Whether a row's clean rounds are enough to stand for it without the disturbed ones: half of its rounds or
     * more (one of quick's two). A disturbed round's p50 carries the hypervisor's pauses; its calls are as many.
     */
    static boolean enoughClean(int clean, int rounds) {
        return clean >= 1 && 2 * clean >= rounds;
    }

    private ScenarioResult.Trust trust(List<Round> kept, int setAside, boolean warmupSteady, ScenarioResult.Cost cost) {
        int disturbed = (int) kept.stream().filter(Round::disturbed).count();
        List<String> flags = new ArrayList<>();
        if (!warmupSteady) {
            flags.add(ScenarioResult.Trust.UNSTEADY);
        }
        if (disturbed > 0) {
            flags.add(ScenarioResult.Trust.DISTURBED);
        }
        long windowNanos = kept.stream().mapToLong(r -> r.cost().nanos()).sum();
        if (compiling(kept.stream().map(r -> r.cost().client()).reduce(TierCost.NONE, TierCost::plus), windowNanos)
                || compiling(kept.stream().map(r -> r.cost().server()).reduce(TierCost.NONE,
                        (sum, server) -> server == null ? sum : sum.plus(server)), windowNanos)) {
            flags.add(ScenarioResult.Trust.COMPILING);
        }
        long measured = kept.stream().mapToLong(r -> r.measurement().counts().measured()).sum();
        if (shortRounds(measured, scenario.concurrency(), kept.size())) {
            flags.add(ScenarioResult.Trust.SHORT_ROUNDS);
        }
        return new ScenarioResult.Trust(warmupSteady, kept.size(), disturbed, remeasured,
                max(kept.stream().map(r -> r.cost().noise().othersShare()).toList()),
                max(kept.stream().map(r -> r.cost().noise().stealShare()).toList()), List.copyOf(flags), setAside);
    }

    /**
     * Rounds too short for their calls: fewer calls measured than callers times rounds, so that a caller's call
     * outlasted its round. At a thousand callers a call can take longer than a quick round; the figures then
     * come from the few calls that fell inside the windows (none at all, once: ops/s 0), not from the wire.
     */
    static boolean shortRounds(long measured, int concurrency, int rounds) {
        return measured < (long) concurrency * rounds;
    }

    /**
     * Calibrated on this project's 2-CPU machine (docs/notebook/figures-you-can-act-on.md, "What COMPILING marks"): over
     * 552 rows of ten quick runs, rows whose compilers were busy for a tenth to a fifth of the windows agreed with
     * the same row's other runs as often as rows with no compiling at all; above a fifth they read 5 % faster
     * (the compilers keep an otherwise idle CPU awake) and agreed less often.
     */
    static final double COMPILING_SHARE = 0.20;

    /**
     * A tier whose JIT compiler threads were busy for more than a fifth of a window's wall time was still
     * warming up, on the CPU the calls run on: the same yardstick as the warm-up's steadiness (SteadyState),
     * stricter there. Without the compiler threads' own CPU (a native image has none), its JIT time.
     */
    static boolean compiling(TierCost tier, long windowNanos) {
        if (tier == null || windowNanos <= 0) {
            return false;
        }
        long compilingNanos = tier.compilerCpuNanos() >= 0 ? tier.compilerCpuNanos()
                : Math.max(0, tier.jitMillis()) * 1_000_000L;
        return compilingNanos > COMPILING_SHARE * windowNanos;
    }

    private static ScenarioResult.Rounds perRound(List<Round> kept) {
        return new ScenarioResult.Rounds(
                kept.stream().map(r -> ScenarioResults.finite(r.measurement().latency().p50Micros())).toList(),
                kept.stream().map(r -> ScenarioResults.finite(r.measurement().throughput().opsPerSecond())).toList(),
                kept.stream().map(r -> r.cost().clientCpuMicrosPerCall()).toList(),
                kept.stream().map(r -> r.cost().serverCpuMicrosPerCall()).toList(),
                kept.stream().map(r -> r.cost().noise().othersShare()).toList(),
                kept.stream().map(r -> r.cost().noise().stealShare()).toList(),
                kept.stream().map(Round::disturbed).toList());
    }

    private static Double max(List<Double> values) {
        return values.stream().filter(Objects::nonNull).max(Double::compare).orElse(null);
    }
}
