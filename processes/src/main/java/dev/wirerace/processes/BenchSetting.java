package dev.wirerace.processes;

/**
 * The presentation-service's run settings ({@code bench.*}), named once: the command line writes them, the
 * presentation-service reads them through its {@code BenchConfig} mapping, and a test holds the two to the
 * same list.
 */
public enum BenchSetting {

    WARMUP("warmup"),
    WIRE_WARMUP("wire-warmup"),
    WARMUP_BUDGET("warmup-budget"),
    ITERATIONS("iterations"),
    ITERATION("iteration"),
    LOAD_MODEL("load-model"),
    RATE("rate"),
    WIRES("wires"),
    CLIENTS("clients"),
    ACCOUNTS("accounts"),
    FORK("fork"),
    REFERENCES("references"),
    SHUFFLE_SEED("shuffle-seed"),
    NOISE_OTHERS_LIMIT("noise-others-limit"),
    NOISE_STEAL_LIMIT("noise-steal-limit"),
    NOISE_REMEASURE_SHARE("noise-remeasure-share"),
    FORK_INDEX("fork-index"),
    FORKS("forks");

    /** The settings' prefix, as the presentation-service's mapping declares it. */
    public static final String PREFIX = "bench";

    private final String name;

    BenchSetting(String name) {
        this.name = name;
    }

    /** The name under the prefix: {@code wire-warmup}. */
    public String settingName() {
        return name;
    }

    /** The whole key: {@code bench.wire-warmup}. */
    public String key() {
        return PREFIX + "." + name;
    }
}
