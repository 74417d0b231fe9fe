package dev.wirerace.suite;

/**
 * What the server side counted of a scenario's operation, read before and after each measured slot, outside
 * the timed loop: the measured calls must all have reached the business core.
 */
public interface ServedCalls {

    /** The counter's value for the scenario's operation, or null when the wire reaches no core. */
    Long read(Scenario scenario);

    /** Null when unknown, or when the counter went back (the business-service was restarted meanwhile). */
    static Long delta(Long before, Long after) {
        return before == null || after == null || after < before ? null : after - before;
    }
}
