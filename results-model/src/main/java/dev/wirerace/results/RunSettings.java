package dev.wirerace.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * How a suite run was made, as {@code run.json}'s {@code settings}: the time plan, the load model, the link
 * and its check, the faults, the noise guard, and what the run measured of itself on the way. Names carry
 * their units. Older runs may lack some fields (null) or carry others (ignored).
 *
 * @param wireWarmupMillis each wire's least warm-up
 * @param warmupBudgetMillis the most a wire may warm up until steady
 * @param wireWarmupLeastCalls calls each wire makes in its warm-up at least
 * @param wireWarmups per wire: how long it warmed up, its cycles, whether it became steady
 * @param measurementOrder how scenarios and their rounds were ordered
 * @param ratePerSecond the fixed-rate model's arrivals per second (null in the closed model)
 * @param faultTolerance the guard around each remote client, as configured
 * @param networkCheck the link's measured figures and whether it passed (null on loopback)
 * @param faultPlan none, link or kill
 * @param faultEvents what the fault injector did, in order
 * @param firstCallMicros each wire's first call, outside the timed loop
 * @param clockGrainNanos the clock's step as the harness sees it
 * @param jvmArguments the presentation-service's JVM arguments
 * @param failureKinds the names of the failure counters, in the order of the results' columns
 * @param workNanos the business core's CPU work per call ({@code --work}); 0 for none
 * @param forkIndex which fork this run is (1-based) of {@code forkCount}: each fork a fresh start of both tiers
 * @param forkRunIds in a run merged from forks, the forks' own runs (kept under {@code forks/})
 * @param roundsMillis the time the measured rounds took, ledger reads included (batches and rounds measured
 *        again left out): with the run's own length, what a round and the rest of a fork cost
 * @param precision in a run merged from forks, how precise it came out and where more time would go best
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RunSettings(Long wireWarmupMillis, Long warmupBudgetMillis, Long wireWarmupLeastCalls,
        Map<String, Map<String, Object>> wireWarmups, Long warmupMillis, Integer iterations, Long iterationMillis,
        Long shuffleSeed, String measurementOrder, Long callTimeoutMillis, String loadModel, Boolean forkPerWire,
        String batchRuns, Double ratePerSecond, String faultTolerance, String businessHost, String cpuAffinity,
        Map<String, Object> networkCheck, String faultPlan, List<FaultEvent> faultEvents,
        Map<String, Long> firstCallMicros, Long clockGrainNanos, List<String> jvmArguments, NoiseGuard noiseGuard,
        List<String> failureKinds, Long workNanos, Integer forkIndex, Integer forkCount, List<String> forkRunIds,
        Long roundsMillis, RunPrecision precision) {

    /** The noise guard's limits, as shares of the machine's CPU, and how many rounds it measured again. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record NoiseGuard(Double othersCpuShareLimit, Double stealShareLimit, Double remeasureShare,
            Integer remeasuredRounds) {
    }

    /** Whether faults were injected (then failed calls are the figures, not a failure of the run). */
    public boolean faulted() {
        return faultPlan != null && !faultPlan.equals("none");
    }

    /** The same settings as those of a run merged from {@code forkRunIds}, with its merged warm-ups. */
    public RunSettings merged(List<String> forkRunIds, Map<String, Map<String, Object>> mergedWarmups,
            Integer remeasured, RunPrecision precision) {
        return new RunSettings(wireWarmupMillis, warmupBudgetMillis, wireWarmupLeastCalls, mergedWarmups, warmupMillis,
                iterations, iterationMillis, shuffleSeed, measurementOrder, callTimeoutMillis, loadModel, forkPerWire,
                batchRuns, ratePerSecond, faultTolerance, businessHost, cpuAffinity, networkCheck, faultPlan, faultEvents,
                firstCallMicros, clockGrainNanos, jvmArguments, noiseGuard == null ? null
                        : new NoiseGuard(noiseGuard.othersCpuShareLimit(), noiseGuard.stealShareLimit(),
                                noiseGuard.remeasureShare(), remeasured),
                failureKinds, workNanos, null, forkRunIds.size(), List.copyOf(forkRunIds), null, precision);
    }

    public List<FaultEvent> faultEvents() {
        return faultEvents == null ? List.of() : faultEvents;
    }
}
