package dev.wirerace.presentation.lookup;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.Optional;

/** The lookup study's settings ({@code ./wirerace lookup --lookups N ...}). */
@ConfigMapping(prefix = "wirerace.lookup")
public interface LookupConfig {

    /** Lookups per case and thread shape: 1 thread x N, and {@link #threads()} threads x N / threads. */
    @WithDefault("200")
    int lookups();

    /** Study 4's concurrent shape. */
    @WithDefault("10")
    int threads();

    /** Untimed lookups per case before the measured ones (warm context only). */
    @WithDefault("30")
    int warmup();

    /** Fresh JVMs per wire for the cold context (the first lookup a new process makes). */
    @WithDefault("3")
    int coldForks();

    /**
     * Pause before each RMI lookup, outside the timing. The child JVM keeps idle RMI connections 1 ms
     * ({@code sun.rmi.transport.connectionTimeout=1}); the pause lets RMI drop the previous sample's one,
     * so every sample connects afresh. Elapsed times have the pauses taken out.
     */
    @WithDefault("5ms")
    Duration rmiPause();

    /** A child JVM must finish within this. */
    @WithDefault("10m")
    Duration childBound();

    /** The second business-service instance (the Stork cases), started by ./wirerace lookup. */
    Optional<Integer> secondHttpPort();

    /** Its process id: the study kills it for the one-instance-down cases. */
    Optional<Long> secondPid();
}
