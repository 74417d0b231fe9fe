package dev.wirerace.presentation.lookup;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.Optional;

/**
 * The lookup study's settings ({@code ./wirerace lookup --lookups N ...}) with their defaults; what each means:
 * {@link dev.wirerace.lookup.LookupSettings}, which {@link LookupWiring} makes of them.
 */
@ConfigMapping(prefix = "wirerace.lookup")
public interface LookupConfig {

    @WithDefault("200")
    int lookups();

    @WithDefault("10")
    int threads();

    @WithDefault("30")
    int warmup();

    @WithDefault("3")
    int coldForks();

    @WithDefault("5ms")
    Duration rmiPause();

    @WithDefault("10m")
    Duration childBound();

    Optional<Integer> secondHttpPort();

    Optional<Long> secondPid();
}
