package dev.wirerace.tiers.link;

import java.util.Arrays;

/** What goes wrong during a run ({@code ./wirerace faults --faults link|kill}). */
public enum FaultPlan {
    NONE("none"),
    /** During every remote wire's scenario: the link cut, then stalled (a timeout), then resetting connections. */
    LINK("link"),
    /** Once, in the middle scenario of the run: the business-service killed (SIGKILL) and started again. */
    KILL("kill");

    private final String id;

    FaultPlan(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** Its id, as the command line takes it and its help shows it. */
    @Override
    public String toString() {
        return id;
    }

    public static FaultPlan byId(String id) {
        return Arrays.stream(values()).filter(p -> p.id.equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown fault plan '" + id + "' (none, link, kill)"));
    }
}
