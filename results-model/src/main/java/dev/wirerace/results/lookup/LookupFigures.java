package dev.wirerace.results.lookup;

import dev.wirerace.engine.Stats;
import dev.wirerace.results.lookup.LookupResult.PhaseFigures;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;

/** Turns raw samples into figures: exact percentiles (the samples are few), nearest-rank. */
public final class LookupFigures {

    private LookupFigures() {
    }

    /**
     * One case's outcomes in one context and shape, merged (the cold context has one outcome per fork).
     * A phase missing from a sample (a failover that did not happen) counts as zero there, so means add up.
     */
    public static LookupResult of(LookupCase lookupCase, List<ShapeOutcome> outcomes) {
        ShapeOutcome first = outcomes.getFirst();
        List<ShapeOutcome.Sample> samples = outcomes.stream().flatMap(o -> o.samples().stream()).toList();
        Map<String, Long> errors = new LinkedHashMap<>();
        List<String> examples = new ArrayList<>();
        for (ShapeOutcome outcome : outcomes) {
            outcome.errors().forEach((kind, count) -> errors.merge(kind, count, Long::sum));
            outcome.errorExamples().stream().limit(3 - examples.size()).forEach(examples::add);
        }
        List<String> phaseNames = samples.stream().flatMap(s -> s.phaseNanos().keySet().stream()).distinct()
                .sorted(java.util.Comparator.comparingInt(LookupFigures::order)).toList();
        List<PhaseFigures> phases = phaseNames.stream()
                .map(name -> figures(name, samples, s -> s.phaseNanos().getOrDefault(name, 0L))).toList();
        boolean cold = first.context().equals("cold");
        double elapsedMs = outcomes.stream().mapToLong(ShapeOutcome::elapsedNanos).sum() / 1e6;
        int lookups = first.threads() * first.lookupsPerThread() * outcomes.size();
        return new LookupResult(
                new LookupResult.Case(lookupCase.id(), lookupCase.wire().id(), lookupCase.wire().label(),
                        lookupCase.method(), lookupCase.description()),
                new LookupResult.Shape(first.context(), first.threads(), first.lookupsPerThread()),
                new LookupResult.Outcome(lookups, samples.size(), errors, examples,
                        samples.stream().mapToInt(ShapeOutcome.Sample::failedAttempts).average().orElse(0)),
                new LookupResult.Timing(phases,
                        samples.isEmpty() ? null : figures("total", samples, ShapeOutcome.Sample::totalNanos),
                        samples.isEmpty() ? null : figures("second-call", samples, ShapeOutcome.Sample::secondCallNanos),
                        cold ? null : elapsedMs, cold || elapsedMs <= 0 ? null : samples.size() / (elapsedMs / 1000)));
    }

    /** Phases in the order a bootstrap goes through them, whichever sample showed them first. */
    private static final List<String> PHASE_ORDER = List.of("registry-stub", "initial-context", "discovery",
            "failed-attempt", "client", "wsdl", "proxy", "channel", "connect", "bind", "tls-handshake", "lookup",
            "first-call");

    private static int order(String phase) {
        int index = PHASE_ORDER.indexOf(phase);
        return index < 0 ? PHASE_ORDER.size() : index;
    }

    public static PhaseFigures figures(String phase, List<ShapeOutcome.Sample> samples,
            ToLongFunction<ShapeOutcome.Sample> nanos) {
        long[] sorted = samples.stream().mapToLong(nanos).sorted().toArray();
        if (sorted.length == 0) {
            return new PhaseFigures(phase, 0, 0, 0, 0, 0);
        }
        return new PhaseFigures(phase, millis(Stats.nearestRank(sorted, 0.50)), millis(Stats.nearestRank(sorted, 0.90)),
                millis(Stats.nearestRank(sorted, 0.99)), millis(sorted[sorted.length - 1]),
                Arrays.stream(sorted).average().orElse(0) / 1e6);
    }

    private static double millis(long nanos) {
        return nanos / 1e6;
    }
}
