package dev.wirerace.replication.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Turns the writer's and the readers' reports into a trial's figures and verdict. */
final class TrialFigures {

    private TrialFigures() {
    }

    static TrialResult of(Backend backend, String sweep, int nodes, int elements, int elementBytes,
            Map<String, Object> writer, List<Map<String, Object>> readers, Map<String, Object> settings) {
        long missing = sum(readers, "missing");
        long corrupt = sum(readers, "corrupt");
        long duplicates = sum(readers, "duplicates");
        Double firstToAll = max(readers, "firstToAllMillis");
        Double lastAt = max(readers, "allAtMicros");
        Double allReaders = lastAt == null ? null : (lastAt - number(writer, "startedAtMicros")) / 1_000;
        double megabytes = (double) elements * elementBytes / 1e6;
        Double rate = allReaders == null || allReaders <= 0 ? null : megabytes / (allReaders / 1_000);
        Double heap = readers.stream().mapToDouble(r -> number(r, "heapBytesPerElement")).average().stream().boxed()
                .findFirst().orElse(null);
        List<String> problems = new ArrayList<>();
        if (missing > 0) {
            problems.add(missing + " element(s) never arrived");
        }
        if (corrupt > 0) {
            problems.add(corrupt + " element(s) failed their checksum");
        }
        if (duplicates > 0) {
            problems.add(duplicates + " element(s) arrived more than once");
        }
        return new TrialResult(new TrialResult.Setup(backend.id(), sweep, nodes, elements, elementBytes),
                new TrialResult.Outcome(problems.isEmpty() ? "ok" : "failed",
                        problems.isEmpty() ? null : String.join("; ", problems), missing, corrupt, duplicates),
                new TrialResult.Figures(firstToAll, allReaders, rate, heap, null), writer, readers, settings);
    }

    static TrialResult failed(Backend backend, String sweep, int nodes, int elements, int elementBytes, String reason) {
        return new TrialResult(new TrialResult.Setup(backend.id(), sweep, nodes, elements, elementBytes),
                TrialResult.Outcome.failed(reason), TrialResult.Figures.NONE, Map.of(), List.of(), Map.of());
    }

    private static long sum(List<Map<String, Object>> readers, String field) {
        return readers.stream().mapToLong(r -> (long) number(r, field)).sum();
    }

    /** The largest value, or null when any reader has none (it never finished). */
    private static Double max(List<Map<String, Object>> readers, String field) {
        double max = Double.NEGATIVE_INFINITY;
        for (Map<String, Object> reader : readers) {
            if (!(reader.get(field) instanceof Number value)) {
                return null;
            }
            max = Math.max(max, value.doubleValue());
        }
        return readers.isEmpty() ? null : max;
    }

    private static double number(Map<String, Object> report, String field) {
        return report.get(field) instanceof Number value ? value.doubleValue() : 0;
    }
}
