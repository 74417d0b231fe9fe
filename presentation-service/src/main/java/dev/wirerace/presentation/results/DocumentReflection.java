package dev.wirerace.presentation.results;

import dev.wirerace.results.RunHeader;
import dev.wirerace.results.FaultEvent;
import dev.wirerace.results.Recovery;
import dev.wirerace.results.WireWarmupFigures;
import dev.wirerace.results.ReferenceResult;
import dev.wirerace.results.RunComparison;
import dev.wirerace.results.RunDigest;
import dev.wirerace.results.RunDocument;
import dev.wirerace.results.JavaSpeed;
import dev.wirerace.results.RunPrecision;
import dev.wirerace.results.RunSettings;
import dev.wirerace.results.ScenarioResult;
import dev.wirerace.results.StudyFigure;
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
        ScenarioResult.Calls.class, ScenarioResult.Cost.class,
        ScenarioResult.Trust.class, ScenarioResult.Tiers.class, ScenarioResult.Rounds.class, ScenarioResult.Forks.class, ScenarioResult.Spread.class, StudyFigure.class, RunSettings.class,
        RunSettings.NoiseGuard.class, RunSettings.Warmup.class, RunSettings.Timing.class, RunSettings.Load.class,
        RunSettings.Faults.class, RunSettings.Environment.class, RunSettings.Forks.class, dev.wirerace.engine.ledger.HostProbe.Reading.class, dev.wirerace.results.PrecisionRequest.class, RunPrecision.class, JavaSpeed.class, WireWarmupFigures.class, FaultEvent.class, RunDocument.Hosts.class, Recovery.class,
        ReferenceResult.class },
        classNames = {
                "dev.wirerace.results.lookup.LookupRunDocument", "dev.wirerace.results.lookup.LookupResult",
                "dev.wirerace.results.lookup.LookupResult$PhaseFigures",
                "dev.wirerace.results.lookup.ShapeOutcome", "dev.wirerace.results.lookup.ShapeOutcome$Sample",
                "dev.wirerace.suite.Progress$State", "dev.wirerace.model.usage.ProcessUsage",
                "dev.wirerace.model.usage.HostDescription", "dev.wirerace.model.usage.ProcessHealth",
                "dev.wirerace.model.usage.JavaYardstick$Reading",
                "dev.wirerace.results.soak.SoakDocument", "dev.wirerace.results.soak.SoakDocument$Sample",
                "dev.wirerace.results.soak.SoakDocument$TierVerdict", "dev.wirerace.results.soak.Trend",
                "dev.wirerace.results.soak.WireWindow", "dev.wirerace.results.RoundTrips",
                "dev.wirerace.results.RunComparison",
                "dev.wirerace.results.RunComparison$Row",
                "dev.wirerace.results.RunComparison$Ratio", "dev.wirerace.results.HostShift",
                "dev.wirerace.results.RunComparison$TierCpu",
                // the margins compare is held to, read from results/compare-calibration.json
                "dev.wirerace.results.CompareCalibration$Calibration", "dev.wirerace.results.CompareCalibration$Pair",
                "dev.wirerace.results.CompareCalibration$RowEvidence",
                "dev.wirerace.results.CompareCalibration$RunToRunTerm",
                "dev.wirerace.results.RunDigest$Digest",
                "dev.wirerace.results.RunDigest$Group",
                "dev.wirerace.results.RunDigest$Entry",
                // the run plan the launcher hands over as JSON (RunPlan.PROPERTY), read as the service starts
                "dev.wirerace.suite.RunPlan", "dev.wirerace.suite.RunPlan$Durations",
                "dev.wirerace.suite.RunPlan$Selection", "dev.wirerace.suite.RunPlan$Load",
                "dev.wirerace.suite.RunPlan$Noise", "dev.wirerace.suite.RunPlan$Forks",
                "dev.wirerace.engine.LoadModel", "dev.wirerace.engine.CallerThreads" })
final class DocumentReflection {

    private DocumentReflection() {
    }
}
