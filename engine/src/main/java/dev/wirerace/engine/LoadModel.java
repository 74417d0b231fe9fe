package dev.wirerace.engine;

/** How calls are started. */
public enum LoadModel {
    /** N workers, each starting its next call when the previous one returns (what the studies did). */
    CLOSED("closed"),
    /**
     * A fixed arrival rate, split across N workers; latency runs from each call's intended start, so a slow
     * reply is charged with the calls it delays (no coordinated omission).
     */
    FIXED_RATE("fixed-rate"),
    /**
     * Study 1's method, done with a nanosecond clock: one caller makes runs of N calls back to back, each run
     * timed as a whole; each run's time gives its throughput and its calls' mean latency, so the spread across
     * runs shows what warm-up and noise do.
     */
    BATCH("batch");

    private final String id;

    LoadModel(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
