package dev.wirerace.suite;

/**
 * What the server side counted of a scenario's operation, read before and after each measured slot, outside
 * the timed loop: the measured calls must all have reached the business core; and how its process stood after.
 */
public interface ServedCalls {

    /** The counter's value for the scenario's operation, or null when the wire reaches no core. */
    Long read(Scenario scenario);

    /** The business-service's process now (threads, RSS, heap after GC), for a wire that reaches it; else empty. */
    default java.util.Optional<dev.wirerace.model.usage.ProcessHealth> serverProcess(Scenario scenario) {
        return java.util.Optional.empty();
    }

    /**
     * Waits, at most {@code bound}, until the server stops serving calls nobody waits for any more: after a slot
     * whose callers gave up on calls (timeouts), a blocked event loop or an exhausted pool still works through
     * them, and the next slot would measure that backlog instead of its own calls. True once the server's count
     * stands still; at once (true) where there is nothing to wait for.
     */
    default boolean awaitQuiet(java.time.Duration bound) throws InterruptedException {
        return true;
    }

    /** Null when unknown, or when the counter went back (the business-service was restarted meanwhile). */
    static Long delta(Long before, Long after) {
        return before == null || after == null || after < before ? null : after - before;
    }
}
