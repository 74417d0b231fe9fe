package dev.wirerace.results.data;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.List;
import java.util.Map;

/**
 * The results document of {@code ./wirerace native} (kind {@value #KIND}): each service in each mode,
 * measured as Quarkus defines its figures (time from launch to first correct response, RSS after that
 * first request, peak RSS under load, throughput and latency per wire, throughput per MB of RSS, build
 * time, artifact size). The suites it ran are runs of their own, named in {@code suiteRuns}. The command
 * line writes it; the page reads it as written ({@code js/native.js}), so its field names are the page's
 * too, and documents written before stay readable (NativeComparisonDocumentTest).
 */
public record NativeComparisonDocument(@JsonUnwrapped RunHeader header, Map<String, Object> settings, Toolchain toolchain,
        List<ServiceFigures> services, Map<String, String> suiteRuns, List<WireFigures> wires,
        List<K6Figures> k6,
        @JsonInclude(JsonInclude.Include.NON_NULL) List<WarmupFigures> warmups,
        @JsonInclude(JsonInclude.Include.NON_NULL) List<Standing> standings) implements HeadedRun {

    public static final String KIND = "native-comparison";

    /** How the native executables were built, and what that means for their figures. */
    public record Toolchain(String label, String nativeImageVersion, List<String> caveats) {
    }

    /**
     * One service in one mode. Startup and RSS-after-first-request are medians over the launches;
     * peak RSS is the kernel's high-water mark (VmHWM) over the suite, then over suite and k6 together.
     *
     * @param startupCpuMillisMedian the process's CPU time from launch to its first correct answer (median over
     *        the launches): on a tier pinned to one CPU, what the start waited for; null in runs made before
     * @param startupJitCpuMillisMedian the JIT compiler threads' part of it; null in a native image and in runs
     *        made before
     * @param startupOverJvm launch by launch, the time to the first answer over the JVM mode's launch of the same
     *        round (the modes launch in turns, so that a round's launches share the host's spell); null for the JVM,
     *        and in runs made before, whose modes launched one after the other
     */
    public record ServiceFigures(String service, String mode, Double buildSeconds, String artifact,
            Long artifactBytes, List<Double> startupMillis, Double startupMillisMedian,
            List<Double> rssAfterFirstRequestMb, Double rssAfterFirstRequestMbMedian, Double peakRssSuiteMb,
            Double peakRssMb, @JsonInclude(JsonInclude.Include.NON_NULL) Double startupCpuMillisMedian,
            @JsonInclude(JsonInclude.Include.NON_NULL) Double startupJitCpuMillisMedian,
            @JsonInclude(JsonInclude.Include.NON_NULL) List<Double> startupOverJvm) {
    }

    /**
     * One scenario of the suite run in a mode (both services in that mode). Ops/s per MB divides by the
     * business-service's peak RSS during the suite.
     *
     * @param flags what the suite flagged on the row (ScenarioResult.Trust: a warm-up not steady, rounds disturbed,
     *        a JIT compiling): a ratio between modes drawn from a flagged row is not the modes' difference; empty
     *        when none, null in documents made before
     * @param serverCpuMicros the business-service's CPU time per call on the row, from the suite's ledger; null in
     *        documents made before (and on rows the ledger has no server for)
     * @param clientCpuMicros likewise the presentation-service's, the calling tier
     */
    public record WireFigures(String mode, String wire, String operation, int concurrency, Double opsPerSecond,
            Double p50Micros, Double p99Micros, long errors, Double opsPerSecondPerMb,
            @JsonInclude(JsonInclude.Include.NON_NULL) List<String> flags,
            @JsonInclude(JsonInclude.Include.NON_NULL) Double serverCpuMicros,
            @JsonInclude(JsonInclude.Include.NON_NULL) Double clientCpuMicros) {

        public boolean flagged() {
            return flags != null && !flags.isEmpty();
        }

        /** The same row of the suite, in whichever mode: the same wire, operation and callers. */
        public boolean sameRowAs(WireFigures other) {
            return wire.equals(other.wire) && operation.equals(other.operation) && concurrency == other.concurrency;
        }
    }

    /**
     * How one wire warmed up in a mode, from its first call until steady (SteadyState, the rule every suite
     * uses): the wire's own cycles; null in runs made before.
     *
     * @param millisToSteady the wire's own cycle time until it was steady, or until the warm-up's budget ran out
     *        when {@code steady} is false
     * @param callsToSteady the calls it made in that time
     * @param callsPerSecond each cycle's calls per second: the warm-up curve
     * @param freshStart true when both services were started for this wire alone, its first call the first of
     *        their lives but the start's own (what a service pays on each start); false or null (runs made
     *        before) when it was measured in the suite's pass, interleaved with the other wires in one pair of
     *        processes that had already served them
     */
    public record WarmupFigures(String mode, String wire, boolean steady, long millisToSteady, long callsToSteady,
            List<Double> callsPerSecond, @JsonInclude(JsonInclude.Include.NON_NULL) Boolean freshStart) {
    }

    /**
     * Where a mode stands against the JVM on one wire, or on all of them ({@link ModeStandings#ALL_WIRES}): what
     * ModeStandings reads from the suites' rows; null in documents made before.
     *
     * @param rows how many of the wire's rows the figures are drawn from (the JVM's row and the mode's, paired)
     * @param flaggedRowsOnly true when every pair had a row its suite flagged, so that these figures are drawn from
     *        flagged rows and are not the modes' difference
     * @param opsRatio the mode's ops/s over the JVM's, the median over the rows
     * @param anchorRatio the Quarkus team's own ratio for the mode (ModeStandings.ANCHORS), null when it has none
     * @param serverCpuMicrosMore the business-service's CPU per call in the mode less the JVM's (median over the
     *        rows; negative when cheaper), null without the ledger
     * @param clientCpuMicrosMore likewise the presentation-service's
     * @param paidBy which tier pays the difference (ModeStandings.Payer), null without the ledger
     */
    public record Standing(String mode, String wire, int rows, boolean flaggedRowsOnly, double opsRatio,
            Double anchorRatio, Double serverCpuMicrosMore, Double clientCpuMicrosMore, String paidBy) {
    }

    /** One k6 script against the business-service of a mode. Requests per second are the ramp stage's requests over its length. */
    public record K6Figures(String mode, String script, long requests, double requestsPerSecond, Double p50Ms,
            Double p99Ms, long checksPassed, long checksFailed, int exitCode) {
    }
}
