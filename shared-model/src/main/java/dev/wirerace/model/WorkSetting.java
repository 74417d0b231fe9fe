package dev.wirerace.model;

/**
 * The name of the business core's work-per-call setting ({@code ./wirerace quick --work 20us}), in one place:
 * the launcher sets it on both tiers, the core reads it, the results record it.
 */
public final class WorkSetting {

    /** CPU nanoseconds the core spends on every call before answering; 0 (none) by default. */
    public static final String NANOS = "wirerace.work-nanos";

    private WorkSetting() {
    }
}
