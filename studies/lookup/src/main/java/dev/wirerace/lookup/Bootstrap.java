package dev.wirerace.lookup;

import dev.wirerace.suite.WireClient;

/**
 * Gets a client from nothing, marking each phase on the clock; the sampler then makes the first call.
 * Everything built is released by the returned client's close, or here if opening fails.
 */
@FunctionalInterface
public interface Bootstrap {

    WireClient open(PhaseClock clock) throws Exception;
}
