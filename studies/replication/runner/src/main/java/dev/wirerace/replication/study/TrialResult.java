package dev.wirerace.replication.study;

import java.util.List;
import java.util.Map;

/**
 * One trial: a backend, a node count, N elements of S bytes. {@code firstToAllMillis} is the blog's
 * figure (a reader's first element read to its last, the slowest reader); {@code allReadersMillis} runs
 * from the writer's first put until every reader had everything. Loss of any kind fails the trial.
 *
 * @param sweep "size" (N fixed, S doubling), "count" (S fixed, N doubling), or "both" (their common point)
 * @param percentOfCeiling the raw JGroups channel's allReadersMillis over this one's, ×100, same N, S, nodes
 */
public record TrialResult(String backend, String sweep, int nodes, int elements, int elementBytes, String status,
        String failureReason, Map<String, Object> writer, List<Map<String, Object>> readers, Double firstToAllMillis,
        Double allReadersMillis, Double megabytesPerSecond, Double heapBytesPerElement, long missing, long corrupt,
        long duplicates, Double percentOfCeiling, Map<String, Object> settings) {

    public boolean ok() {
        return "ok".equals(status);
    }

    TrialResult withPercentOfCeiling(Double percent) {
        return new TrialResult(backend, sweep, nodes, elements, elementBytes, status, failureReason, writer, readers,
                firstToAllMillis, allReadersMillis, megabytesPerSecond, heapBytesPerElement, missing, corrupt,
                duplicates, percent, settings);
    }
}
