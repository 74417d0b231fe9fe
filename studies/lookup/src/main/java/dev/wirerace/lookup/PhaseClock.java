package dev.wirerace.lookup;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Splits one bootstrap (from nothing to a first correct reply) into named phases that add up to its
 * total. {@link #lap} closes the open interval under a name; {@link #carve} moves a part measured inside
 * the open interval (a TLS handshake inside a lookup) out into its own phase, so nothing counts twice.
 */
public final class PhaseClock {

    /** The clock of the sample this thread is taking, for socket factories deep inside RMI. */
    private static final ThreadLocal<PhaseClock> CURRENT = new ThreadLocal<>();

    private final Map<String, Long> phases = new LinkedHashMap<>();
    private final long start = System.nanoTime();
    private long lapStart = start;
    private long carved;
    private int failedAttempts;

    public void lap(String phase) {
        long now = System.nanoTime();
        add(phase, now - lapStart - carved);
        lapStart = now;
        carved = 0;
    }

    public void carve(String phase, long nanos) {
        add(phase, nanos);
        carved += nanos;
    }

    /** A try that failed on the way to the first reply (failover to another instance). */
    public void failedAttempt() {
        failedAttempts++;
    }

    public int failedAttempts() {
        return failedAttempts;
    }

    /** Phases in the order they first happened, in nanoseconds. */
    public Map<String, Long> phases() {
        return phases;
    }

    /** From the start to the last lap. */
    public long totalNanos() {
        return lapStart - start;
    }

    private void add(String phase, long nanos) {
        phases.merge(phase, nanos, Long::sum);
    }

    static void bind(PhaseClock clock) {
        CURRENT.set(clock);
    }

    static void unbind() {
        CURRENT.remove();
    }

    /** This thread's sample clock, or null outside a sample (warm-up and background threads carve nothing). */
    static PhaseClock current() {
        return CURRENT.get();
    }
}
