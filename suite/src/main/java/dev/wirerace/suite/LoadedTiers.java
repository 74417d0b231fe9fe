package dev.wirerace.suite;

import dev.wirerace.engine.Timing;
import dev.wirerace.model.usage.ProcessHealth;
import dev.wirerace.results.ScenarioResult;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Both tiers' processes read once while a round's calls still run, nine tenths into its plan: the threads,
 * RSS and heap a thousand callers hold, which are gone once the round's callers have finished.
 */
final class LoadedTiers {

    private final CompletableFuture<ScenarioResult.Tiers> sample = new CompletableFuture<>();

    private LoadedTiers() {
    }

    /** Starts the reading on a virtual thread of its own, so that it takes no caller's place. */
    static LoadedTiers during(Timing timing, ServedCalls counts, Scenario scenario) {
        LoadedTiers tiers = new LoadedTiers();
        Duration planned = timing.warmup().plus(timing.iteration().multipliedBy(timing.iterations()));
        Thread.ofVirtual().name("wirerace-tiers").start(() -> {
            try {
                Thread.sleep(planned.multipliedBy(9).dividedBy(10));
                tiers.sample.complete(read(counts, scenario));
            } catch (InterruptedException | RuntimeException failed) {
                tiers.sample.completeExceptionally(failed);
            }
        });
        return tiers;
    }

    /** The reading made under load; read now instead when it did not come (a round cut short). */
    ScenarioResult.Tiers get(ServedCalls counts, Scenario scenario) throws InterruptedException {
        try {
            return sample.get(2, TimeUnit.SECONDS);
        } catch (ExecutionException | TimeoutException notRead) {
            return read(counts, scenario);
        }
    }

    static ScenarioResult.Tiers read(ServedCalls counts, Scenario scenario) {
        return new ScenarioResult.Tiers(ProcessHealth.ofThisProcess(), counts.serverProcess(scenario).orElse(null));
    }
}
