package dev.wirerace.results.lookup;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.wirerace.results.data.HeadedRun;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.RunHeader;
import dev.wirerace.results.data.StudyFigure;
import java.util.List;
import java.util.Map;

/** The lookup study's run, as written to {@code results/<runId>/run.json} (kind "lookup"). */
public record LookupRunDocument(@JsonUnwrapped RunHeader header, Map<String, Object> settings,
        List<LookupResult> lookups, List<StudyFigure> seeds) implements HeadedRun {

    public static final String KIND = "lookup";

    public long errorCount() {
        return lookups.stream().mapToLong(lookup -> lookup.outcome().errorCount()).sum();
    }
}
