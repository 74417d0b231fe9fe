package dev.wirerace.results.data;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.wirerace.model.usage.HostDescription;
import java.util.List;
import java.util.Map;

/**
 * One run of the comparison engine, as written to {@code results/<runId>/run.json}. Data first: every
 * setting, version and unit travels with the figures; the page only renders this.
 *
 * @param recoveries per way, how it came back after the run's fault (the kill plan); empty, or null in older runs
 * @param roundTrips each remote wire's round trips per call, measured later against a run with a known delay
 *        ({@code ./wirerace predict RUN --round-trips-from}); null until then
 */
public record RunDocument(@JsonUnwrapped RunHeader header, RunSettings settings, List<ScenarioResult> scenarios,
        List<StudyFigure> seeds, Map<String, List<String>> breakerTransitions, Hosts hosts,
        List<ReferenceResult> references, List<Recovery> recoveries, RoundTrips roundTrips) implements HeadedRun {

    public static final String KIND = "comparison";

    /** The same run with other settings. */
    public RunDocument withSettings(RunSettings value) {
        return new RunDocument(header, value, scenarios, seeds, breakerTransitions, hosts, references, recoveries,
                roundTrips);
    }

    /**
     * Both tiers' machines, each as it describes itself: one machine twice on loopback, two across hosts.
     * Null in runs made before the tiers described themselves; {@code business} null when it could not be read.
     */
    public record Hosts(HostDescription presentation, HostDescription business) {
    }
}
