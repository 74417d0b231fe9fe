package dev.wirerace.results.soak;

/**
 * One wire over one sampling window of a soak: calls made, calls failed, and latency from each call's due
 * time (NaN when no call completed in the window).
 */
public record WireWindow(long calls, long errors, double p50Micros, double p99Micros, double maxMicros) {
}
