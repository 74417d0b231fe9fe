package dev.wirerace.suite;

import dev.wirerace.engine.BatchRunner;
import dev.wirerace.engine.Call;
import dev.wirerace.engine.LoadModel;
import dev.wirerace.engine.Measurement;
import dev.wirerace.engine.ScenarioRunner;
import dev.wirerace.engine.ledger.WindowCost;
import dev.wirerace.engine.ledger.WindowMeter;
import dev.wirerace.results.data.ScenarioResult;
import org.jboss.logging.Logger;

/** Measuring a plan's rounds: one slot at a time, with the server's count and the cost ledger around it. */
final class RoundMeasurer {

    private static final Logger LOG = Logger.getLogger(RoundMeasurer.class);

    private final ScenarioRunner runner;
    private final Progress progress;
    private final ServedCalls counts;
    private final WindowMeter meter;
    private final RunPlan plan;
    /**
     * Whose callers may have given up on calls (timeouts) that the server is still working through: the warm-up's
     * (whose failures are not counted) before the first slot, the last slot's after one with timeouts; else null.
     */
    private String callsLeftBehindBy = "the warm-up's";

    RoundMeasurer(ScenarioRunner runner, Progress progress, ServedCalls counts, WindowMeter meter, RunPlan plan) {
        this.runner = runner;
        this.progress = progress;
        this.counts = counts;
        this.meter = meter;
        this.plan = plan;
    }

    /**
     * Measures one slot: a round's iteration of a scenario, or all of it; the server's count read around it,
     * and around that the cost ledger's window (WindowMeter), whose noise decides whether it was disturbed.
     */
    ScenarioParts.Round measure(OpenWire wire, ScenarioParts parts, MeasurementPlan.Slot slot)
            throws InterruptedException {
        Scenario scenario = parts.scenario;
        String name = slot.rounds() > 1 ? scenario.describe() + " round " + slot.round() + "/" + slot.rounds()
                : scenario.describe();
        progress.starting(name);
        if (callsLeftBehindBy != null) {
            awaitBacklog(name, callsLeftBehindBy);
        }
        Call call = wire.call(scenario);
        Long before = counts.read(scenario);
        WindowMeter.Window window = meter.open(wire.wire());
        // the tiers' threads, RSS and open files are reported from a scenario's last round (ScenarioParts.result):
        // read in its other rounds they only cost the window a scan of /proc and the slot an admin call
        boolean readsTiers = slot.round() == slot.rounds();
        LoadedTiers loaded = !readsTiers || scenario.loadModel() == LoadModel.BATCH ? null
                : LoadedTiers.during(slot.timing(), window.serverPidHere());
        Measurement measurement = scenario.loadModel() == LoadModel.BATCH
                ? new BatchRunner().run(call, scenario.size(), batchRuns(scenario.size()))
                : runner.run(scenario.describe(), call, scenario.concurrency(), scenario.loadModel(),
                        scenario.ratePerSecond(), slot.timing(), parts.callsPerSample);
        WindowCost cost = window.close(measurement.counts().made()).lessClientSpin(measurement.spinNanos());
        callsLeftBehindBy = measurement.counts().failures().getOrDefault(dev.wirerace.engine.FailureKind.TIMEOUT, 0L) > 0
                ? "the last slot's" : null;
        // a business-service restarted inside the window (the kill fault) counted from nothing: no served count
        Long served = window.serverChanged() ? null : ServedCalls.delta(before, counts.read(scenario));
        checkServedWhereClaimed(scenario, measurement, served);
        ScenarioResult.Tiers tiers = !readsTiers ? null
                : loaded == null ? LoadedTiers.read(counts, scenario) : loaded.get(counts, scenario);
        boolean disturbed = cost.noise().over(plan.noise().othersLimit(), plan.noise().stealLimit());
        Progress.State state = progress.state();
        String step = state.done() < state.total() ? "[" + forkLabel(plan.forks()) + "measure " + (state.done() + 1) + "/"
                + state.total() + ", " + progress.timeLeft() + "]" : "[again]";
        LOG.infof("%s %-52s %10.0f ops/s  p50 %8.1f µs  p99 %8.1f µs  errors %d%s", step, name,
                measurement.throughput().opsPerSecond(), measurement.latency().p50Micros(),
                measurement.latency().p99Micros(), measurement.counts().failureCount(), disturbed ? "  DISTURBED " + cost.noise() : "");
        return new ScenarioParts.Round(slot, measurement, served, cost, disturbed, tiers);
    }

    /**
     * Calls timed out in the last slot are still queued on the server (a blocked event loop works through 1,024
     * callers' 50 ms in 51 s): measuring now would time that backlog, not this slot's calls. Bounded; logged.
     */
    private void awaitBacklog(String name, String whose) throws InterruptedException {
        long start = System.nanoTime();
        boolean quiet = counts.awaitQuiet(BACKLOG_BOUND);
        LOG.infof("%s: waited %.1f s for the business-service to work through calls %s callers may have given up on%s",
                name, (System.nanoTime() - start) / 1e9, whose, quiet ? "" : " (still busy at the bound)");
    }

    private static final java.time.Duration BACKLOG_BOUND = java.time.Duration.ofSeconds(120);

    /**
     * A server model that claims a kind of thread counts as served only the calls that ran on it (ServedCalls):
     * fewer than the calls that succeeded means some ran elsewhere, and the row would measure another model than
     * its name says. The run stops here rather than report it.
     */
    static void checkServedWhereClaimed(Scenario scenario, Measurement measurement, Long served) {
        var claimed = scenario.server().runsOn(scenario.wire(), scenario.operation(), scenario.tx());
        if (claimed != null && served != null && served < measurement.counts().succeeded()) {
            throw new IllegalStateException(scenario.describe() + ": " + (measurement.counts().succeeded() - served) + " of "
                    + measurement.counts().succeeded() + " calls that succeeded did not run on the " + claimed.id()
                    + " threads the " + scenario.server().label() + " model claims");
        }
    }

    /** Study 1 made 30 runs of each size; runs of 100,000 calls are kept to 3 (a minute over HTTP here). */
    static int batchRuns(int callsPerRun) {
        return callsPerRun >= 100_000 ? 3 : 30;
    }

    /** "fork 2/3, " in a run of several forks, else nothing. */
    static String forkLabel(RunPlan.Forks forks) {
        return forks.count() > 1 ? "fork " + forks.index() + "/" + forks.count() + ", " : "";
    }
}
