package dev.wirerace.presentation.soak;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/**
 * ./wirerace soak's settings with their defaults; what each means: {@link dev.wirerace.soak.SoakSettings}, which
 * {@link SoakWiring} makes of them.
 */
@ConfigMapping(prefix = "wirerace.soak")
public interface SoakConfig {

    @WithDefault("1")
    double minutes();

    @WithDefault("300")
    double rate();

    @WithDefault("20s")
    Duration warmup();

    @WithDefault("10s")
    Duration sampleEvery();
}
