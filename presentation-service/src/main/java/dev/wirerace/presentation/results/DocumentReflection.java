package dev.wirerace.presentation.results;

import dev.wirerace.results.data.FaultEvent;
import dev.wirerace.results.data.JavaSpeed;
import dev.wirerace.results.data.Recovery;
import dev.wirerace.results.data.ReferenceResult;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.RunHeader;
import dev.wirerace.results.data.RunPrecision;
import dev.wirerace.results.data.RunSettings;
import dev.wirerace.results.data.ScenarioResult;
import dev.wirerace.results.data.StudyFigure;
import dev.wirerace.results.data.WireWarmupFigures;
import dev.wirerace.results.stats.RunComparison;
import dev.wirerace.results.stats.RunDigest;
import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * The records Jackson writes into results documents (and reads back: forks, lookup children, the compare
 * calibration), and the run plan it reads from the launcher. A JVM finds their accessors by reflection on its
 * own; a native image only has those registered here, and the arrays of them that Jackson builds, which
 * {@link DocumentArrays} registers from this same list.
 * DocumentReflectionTest finds any record of a document missing here.
 */
@RegisterForReflection(targets = {
        RunDocument.class, RunHeader.class, RunHeader.Machine.class, ScenarioResult.class, ScenarioResult.Spoken.class,
        ScenarioResult.Work.class, ScenarioResult.Load.class, ScenarioResult.Throughput.class, ScenarioResult.LatencyMicros.class,
        ScenarioResult.Calls.class, ScenarioResult.Cost.class, ScenarioResult.TierPerCall.class, ScenarioResult.Traffic.class,
        ScenarioResult.Trust.class, ScenarioResult.Tiers.class, ScenarioResult.Rounds.class, ScenarioResult.Forks.class, ScenarioResult.Spread.class, StudyFigure.class, RunSettings.class,
        RunSettings.NoiseGuard.class, RunSettings.Warmup.class, RunSettings.Timing.class, RunSettings.Load.class,
        RunSettings.Faults.class, RunSettings.Environment.class, RunSettings.Forks.class, dev.wirerace.engine.ledger.HostProbe.Reading.class, dev.wirerace.results.data.PrecisionRequest.class, RunPrecision.class, JavaSpeed.class, WireWarmupFigures.class, FaultEvent.class, RunDocument.Hosts.class, Recovery.class,
        ReferenceResult.class },
        classNames = {
                "dev.wirerace.results.lookup.LookupRunDocument", "dev.wirerace.results.lookup.LookupResult",
                "dev.wirerace.results.lookup.LookupResult$PhaseFigures", "dev.wirerace.results.lookup.LookupResult$Case",
                "dev.wirerace.results.lookup.LookupResult$Shape", "dev.wirerace.results.lookup.LookupResult$Outcome",
                "dev.wirerace.results.lookup.LookupResult$Timing",
                "dev.wirerace.results.lookup.ShapeOutcome", "dev.wirerace.results.lookup.ShapeOutcome$Sample",
                "dev.wirerace.suite.Progress$State", "dev.wirerace.model.usage.ProcessUsage",
                "dev.wirerace.model.usage.HostDescription", "dev.wirerace.model.usage.ProcessHealth",
                "dev.wirerace.model.usage.YardstickReading",
                "dev.wirerace.results.soak.SoakDocument", "dev.wirerace.results.soak.SoakDocument$Sample",
                "dev.wirerace.results.soak.SoakDocument$TierVerdict", "dev.wirerace.results.soak.Trend",
                "dev.wirerace.results.soak.WireWindow", "dev.wirerace.results.data.RoundTrips",
                "dev.wirerace.results.stats.RunComparison",
                "dev.wirerace.results.stats.RunComparison$Row", "dev.wirerace.results.stats.RunComparison$Latency",
                "dev.wirerace.results.stats.RunComparison$ServerCpu", "dev.wirerace.results.stats.RunComparison$Side",
                "dev.wirerace.results.stats.RunComparison$Ratio", "dev.wirerace.results.stats.HostShift",
                "dev.wirerace.results.stats.RunComparison$TierCpu",
                // the margins compare is held to, read from results/compare-calibration.json
                "dev.wirerace.results.stats.CompareCalibration$Calibration", "dev.wirerace.results.stats.CompareCalibration$Pair",
                "dev.wirerace.results.stats.CompareCalibration$RowEvidence",
                "dev.wirerace.results.stats.CompareCalibration$RunToRunTerm",
                "dev.wirerace.results.stats.RunDigest$Digest",
                "dev.wirerace.results.stats.RunDigest$Group",
                "dev.wirerace.results.stats.RunDigest$Entry",
                // the run plan the launcher hands over as JSON (RunPlan.PROPERTY), read as the service starts
                "dev.wirerace.suite.RunPlan", "dev.wirerace.suite.RunPlan$Durations",
                "dev.wirerace.suite.RunPlan$Selection", "dev.wirerace.suite.RunPlan$Load",
                "dev.wirerace.suite.RunPlan$Noise", "dev.wirerace.suite.RunPlan$Forks", "dev.wirerace.suite.RunPlan$Work",
                "dev.wirerace.model.WorkSetting$Applied",
                "dev.wirerace.engine.LoadModel", "dev.wirerace.engine.CallerThreads" })
final class DocumentReflection {

    private DocumentReflection() {
    }
}
