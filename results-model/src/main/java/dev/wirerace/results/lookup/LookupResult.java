package dev.wirerace.results.lookup;

import java.util.List;
import java.util.Map;

/**
 * One lookup case in one context and thread shape, as the results document holds it. Times in
 * milliseconds. {@code phases} add up to {@code total} (each percentile is of its own phase, so only the
 * means add up exactly); {@code secondCall} is the next call on the same client, for contrast.
 * {@code elapsedMs} is the wall time of the whole shape (null in the cold context, one lookup per JVM).
 *
 * @param context "warm": a new client in a running presentation tier; "cold": the first in a fresh JVM
 */
public record LookupResult(String caseId, String wire, String wireLabel, String method, String description,
        String context, int threads, int lookupsPerThread, int lookups, int ok, Map<String, Long> errors,
        List<String> errorExamples, List<PhaseFigures> phases, PhaseFigures total, PhaseFigures secondCall,
        Double elapsedMs, Double lookupsPerSecond, double failedAttemptsPerLookup) {

    /** Percentiles and mean of one phase over the correct samples, in milliseconds. */
    public record PhaseFigures(String phase, double p50, double p90, double p99, double max, double mean) {
    }

    public long errorCount() {
        return errors.values().stream().mapToLong(Long::longValue).sum();
    }

    /** "1 x 200" or "10 x 20". */
    public String shape() {
        return threads + " x " + lookupsPerThread;
    }
}
