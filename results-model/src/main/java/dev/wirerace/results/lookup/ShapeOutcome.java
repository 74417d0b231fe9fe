package dev.wirerace.results.lookup;

import java.util.List;
import java.util.Map;

/**
 * What one case measured in one thread shape, raw: every correct sample's phases, the errors by kind,
 * and the wall time the shape took with the pauses between samples taken out. A child JVM writes these;
 * the study turns them into figures.
 */
public record ShapeOutcome(String caseId, String context, int threads, int lookupsPerThread, List<Sample> samples,
        Map<String, Long> errors, List<String> errorExamples, long elapsedNanos) {

    /** One lookup that got a correct first reply: its phases (nanoseconds, in order) and the second call. */
    public record Sample(Map<String, Long> phaseNanos, long totalNanos, long secondCallNanos, int failedAttempts) {
    }
}
