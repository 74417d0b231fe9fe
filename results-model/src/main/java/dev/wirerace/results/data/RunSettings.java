package dev.wirerace.results.data;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.wirerace.engine.ledger.HostProbe;
import java.util.List;
import java.util.Map;

/**
 * How a suite run was made, as {@code run.json}'s {@code settings}: the warm-up, the time plan, the load, the
 * faults, where it ran, its forks, the noise guard, and what the run measured of itself on the way. Each
 * group is a record of its own, unwrapped into the one flat object runs have always written, so that older
 * runs still read. Names carry their units. Older runs may lack some fields (null) or carry others (ignored).
 *
 * @param noiseGuard the noise guard's limits and how many rounds it measured again
 * @param precision in a run merged from forks, how precise it came out and where more time would go best
 * @param javaSpeed how fast each tier's host ran Java during the run (per fork); null in older runs
 * @param precisionRequest in a run merged from forks, the precision asked of it and what it came to; null in older runs
 */
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RunSettings(@JsonUnwrapped Warmup warmup, @JsonUnwrapped Timing timing, @JsonUnwrapped Load load,
        @JsonUnwrapped Faults faults, @JsonUnwrapped Environment environment, @JsonUnwrapped Forks forks,
        NoiseGuard noiseGuard, RunPrecision precision, JavaSpeed javaSpeed, PrecisionRequest precisionRequest) {

    /** Unwrapped groups read back as empty records from runs that lack them, never as null. */
    public RunSettings {
        warmup = warmup == null ? new Warmup(null, null, null, null, null) : warmup;
        timing = timing == null ? new Timing(null, null, null, null, null, null, null) : timing;
        load = load == null ? new Load(null, null, null, null, null) : load;
        faults = faults == null ? new Faults(null, null, null) : faults;
        environment = environment == null ? new Environment(null, null, null, null, null, null, null, null) : environment;
        forks = forks == null ? new Forks(null, null, null, null) : forks;
    }

    /**
     * The warm-up before the measured rounds.
     *
     * @param wireWarmupMillis each wire's least warm-up
     * @param warmupBudgetMillis the most the wires may warm up until steady, in all
     * @param wireWarmupLeastCalls calls each wire makes in its warm-up at least
     * @param wireWarmups per wire: how long it warmed up, its cycles, whether it became steady (in each fork)
     * @param warmupMillis each measured iteration's own warm-up, all iterations together
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Warmup(Long wireWarmupMillis, Long warmupBudgetMillis, Long wireWarmupLeastCalls,
            Map<String, WireWarmupFigures> wireWarmups, Long warmupMillis) {
    }

    /**
     * The measured rounds.
     *
     * @param measurementOrder how scenarios and their rounds were ordered
     * @param roundsMillis the time the measured rounds took, ledger reads included (batches and rounds measured
     *        again left out): with the run's own length, what a round and the rest of a fork cost
     * @param batchRuns how many runs each batch size made (study 1's method)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Timing(Integer iterations, Long iterationMillis, Long shuffleSeed, String measurementOrder,
            Long callTimeoutMillis, Long roundsMillis, String batchRuns) {
    }

    /**
     * What the calls were asked to do.
     *
     * @param loadModel closed, fixed rate or batch
     * @param ratePerSecond the fixed-rate model's arrivals per second (null in the closed model)
     * @param workNanos the business core's CPU work per call ({@code --work}); 0 for none
     * @param waitNanos the business core's sleep per call ({@code --wait}); 0 for none, null in older runs
     * @param callers the callers' threads (CallerThreads: platform or virtual); null in older runs (platform)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Load(String loadModel, Double ratePerSecond, Long workNanos, Long waitNanos, String callers) {
    }

    /**
     * The guard around the clients and what was done to them.
     *
     * @param faultTolerance the guard around each remote client, as configured
     * @param faultPlan none, link or kill
     * @param faultEvents what the fault injector did, in order
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Faults(String faultTolerance, String faultPlan, List<FaultEvent> faultEvents) {

        public List<FaultEvent> faultEvents() {
            return faultEvents == null ? List.of() : faultEvents;
        }

        /** Whether faults were injected (then failed calls are the figures, not a failure of the run). */
        public boolean faulted() {
            return faultPlan != null && !faultPlan.equals("none");
        }
    }

    /**
     * Where the run ran, and what it found there before measuring.
     *
     * @param networkCheck the link's measured figures and whether it passed (null on loopback)
     * @param firstCallMicros each wire's first call, outside the timed loop
     * @param clockGrainNanos the clock's step as the harness sees it
     * @param jvmArguments the presentation-service's JVM arguments
     * @param failureKinds the names of the failure counters, in the order of the results' columns
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Environment(String businessHost, String cpuAffinity, Map<String, Object> networkCheck,
            Map<String, Long> firstCallMicros, Long clockGrainNanos, List<String> jvmArguments,
            List<String> failureKinds, HostProbe.Reading hostAlone) {
    }

    /**
     * The run's forks: each a fresh start of both tiers.
     *
     * @param forkPerWire whether each wire had a fork of its own
     * @param forkIndex which fork this run is (1-based) of {@code forkCount}
     * @param forkRunIds in a run merged from forks, the forks' own runs (kept under {@code forks/})
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Forks(Boolean forkPerWire, Integer forkIndex, Integer forkCount, List<String> forkRunIds) {
    }

    /**
     * The noise guard's limits, as shares of the machine's CPU, how many rounds it measured again, and what it
     * waited for a quiet host to do so (null in runs older than that wait).
     *
     * @param patienceMillis how long the run might wait for a quiet host (a fork's: its share)
     * @param quietWaits how often it waited; {@code waitedMillis} how long in all
     * @param patienceSpent whether the patience ran out with rounds still disturbed
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record NoiseGuard(Double othersCpuShareLimit, Double stealShareLimit, Double remeasureShare,
            Integer remeasuredRounds, Long patienceMillis, Integer quietWaits, Long waitedMillis, Boolean patienceSpent) {

        /** Several forks' guards as one: the same limits, their counts and waits added up. */
        static NoiseGuard ofForks(List<NoiseGuard> forks, Integer remeasured) {
            NoiseGuard first = forks.get(0);
            boolean waited = forks.stream().allMatch(g -> g != null && g.patienceMillis() != null);
            return new NoiseGuard(first.othersCpuShareLimit(), first.stealShareLimit(), first.remeasureShare(),
                    remeasured, waited ? forks.stream().mapToLong(NoiseGuard::patienceMillis).sum() : null,
                    waited ? forks.stream().mapToInt(NoiseGuard::quietWaits).sum() : null,
                    waited ? forks.stream().mapToLong(NoiseGuard::waitedMillis).sum() : null,
                    waited ? forks.stream().anyMatch(NoiseGuard::patienceSpent) : null);
        }
    }

    /** The same settings as those of a run merged from {@code forkRunIds}, with its merged warm-ups and speeds. */
    public RunSettings merged(List<String> forkRunIds, Map<String, WireWarmupFigures> mergedWarmups,
            List<NoiseGuard> forksGuards, Integer remeasured, RunPrecision precision, JavaSpeed forksJavaSpeed) {
        Warmup mergedWarmup = new Warmup(warmup.wireWarmupMillis(), warmup.warmupBudgetMillis(),
                warmup.wireWarmupLeastCalls(), mergedWarmups, warmup.warmupMillis());
        // the forks' rounds are not the merged run's: its own length says what it cost
        Timing mergedTiming = new Timing(timing.iterations(), timing.iterationMillis(), timing.shuffleSeed(),
                timing.measurementOrder(), timing.callTimeoutMillis(), null, timing.batchRuns());
        Forks mergedForks = new Forks(forks.forkPerWire(), null, forkRunIds.size(), List.copyOf(forkRunIds));
        NoiseGuard mergedGuard = noiseGuard == null ? null : NoiseGuard.ofForks(forksGuards, remeasured);
        return new RunSettings(mergedWarmup, mergedTiming, load, faults, environment, mergedForks, mergedGuard,
                precision, forksJavaSpeed, null);
    }

    /**
     * The same settings with the run's patience for a quiet host in its noise guard: the forks' own add up to more,
     * each having been allowed what those before it left.
     */
    public RunSettings withRunPatience(java.time.Duration patience) {
        NoiseGuard guard = noiseGuard == null ? null : new NoiseGuard(noiseGuard.othersCpuShareLimit(),
                noiseGuard.stealShareLimit(), noiseGuard.remeasureShare(), noiseGuard.remeasuredRounds(),
                patience.toMillis(), noiseGuard.quietWaits(), noiseGuard.waitedMillis(), noiseGuard.patienceSpent());
        return new RunSettings(warmup, timing, load, faults, environment, forks, guard, precision, javaSpeed,
                precisionRequest);
    }

    /** The same settings with the precision asked of the run and what it came to. */
    public RunSettings withPrecisionRequest(PrecisionRequest value) {
        return new RunSettings(warmup, timing, load, faults, environment, forks, noiseGuard, precision, javaSpeed, value);
    }
}
