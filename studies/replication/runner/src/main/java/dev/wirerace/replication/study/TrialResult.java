package dev.wirerace.replication.study;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.List;
import java.util.Map;

/**
 * One trial: what was run (a backend, a node count, N elements of S bytes), whether every element arrived whole and
 * once, and how long it took. Loss of any kind fails the trial. The three parts are written flat into the trial's
 * JSON ({@code @JsonUnwrapped}), as the document has always had them.
 *
 * @param writer what the writer node reported (its put latencies, its start)
 * @param readers what each reader node reported (its counts, its heap per element)
 */
public record TrialResult(@JsonUnwrapped Setup setup, @JsonUnwrapped Outcome outcome, @JsonUnwrapped Figures figures,
        Map<String, Object> writer, List<Map<String, Object>> readers, Map<String, Object> settings) {

    /**
     * @param sweep "size" (N fixed, S doubling), "count" (S fixed, N doubling), or "both" (their common point)
     */
    public record Setup(String backend, String sweep, int nodes, int elements, int elementBytes) {

        /** The same nodes, elements and sizes, whatever the backend: the trials one ceiling holds for. */
        boolean sameShape(Setup other) {
            return nodes == other.nodes && elements == other.elements && elementBytes == other.elementBytes;
        }
    }

    /** "ok" or "failed" with its reason; the elements that never arrived, failed their checksum or came twice. */
    public record Outcome(String status, String failureReason, long missing, long corrupt, long duplicates) {

        static Outcome failed(String reason) {
            return new Outcome("failed", reason, 0, 0, 0);
        }
    }

    /**
     * {@code firstToAllMillis} is the blog's figure (a reader's first element read to its last, the slowest reader);
     * {@code allReadersMillis} runs from the writer's first put until every reader had everything.
     *
     * @param percentOfCeiling the raw JGroups channel's allReadersMillis over this one's, ×100, same N, S, nodes
     */
    public record Figures(Double firstToAllMillis, Double allReadersMillis, Double megabytesPerSecond,
            Double heapBytesPerElement, Double percentOfCeiling) {

        static final Figures NONE = new Figures(null, null, null, null, null);
    }

    public boolean ok() {
        return "ok".equals(outcome.status());
    }

    TrialResult withPercentOfCeiling(Double percent) {
        return new TrialResult(setup, outcome, new Figures(figures.firstToAllMillis(), figures.allReadersMillis(),
                figures.megabytesPerSecond(), figures.heapBytesPerElement(), percent), writer, readers, settings);
    }
}
