package dev.wirerace.results.lookup;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.List;
import java.util.Map;

/**
 * One lookup case in one context and thread shape, as the results document holds it: which case, in which shape,
 * how its lookups came out and how long they took. The four parts are written flat into the case's JSON
 * ({@code @JsonUnwrapped}), as the document has always had them.
 */
public record LookupResult(@JsonUnwrapped Case lookupCase, @JsonUnwrapped Shape shape, @JsonUnwrapped Outcome outcome,
        @JsonUnwrapped Timing timing) {

    /** The case: its id, its wire (id and label) and how the client finds the service. */
    public record Case(String caseId, String wire, String wireLabel, String method, String description) {
    }

    /**
     * @param context "warm": a new client in a running presentation tier; "cold": the first in a fresh JVM
     */
    public record Shape(String context, int threads, int lookupsPerThread) {

        /** "1 x 200" or "10 x 20". */
        public String label() {
            return threads + " x " + lookupsPerThread;
        }
    }

    /**
     * @param ok the lookups that ended in a correct first call (the samples)
     * @param failedAttemptsPerLookup the tries that failed over before one answered, per lookup
     */
    public record Outcome(int lookups, int ok, Map<String, Long> errors, List<String> errorExamples,
            double failedAttemptsPerLookup) {

        public long errorCount() {
            return errors.values().stream().mapToLong(Long::longValue).sum();
        }
    }

    /**
     * Times in milliseconds. {@code phases} add up to {@code total} (each percentile is of its own phase, so only the
     * means add up exactly); {@code secondCall} is the next call on the same client, for contrast.
     *
     * @param elapsedMs the wall time of the whole shape (null in the cold context, one lookup per JVM)
     */
    public record Timing(List<PhaseFigures> phases, PhaseFigures total, PhaseFigures secondCall, Double elapsedMs,
            Double lookupsPerSecond) {
    }

    /** Percentiles and mean of one phase over the correct samples, in milliseconds. */
    public record PhaseFigures(String phase, double p50, double p90, double p99, double max, double mean) {
    }
}
