package dev.wirerace.model;

/**
 * The names of the business core's work-per-call settings ({@code ./wirerace quick --work 20us --wait 1ms}), in one place:
 * the launcher sets it on both tiers from the run plan, the core reads it, the business tier reports what it applies
 * and the results record that.
 */
public final class WorkSetting {

    /** CPU nanoseconds the core spends on every call before answering; 0 (none) by default. */
    public static final String NANOS = "wirerace.work-nanos";

    /** Nanoseconds the core sleeps on every call before answering ({@code --wait}): blocking work; 0 by default. */
    public static final String WAIT_NANOS = "wirerace.wait-nanos";

    /** What a tier's core applies per call, in nanoseconds, as it reports it ({@code /admin/work}). */
    public record Applied(long workNanos, long waitNanos) {
    }

    private WorkSetting() {
    }
}
