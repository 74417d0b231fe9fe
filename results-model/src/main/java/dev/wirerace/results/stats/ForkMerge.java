package dev.wirerace.results.stats;

import dev.wirerace.engine.Stats;
import dev.wirerace.results.data.JavaSpeed;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.RunHeader;
import dev.wirerace.results.data.RunPrecision;
import dev.wirerace.results.data.ScenarioResult;
import dev.wirerace.results.data.WireWarmupFigures;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import org.HdrHistogram.Histogram;

/**
 * One run made of several forks, each a whole run of the suite with both tiers started afresh: the unit of
 * repetition is the fork, as JMH's, because what varies most between two runs is the JVM pair (its JIT's
 * decisions) and the host's speed, which the rounds inside one pair of JVMs never see.
 *
 * <p>Per row: latency percentiles from the forks' histograms merged, ops/s the mean of the forks' (its
 * interval from their spread), calls and errors summed, the cost ledger weighted by each fork's calls, every
 * fork's own figures kept ({@link ScenarioResult.Forks}) for intervals and comparisons. A row some fork lacks
 * (its wire failed there) keeps a null for that fork: never dropped, and then without an interval.
 */
public final class ForkMerge {

    /** A fork's run and its raw histograms by file name. */
    public record Fork(RunDocument run, Map<String, Histogram> histograms) {
    }

    /** The merged run and its histograms by file name. */
    public record Merged(RunDocument run, Map<String, Histogram> histograms) {
    }

    private ForkMerge() {
    }

    public static Merged merge(String runId, List<Fork> forks) {
        if (forks.isEmpty()) {
            throw new IllegalArgumentException("no forks to merge");
        }
        Map<String, List<ScenarioResult>> byKey = new LinkedHashMap<>();
        for (int i = 0; i < forks.size(); i++) {
            for (ScenarioResult row : forks.get(i).run().scenarios()) {
                byKey.computeIfAbsent(row.key(), key -> new ArrayList<>(java.util.Collections.nCopies(forks.size(), null)))
                        .set(i, row);
            }
        }
        Map<String, Histogram> histograms = new LinkedHashMap<>();
        List<ScenarioResult> rows = new ArrayList<>();
        List<String> forkIds = forks.stream().map(f -> f.run().runId()).toList();
        for (List<ScenarioResult> perFork : byKey.values()) {
            rows.add(row(perFork, forks, forkIds, histograms));
        }
        rows = FloorMultiples.apply(ForkSpread.pool(rows));
        RunDocument first = forks.get(0).run();
        List<String> failures = forks.stream().map(f -> f.run().failureReason()).filter(Objects::nonNull).toList();
        boolean completed = forks.stream().allMatch(f -> f.run().completed());
        Map<String, List<String>> transitions = new LinkedHashMap<>();
        forks.forEach(f -> f.run().breakerTransitions().forEach(
                (way, list) -> transitions.computeIfAbsent(way, w -> new ArrayList<>()).addAll(list)));
        int remeasured = rows.stream().filter(r -> r.trust() != null).mapToInt(r -> r.trust().remeasuredRounds()).sum();
        RunHeader opened = first.header();
        RunDocument run = new RunDocument(new RunHeader(RunDocument.KIND, runId, opened.suite(), opened.mode(),
                opened.modeLabel(), opened.network(), completed ? "completed" : "failed",
                failures.isEmpty() ? null : String.join("; ", failures), opened.startedAt(),
                forks.get(forks.size() - 1).run().finishedAt(), opened.gitCommit(), opened.versions(),
                opened.machine()), first.settings().merged(forkIds, warmups(forks),
                forks.stream().map(f -> f.run().settings().noiseGuard()).toList(), remeasured, precision(forks, rows),
                JavaSpeed.ofForks(forks.stream().map(f -> f.run().settings().javaSpeed()).toList())), rows,
                PublishedFigures.compare(rows), transitions, first.hosts(), concat(forks, RunDocument::references),
                concat(forks, RunDocument::recoveries), null);
        return new Merged(run, histograms);
    }

    private static ScenarioResult row(List<ScenarioResult> perFork, List<Fork> forks, List<String> forkIds,
            Map<String, Histogram> histograms) {
        List<ScenarioResult> present = perFork.stream().filter(Objects::nonNull).toList();
        ScenarioResult first = present.get(0);
        String file = first.histogramFile();
        Histogram merged = new Histogram(3);
        for (int i = 0; i < perFork.size(); i++) {
            Histogram part = perFork.get(i) == null || file == null ? null
                    : forks.get(i).histograms().get(file.substring(file.lastIndexOf('/') + 1));
            if (part != null) {
                merged.add(part);
            }
        }
        if (file != null) {
            histograms.put(file.substring(file.lastIndexOf('/') + 1), merged);
        }
        List<Double> p50s = values(perFork, r -> r.latencyMicros().p50());
        List<Double> ops = values(perFork, r -> r.throughput().opsPerSecond());
        ScenarioResult.LatencyMicros latency = merged.getTotalCount() == 0 ? first.latencyMicros()
                : new ScenarioResult.LatencyMicros(micros(merged, 50), micros(merged, 90), micros(merged, 99),
                        micros(merged, 99.9), merged.getMaxValue() / 1e6,
                        weightedMean(present, r -> r.latencyMicros().mean(), r -> (double) r.calls().measured()),
                        halfWidth(values(perFork, r -> r.latencyMicros().mean())), first.latencyMicros().callsPerSample());
        ScenarioResult.Calls calls = new ScenarioResult.Calls(present.stream().mapToLong(r -> r.calls().made()).sum(),
                present.stream().mapToLong(r -> r.calls().ok()).sum(),
                present.stream().mapToLong(r -> r.calls().measured()).sum(),
                present.stream().anyMatch(r -> r.calls().servedByServer() == null) ? null
                        : present.stream().mapToLong(r -> r.calls().servedByServer()).sum());
        Map<String, Long> errors = new LinkedHashMap<>();
        present.forEach(r -> r.errors().forEach((kind, count) -> errors.merge(kind, count, Long::sum)));
        ScenarioResult.Forks forkFigures = new ScenarioResult.Forks(forkIds, p50s, ops,
                values(perFork, r -> r.cost() == null ? null : r.cost().client().cpuMicros()),
                values(perFork, r -> r.cost() == null ? null : r.cost().server().cpuMicros()),
                perFork.stream().map(r -> r == null ? null : r.errorCount()).toList(),
                perFork.stream().map(r -> r == null || r.trust() == null ? null : r.trust().warmupSteady()).toList(),
                null);
        return new ScenarioResult(first.spoken(), first.work(), first.load(),
                new ScenarioResult.Throughput(mean(ops), halfWidth(ops),
                        concatLists(present, r -> r.throughput().opsPerSecondPerIteration())),
                latency, calls, errors, null, file, CostMerge.of(present.stream().map(ScenarioResult::cost).toList()),
                trust(present, perFork.size()), rounds(present), forkFigures, present.get(present.size() - 1).tiers());
    }

    private static ScenarioResult.Trust trust(List<ScenarioResult> present, int forks) {
        List<ScenarioResult.Trust> trusts = present.stream().map(ScenarioResult::trust).filter(Objects::nonNull).toList();
        if (trusts.isEmpty()) {
            return null;
        }
        LinkedHashSet<String> flags = new LinkedHashSet<>();
        trusts.forEach(t -> flags.addAll(t.flags()));
        if (present.size() < forks) {
            flags.add("missing-forks");
        }
        return new ScenarioResult.Trust(trusts.stream().allMatch(ScenarioResult.Trust::warmupSteady),
                trusts.stream().mapToInt(ScenarioResult.Trust::rounds).sum(),
                trusts.stream().mapToInt(ScenarioResult.Trust::disturbedRounds).sum(),
                trusts.stream().mapToInt(ScenarioResult.Trust::remeasuredRounds).sum(),
                max(trusts.stream().map(ScenarioResult.Trust::maxOthersCpuShare).toList()),
                max(trusts.stream().map(ScenarioResult.Trust::maxStealShare).toList()), List.copyOf(flags),
                trusts.stream().allMatch(t -> t.setAsideRounds() == null) ? null
                        : trusts.stream().mapToInt(t -> t.setAsideRounds() == null ? 0 : t.setAsideRounds()).sum());
    }

    private static ScenarioResult.Rounds rounds(List<ScenarioResult> present) {
        List<ScenarioResult.Rounds> all = present.stream().map(ScenarioResult::rounds).filter(Objects::nonNull).toList();
        if (all.isEmpty()) {
            return null;
        }
        return new ScenarioResult.Rounds(concatLists(all, ScenarioResult.Rounds::p50Micros),
                concatLists(all, ScenarioResult.Rounds::opsPerSecond), concatLists(all, ScenarioResult.Rounds::clientCpuMicros),
                concatLists(all, ScenarioResult.Rounds::serverCpuMicros), concatLists(all, ScenarioResult.Rounds::othersCpuShare),
                concatLists(all, ScenarioResult.Rounds::stealShare), concatLists(all, ScenarioResult.Rounds::disturbed));
    }

    /** Null unless every fork recorded how long its rounds took (runs from before that, or of one fork). */
    private static RunPrecision precision(List<Fork> forks, List<ScenarioResult> mergedRows) {
        List<RunPrecision.ForkFigures> figures = new ArrayList<>();
        for (Fork fork : forks) {
            RunDocument run = fork.run();
            if (run.settings().timing().roundsMillis() == null || run.startedAt() == null || run.finishedAt() == null) {
                return null;
            }
            Map<String, List<Double>> rounds = new LinkedHashMap<>();
            run.scenarios().stream().filter(r -> r.rounds() != null)
                    .forEach(r -> rounds.put(r.key(), r.rounds().p50Micros()));
            double seconds = Duration.between(Instant.parse(run.startedAt()), Instant.parse(run.finishedAt())).toMillis() / 1e3;
            figures.add(new RunPrecision.ForkFigures(rounds, seconds, run.settings().timing().roundsMillis() / 1e3,
                    run.settings().timing().iterations() == null ? 1 : run.settings().timing().iterations()));
        }
        return PrecisionEstimate.of(figures, mergedRows);
    }

    /** Each wire's warm-up in every fork, in fork order. */
    private static Map<String, WireWarmupFigures> warmups(List<Fork> forks) {
        Map<String, List<WireWarmupFigures>> byWire = new LinkedHashMap<>();
        for (Fork fork : forks) {
            Map<String, WireWarmupFigures> ofFork = fork.run().settings().warmup().wireWarmups();
            if (ofFork != null) {
                ofFork.forEach((wire, figures) -> byWire.computeIfAbsent(wire, w -> new ArrayList<>()).add(figures));
            }
        }
        Map<String, WireWarmupFigures> merged = new LinkedHashMap<>();
        byWire.forEach((wire, ofForks) -> merged.put(wire, WireWarmupFigures.merged(ofForks)));
        return merged;
    }

    private static <T> List<T> concat(List<Fork> forks, Function<RunDocument, List<T>> part) {
        List<T> all = new ArrayList<>();
        forks.forEach(f -> {
            List<T> list = part.apply(f.run());
            if (list != null) {
                all.addAll(list);
            }
        });
        return all;
    }

    private static <S, T> List<T> concatLists(List<S> sources, Function<S, List<T>> part) {
        List<T> all = new ArrayList<>();
        for (S source : sources) {
            List<T> list = part.apply(source);
            if (list != null) {
                all.addAll(list);
            }
        }
        return all;
    }

    /** One figure per fork, null where the fork lacks the row or the figure. */
    private static List<Double> values(List<ScenarioResult> perFork, Function<ScenarioResult, Double> figure) {
        return perFork.stream().map(r -> r == null ? null : figure.apply(r)).toList();
    }

    private static Double mean(List<Double> values) {
        List<Double> present = values.stream().filter(Objects::nonNull).toList();
        return present.isEmpty() ? null : present.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    }

    /** The 95 % half-width of the mean of the forks' figures (linear: for ops/s and mean latency). */
    private static Double halfWidth(List<Double> values) {
        double[] present = values.stream().filter(Objects::nonNull).mapToDouble(Double::doubleValue).toArray();
        return present.length < 2 ? null : Stats.ci95(present);
    }

    static Double weightedMean(List<ScenarioResult> rows, Function<ScenarioResult, Double> figure,
            Function<ScenarioResult, Double> weight) {
        double sum = 0;
        double weights = 0;
        for (ScenarioResult row : rows) {
            Double value = figure.apply(row);
            Double w = weight.apply(row);
            if (value != null && w != null && w > 0) {
                sum += value * w;
                weights += w;
            }
        }
        return weights > 0 ? sum / weights : null;
    }

    private static Double max(List<Double> values) {
        return values.stream().filter(Objects::nonNull).max(Double::compare).orElse(null);
    }

    /** Histograms hold picoseconds (WorkerTally). */
    private static double micros(Histogram histogram, double percentile) {
        return histogram.getValueAtPercentile(percentile) / 1e6;
    }
}
