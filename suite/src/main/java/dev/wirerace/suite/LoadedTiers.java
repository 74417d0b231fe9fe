package dev.wirerace.suite;

import dev.wirerace.engine.Timing;
import dev.wirerace.model.usage.ProcessHealth;
import dev.wirerace.probes.ProcessHealthProbe;
import dev.wirerace.results.data.ScenarioResult;
import java.time.Duration;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Both tiers' processes read once while a round's calls still run, nine tenths into its plan: the threads,
 * RSS and open files a thousand callers hold, which are gone once the round's callers have finished. The
 * reading must not land in the window's ledger, so the business-service is read from outside, through
 * {@code /proc}, and only where it runs on this machine; its heap (which only its JVM knows) and a
 * business-service on another machine are read over its admin endpoint after the window has closed.
 */
final class LoadedTiers {

    private record Loaded(ProcessHealth client, ProcessHealth server) {
    }

    private final CompletableFuture<Loaded> sample = new CompletableFuture<>();

    private LoadedTiers() {
    }

    /** Starts the reading on a virtual thread of its own, so that it takes no caller's place. */
    static LoadedTiers during(Timing timing, OptionalLong serverPidHere) {
        LoadedTiers tiers = new LoadedTiers();
        Duration planned = timing.length();
        Thread.ofVirtual().name("wirerace-tiers").start(() -> {
            try {
                Thread.sleep(planned.multipliedBy(9).dividedBy(10));
                tiers.sample.complete(new Loaded(ProcessHealthProbe.ofThisProcess(),
                        serverPidHere.isPresent() ? ProcessHealthProbe.ofProcess(serverPidHere.getAsLong()) : null));
            } catch (InterruptedException | RuntimeException failed) {
                tiers.sample.completeExceptionally(failed);
            }
        });
        return tiers;
    }

    /** After the window: the reading made under load, with the server's heap read now; all read now when it did not come. */
    ScenarioResult.Tiers get(ServedCalls counts, Scenario scenario) throws InterruptedException {
        ProcessHealth serverNow = counts.serverProcess(scenario).orElse(null);
        try {
            Loaded loaded = sample.get(2, TimeUnit.SECONDS);
            ProcessHealth server = serverNow == null ? null
                    : loaded.server() == null ? serverNow : loaded.server().withHeapOf(serverNow);
            return new ScenarioResult.Tiers(loaded.client(), server);
        } catch (ExecutionException | TimeoutException notRead) {
            return new ScenarioResult.Tiers(ProcessHealthProbe.ofThisProcess(), serverNow);
        }
    }

    static ScenarioResult.Tiers read(ServedCalls counts, Scenario scenario) {
        return new ScenarioResult.Tiers(ProcessHealthProbe.ofThisProcess(), counts.serverProcess(scenario).orElse(null));
    }
}
