package dev.wirerace.results;

import java.util.Map;

/**
 * What every run document opens with, whatever its kind: which run of what, how it ran, how it ended and on
 * what. Each document holds it {@code @JsonUnwrapped}, so its JSON keeps the flat shape runs have always had.
 *
 * @param kind the document's kind ({@code comparison}, {@code lookup}, {@code native-comparison}, {@code soak})
 * @param mode {@code jvm} or {@code native}; {@code modeLabel} says how in words
 * @param network the link profile, or the real path between the tiers on two hosts
 * @param status {@code completed} or {@code failed} ({@code failureReason} then says why), {@code running} meanwhile
 */
public record RunHeader(String kind, String runId, String suite, String mode, String modeLabel, String network,
        String status, String failureReason, String startedAt, String finishedAt, String gitCommit,
        Map<String, String> versions, Machine machine) {

    /** The machine's CPUs (not a tier's share: the launcher pins each tier) and memory. */
    public record Machine(int cores, long memoryBytes) {
    }

    public boolean completed() {
        return "completed".equals(status);
    }
}
