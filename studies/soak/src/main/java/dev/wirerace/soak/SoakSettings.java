package dev.wirerace.soak;

import java.time.Duration;

/**
 * ./wirerace soak's settings, as the presentation-service reads them from its configuration.
 *
 * @param minutes how long the load is held
 * @param rate calls per second over all wires together (each wire gets an equal share)
 * @param warmup calls on every wire, back to back and not counted, before the rate and the clock start: the
 *        JIT's first pass
 * @param sampleEvery how often both tiers and every wire are sampled
 */
public record SoakSettings(double minutes, double rate, Duration warmup, Duration sampleEvery) {
}
