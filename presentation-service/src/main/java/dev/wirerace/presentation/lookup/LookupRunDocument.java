package dev.wirerace.presentation.lookup;

import dev.wirerace.results.RunDocument;
import dev.wirerace.results.StudyFigure;
import java.util.List;
import java.util.Map;

/** The lookup study's run, as written to {@code results/<runId>/run.json} (kind "lookup"). */
public record LookupRunDocument(String kind, String runId, String suite, String mode, String modeLabel,
        String network, String status, String failureReason, String startedAt, String finishedAt, String gitCommit,
        Map<String, String> versions, RunDocument.Machine machine, Map<String, Object> settings,
        List<LookupResult> lookups, List<StudyFigure> seeds) {

    public static final String KIND = "lookup";

    public long errorCount() {
        return lookups.stream().mapToLong(LookupResult::errorCount).sum();
    }
}
