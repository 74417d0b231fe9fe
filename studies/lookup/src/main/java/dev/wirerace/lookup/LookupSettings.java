package dev.wirerace.lookup;

import java.time.Duration;
import java.util.Optional;

/**
 * The lookup study's settings ({@code ./wirerace lookup --lookups N ...}), as the presentation-service reads them
 * from its configuration.
 *
 * @param lookups lookups per case and thread shape: 1 thread x N, and {@code threads} threads x N / threads
 * @param threads study 4's concurrent shape
 * @param warmup untimed lookups per case before the measured ones (warm context only)
 * @param coldForks fresh JVMs per wire for the cold context (the first lookup a new process makes)
 * @param rmiPause pause before each RMI lookup, outside the timing: the child JVM keeps idle RMI connections 1 ms,
 *        and the pause lets RMI drop the previous sample's one, so that every sample connects afresh
 * @param childBound a child JVM must finish within this
 * @param secondHttpPort the second business-service instance (the Stork cases), started by ./wirerace lookup
 * @param secondPid its process id: the study kills it for the one-instance-down cases
 */
public record LookupSettings(int lookups, int threads, int warmup, int coldForks, Duration rmiPause,
        Duration childBound, Optional<Integer> secondHttpPort, Optional<Long> secondPid) {
}
