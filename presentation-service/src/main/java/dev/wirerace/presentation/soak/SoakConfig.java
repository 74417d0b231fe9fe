package dev.wirerace.presentation.soak;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** ./wirerace soak's settings. */
@ConfigMapping(prefix = "wirerace.soak")
public interface SoakConfig {

    /** How long the load is held. */
    @WithDefault("1")
    double minutes();

    /** Calls per second over all wires together (each wire gets an equal share). */
    @WithDefault("300")
    double rate();

    /** Calls on every wire, back to back and not counted, before the rate and the clock start: the JIT's first pass. */
    @WithDefault("20s")
    Duration warmup();

    /** How often both tiers and every wire are sampled. */
    @WithDefault("10s")
    Duration sampleEvery();
}
