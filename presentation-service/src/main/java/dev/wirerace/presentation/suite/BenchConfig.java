package dev.wirerace.presentation.suite;

import dev.wirerace.model.wire.Way;
import dev.wirerace.engine.LoadModel;
import dev.wirerace.processes.BenchSetting;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * Settings of a comparison run; anything left unset takes the suite's own default. Their names are
 * BenchSetting's list (BenchSettingsTest holds the two together).
 */
@ConfigMapping(prefix = BenchSetting.PREFIX)
public interface BenchConfig {

    /** Warm-up before each scenario's measured iterations; its statistics are thrown away. */
    Optional<Duration> warmup();

    /** Each wire's least time in the warm-up pass that precedes all measurement (see WireWarmup). */
    Optional<Duration> wireWarmup();

    /** The most the whole warm-up pass may take while wires are still getting faster (see WireWarmup). */
    Optional<Duration> warmupBudget();

    /** Measured iterations per scenario (at least 5 for the real suites). */
    OptionalInt iterations();

    /** Length of one measured iteration. */
    Optional<Duration> iteration();

    /** Closed loop (the studies' way) or fixed arrival rate (open loop, no coordinated omission). */
    @WithDefault("closed")
    String loadModel();

    /** Total arrival rate per scenario for the fixed-rate model, calls per second. */
    OptionalDouble rate();

    /**
     * Only these wires (default: the suite's wires): a wire id keeps every client of the wire the run has,
     * a way id ("rest-http@quarkus-rest", see Way) that one client only.
     */
    Optional<List<String>> wires();

    /**
     * Which clients speak each wire besides its default one (always measured): "all", "default", or client
     * ids (Client). Default: all in the full suite, the default only elsewhere.
     */
    Optional<List<String>> clients();

    /** Every accounts scenario of the suite once per list size here (default: the suite's sizes). */
    Optional<List<Integer>> accounts();

    /**
     * Each wire in a fresh JVM (as JMH forks), so that no wire is measured with the JIT profiles another
     * left in the client. The business-service is shared, as in production.
     */
    @WithDefault("false")
    boolean fork();

    /** After our clients: wrk, h2load and ghz on the same endpoints (ReferenceLoads). */
    @WithDefault("false")
    boolean references();

    /** Seed of the wire order's shuffle (default: random, and recorded in the results). */
    OptionalLong shuffleSeed();

    /**
     * The noise guard: a round in which processes other than the two tiers used more than this share of
     * the whole machine's CPU time is disturbed (see NoiseGuard).
     */
    @WithDefault("0.10")
    double noiseOthersLimit();

    /** Likewise for the hypervisor's steal time, as a share of the machine's CPU time. */
    @WithDefault("0.05")
    double noiseStealLimit();

    /** How many disturbed rounds a run may measure again, as a share of all its rounds. */
    @WithDefault("0.25")
    double noiseRemeasureShare();

    /**
     * This run is fork number {@code forkIndex} of {@code forks}: the launcher starts both tiers afresh for
     * each and merges their runs (the unit of repetition is a start of both JVMs, as JMH's forks).
     */
    @WithDefault("1")
    int forkIndex();

    /** How many forks the launcher runs in all (see forkIndex). */
    @WithDefault("1")
    int forks();

    default LoadModel model() {
        for (LoadModel model : LoadModel.values()) {
            if (model.id().equals(loadModel())) {
                return model;
            }
        }
        throw new IllegalArgumentException(BenchSetting.LOAD_MODEL.key() + " must be closed or fixed-rate, got " + loadModel());
    }
}
