package dev.wirerace.results.format;

import dev.wirerace.results.data.FaultEvent;
import dev.wirerace.results.data.Recovery;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.ScenarioResult;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The console summary of a run with faults: what was done, and per wire the errors by kind and the breaker's path. */
public final class FaultTable {

    private FaultTable() {
    }

    public static String render(RunDocument run) {
        StringBuilder out = new StringBuilder();
        List<FaultEvent> events = run.settings().faults().faultEvents();
        if (!events.isEmpty()) {
            out.append(String.format(Locale.ROOT, "%nFaults (%s):%n", run.settings().faults().faultPlan()));
            for (FaultEvent e : events) {
                out.append(String.format(Locale.ROOT, "  %s  %-14s %s%n", e.at(), e.wire(), e.action()));
            }
        }
        out.append(String.format(Locale.ROOT, "%n%-28s %8s %8s %8s %8s %8s %8s  %s%n", "wire", "ok", "timeout",
                "connect", "invalid", "rejected", "other", "circuit breaker"));
        for (ScenarioResult s : run.scenarios()) {
            Map<String, Long> errors = s.errors();
            List<String> breaker = run.breakerTransitions().getOrDefault(s.spoken().way(), List.of());
            String path = breaker.isEmpty() ? "stayed closed"
                    : String.join(" > ", breaker.stream().map(t -> t.substring(t.indexOf(' ') + 1)).toList());
            out.append(String.format(Locale.ROOT, "%-28s %8d %8d %8d %8d %8d %8d  %s%n", s.spoken().way(), s.calls().ok(),
                    errors.getOrDefault("timeout", 0L), errors.getOrDefault("connection", 0L),
                    errors.getOrDefault("invalidReply", 0L), errors.getOrDefault("rejected", 0L),
                    errors.getOrDefault("other", 0L), path));
        }
        if (run.recoveries() != null && !run.recoveries().isEmpty()) {
            out.append(String.format(Locale.ROOT, "%nBack after the fault, through the clients opened before it:%n%-28s %10s %8s  %s%n",
                    "way", "ms", "failed", "last failure"));
            for (Recovery r : run.recoveries()) {
                out.append(String.format(Locale.ROOT, "%-28s %10s %8d  %s%n", r.way(),
                        r.recovered() ? String.valueOf(r.millis()) : "not back", r.failedCalls(),
                        r.lastFailure() == null ? "" : r.lastFailure()));
            }
        }
        return out.toString();
    }
}
