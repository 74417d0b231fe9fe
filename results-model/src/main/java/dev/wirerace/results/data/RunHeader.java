package dev.wirerace.results.data;

import java.util.LinkedHashMap;
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

    /** The versions every run records: Quarkus's, as the caller knows it, and this JVM's Java, vendor and OS. */
    public static Map<String, String> versions(String quarkus) {
        Map<String, String> versions = new LinkedHashMap<>();
        versions.put("quarkus", quarkus);
        versions.put("java", Runtime.version().toString());
        versions.put("javaVendor", System.getProperty("java.vendor"));
        versions.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                + System.getProperty("os.arch"));
        return versions;
    }

    public boolean completed() {
        return "completed".equals(status);
    }
}
