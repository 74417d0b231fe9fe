package dev.wirerace.suite;

import dev.wirerace.results.data.JavaSpeed;
import dev.wirerace.results.data.Recovery;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.RunSettings;
import dev.wirerace.results.data.ScenarioResult;
import dev.wirerace.results.data.WireWarmupFigures;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import org.HdrHistogram.Histogram;

/** What a run gathers on its way, whether its wires run in this JVM or in forks: the makings of its results. */
public final class RunRecord {

    public final List<ScenarioResult> results = new ArrayList<>();
    /** By file name under histograms/. */
    public final Map<String, Histogram> histograms = new LinkedHashMap<>();
    /** Each wire's circuit breaker transitions. */
    public final Map<String, List<String>> breakerTransitions = new LinkedHashMap<>();
    /** Each wire's first call, made outside the timed loop (connection set-up, class loading). */
    public final Map<String, Long> firstCallMicros = new LinkedHashMap<>();
    /** Each wire's warm-up: how long, how many cycles, whether its throughput became steady. */
    public final Map<String, WireWarmupFigures> wireWarmups = new LinkedHashMap<>();
    public final List<String> failures = new ArrayList<>();
    /** Per way, how it came back after the run's fault ended (the kill plan); filled by the faults' thread. */
    public final List<Recovery> recoveries = new CopyOnWriteArrayList<>();
    /** Wires whose warm-up ended on its budget, still getting faster: every row of theirs is flagged. */
    public final Set<String> unsteadyWires = new HashSet<>();
    /** The clock's step as the harness sees it (ClockGrain); a forking parent takes its forks'. */
    public Long clockGrainNanos;
    /** Each tier's Java yardstick, nanoseconds a pass, as read between slots (YardstickReadings); a forking parent
     * takes each fork's figure. */
    public final List<Double> clientYardstickNanos = new ArrayList<>();
    public final List<Double> serverYardstickNanos = new ArrayList<>();
    /** The time the measured rounds took (RunSettings.roundsMillis); a forking parent adds up its forks'. */
    public long roundsNanos;
    /** The patience this run had for a quiet host (Remeasuring); a forking parent adds up its forks'. */
    public long patienceNanos;
    /** How often and how long it waited for one, and whether the patience ran out before every round was clean. */
    public int quietWaits;
    public long waitedNanos;
    public boolean patienceSpent;

    void addRemeasuring(java.time.Duration patience, int waits, long waited, boolean spent) {
        patienceNanos += patience.toNanos();
        quietWaits += waits;
        waitedNanos += waited;
        patienceSpent |= spent;
    }

    /** Takes in a fork's run: its scenarios, histograms and settings of its own. */
    void addFork(RunDocument child, Map<String, Histogram> childHistograms) {
        results.addAll(child.scenarios());
        histograms.putAll(childHistograms);
        breakerTransitions.putAll(child.breakerTransitions());
        if (child.settings().environment().firstCallMicros() != null) {
            firstCallMicros.putAll(child.settings().environment().firstCallMicros());
        }
        if (child.settings().warmup().wireWarmups() != null) {
            wireWarmups.putAll(child.settings().warmup().wireWarmups());
        }
        if (child.settings().environment().clockGrainNanos() != null) {
            clockGrainNanos = child.settings().environment().clockGrainNanos();
        }
        if (child.settings().timing().roundsMillis() != null) {
            roundsNanos += child.settings().timing().roundsMillis() * 1_000_000;
        }
        RunSettings.NoiseGuard guard = child.settings().noiseGuard();
        if (guard != null && guard.patienceMillis() != null) {
            addRemeasuring(java.time.Duration.ofMillis(guard.patienceMillis()), guard.quietWaits(),
                    guard.waitedMillis() * 1_000_000, guard.patienceSpent());
        }
        JavaSpeed speed = child.settings().javaSpeed();
        if (speed != null) {
            addPresent(clientYardstickNanos, speed.clientNanosPerPass());
            addPresent(serverYardstickNanos, speed.serverNanosPerPass());
        }
        if (child.failureReason() != null) {
            failures.add(child.failureReason());
        }
    }

    private static void addPresent(List<Double> into, List<Double> figures) {
        if (figures != null) {
            figures.stream().filter(java.util.Objects::nonNull).forEach(into::add);
        }
    }
}
