package dev.wirerace.results.format;

import dev.wirerace.results.data.JavaSpeed;
import dev.wirerace.results.data.ReferenceResult;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.ScenarioOrder;
import dev.wirerace.results.data.ScenarioResult;
import dev.wirerace.results.data.StudyFigure;
import dev.wirerace.results.stats.Figures;
import dev.wirerace.results.stats.Intervals;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/** The run as a console table: the figures an architect reads first. */
public final class RunTable {

    private static final String NARROW = "%-28s %-24s %3s %11s %10s %10s %8s %7s  %s%n";
    private static final String WIDE = "%-28s %-24s %3s %11s %10s %10s %8s %7s %13s %8s %8s %8s %9s %13s %11s  %s%n";
    /** The wide table of a run with broker rows: the broker's CPU, its third tier, beside the server's. */
    private static final String WIDE_BROKERED = "%-28s %-24s %3s %11s %10s %10s %8s %7s %13s %8s %8s %8s %8s %9s %13s %11s  %s%n";

    private RunTable() {
    }

    /**
     * The outside load generators' rows beside our own client's on the same scenario: the server's ceiling
     * with a native client, and how far our client is from it.
     */
    static String references(RunDocument run) {
        StringBuilder table = new StringBuilder(String.format(Locale.ROOT, "%nthe same endpoints loaded by outside"
                + " generators, pinned like the presentation-service (replies checked by status only)%n"));
        table.append(String.format(Locale.ROOT, "%-16s %-15s %-14s %3s %-26s %11s %9s %9s %9s %7s %-28s %11s %9s %9s%n",
                "tool", "wire", "operation", "c", "shape", "ops/s", "p50 µs", "p90 µs", "p99 µs", "failed",
                "our best client", "its ops/s", "its p50", "ops ratio"));
        for (ReferenceResult reference : run.references()) {
            ScenarioResult ours = run.scenarios().stream().filter(s -> s.spoken().wire().equals(reference.wire())
                    && s.work().operation().equals(reference.operation()) && s.work().size() == reference.size()
                    && s.load().concurrency() == reference.concurrency() && "none".equals(s.work().tx()) && s.throughput().opsPerSecond() != null)
                    .max(Comparator.comparingDouble(r -> r.throughput().opsPerSecond())).orElse(null);
            table.append(String.format(Locale.ROOT, "%-16s %-15s %-14s %3d %-26s %11.0f %9s %9s %9s %7d %-28s %11s %9s %9s%n",
                    reference.tool(), reference.wire(), reference.operation() + (reference.operation().equals("accounts")
                            ? "(" + reference.size() + ")" : ""), reference.concurrency(), reference.shape(),
                    reference.opsPerSecond(), Figures.format(reference.latencyP50Micros(), "%.1f"),
                    Figures.format(reference.latencyP90Micros(), "%.1f"), Figures.format(reference.latencyP99Micros(), "%.1f"),
                    reference.failed(), ours == null ? "-" : ours.spoken().way(), ours == null ? "-" : Figures.format(ours.throughput().opsPerSecond(), "%.0f"),
                    ours == null ? "-" : Figures.format(Intervals.p50Centre(ours), "%.1f"),
                    ours == null || ours.throughput().opsPerSecond() == null ? "-"
                            : String.format(Locale.ROOT, "%.2f", ours.throughput().opsPerSecond() / reference.opsPerSecond())));
        }
        table.append(String.format(Locale.ROOT, "ops ratio: the ops/s of our fastest client on that scenario over the"
                + " tool's (1.00 = as fast as the outside generator)%n"));
        return table.toString();
    }

    /** The narrow table: the figures to read first; {@link #render(RunDocument, boolean)} with wide for all. */
    public static String render(RunDocument run) {
        return render(run, false);
    }

    /**
     * The run's rows in {@link ScenarioOrder#BY_WIRE}, so two runs of one suite print alike. Narrow: wire,
     * operation, callers, ops/s, p50, p99, × floor, errors and trust; wide adds the calls and the cost ledger
     * (CPU, bytes, allocation and JIT time per call), which results.csv always has.
     */
    public static String render(RunDocument run, boolean wide) {
        StringBuilder table = new StringBuilder();
        table.append(String.format(Locale.ROOT, "network: %s%s%n", run.network(), networkCheck(run)));
        if (run.hosts() != null) {
            table.append(String.format(Locale.ROOT, "presentation host: %s%nbusiness host:     %s%n",
                    run.hosts().presentation() == null ? "?" : run.hosts().presentation().summary(),
                    run.hosts().business() == null ? "not read" : run.hosts().business().summary()));
        }
        JavaSpeed speed = run.settings() == null ? null : run.settings().javaSpeed();
        if (speed != null) {
            table.append(String.format(Locale.ROOT, "Java yardstick (a fixed piece of Java work, µs of the thread's CPU a"
                    + " pass, per fork; compare says how far it moved): presentation host %s, business"
                    + " host %s%n", micros(speed.clientNanosPerPass()), micros(speed.serverNanosPerPass())));
        }
        boolean brokered = run.scenarios().stream().anyMatch(s -> s.cost() != null && s.cost().broker() != null);
        table.append(wide ? wideHeader(brokered) : narrowHeader());
        for (ScenarioResult s : run.scenarios().stream().sorted(ScenarioOrder.BY_WIRE).toList()) {
            table.append(wide ? wideRow(s, brokered) : narrowRow(s));
        }
        table.append(String.format(Locale.ROOT, "wire: the wire with its default client, or wire@client for another "
                + "client library speaking it%n"));
        if (run.scenarios().stream().anyMatch(s -> s.forks() != null && s.forks().count() >= 2)) {
            table.append(String.format(Locale.ROOT, "p50: the geometric mean of the forks' p50s, each fork weighing alike"
                    + " (as the digest and compare read it); the other percentiles from all forks' calls together%n"));
        }
        if (run.scenarios().stream().anyMatch(s -> "closed".equals(s.load().loadModel()))) {
            // a closed loop waits for each reply before the next call: a stall delays the calls behind it unseen
            table.append(String.format(Locale.ROOT, "closed loop: each caller sends its next call when the last"
                    + " returns, so a stall holds back the calls behind it and p99 understates the tail a steady"
                    + " stream of users would see (coordinated omission); --load fixed-rate times each call from its"
                    + " intended start%n"));
        }
        if (wide) {
            table.append(String.format(Locale.ROOT, "cli/srv µs: CPU time per call of the presentation-service and the "
                    + "business-service processes, their JIT compiler threads left out (the empty wire's cli µs is the "
                    + "harness's own share); B up/down: bytes "
                    + "the kernel counted on the client's sockets per call; alloc: heap bytes allocated per call; jit ms: "
                    + "JIT compilation time of each tier during the scenario's rounds%n"));
        }
        if (run.scenarios().stream().anyMatch(s -> s.trust() != null && !s.trust().flags().isEmpty())) {
            table.append(String.format(Locale.ROOT, "trust: DISTURBED n/m = n of m rounds ran while other processes or "
                    + "the hypervisor took more of the machine than the noise guard allows; UNSTEADY = the wire's "
                    + "warm-up ended before it was steady (its throughput still moving, or its JIT still compiling); "
                    + "COMPILING = a tier's JIT compiler threads were busy for over a fifth of the windows' time, on the "
                    + "CPU the calls run on (left out of its CPU per call, but its latency carries it); SHORT = fewer "
                    + "calls measured than callers times rounds, a call outlasting its round (longer rounds: "
                    + "--iteration). Such figures are not to be compared.%n"));
        }
        if (run.scenarios().stream().anyMatch(RunTable::grouped)) {
            table.append(String.format(Locale.ROOT, "* timed in groups of calls, each sample a group's mean per "
                    + "call: one call is too short for the clock, or a batch is timed whole (callsPerSample in "
                    + "run.json)%n"));
        }
        if (!run.seeds().isEmpty()) {
            table.append(String.format(Locale.ROOT, "%nthe studies' published figures beside ours (set-ups differ: see notes in run.json)%n"));
            for (StudyFigure seed : run.seeds()) {
                table.append(String.format(Locale.ROOT, "study %s  %-45s %-14s published %10.1f  ours %10.1f  %s%n",
                        seed.study(), seed.experiment(), seed.wire(), seed.published(),
                        seed.ours() == null ? Double.NaN : seed.ours(), seed.unit()));
            }
        }
        if (run.references() != null && !run.references().isEmpty()) {
            table.append(references(run));
        }
        table.append(String.format(Locale.ROOT, "run %s: %s, %d scenarios, results in results/%s%n", run.runId(),
                run.status(), run.scenarios().size(), run.runId()));
        return table.toString();
    }

    private static String micros(List<Double> nanosPerFork) {
        if (nanosPerFork == null || nanosPerFork.isEmpty()) {
            return "not read";
        }
        return String.join(", ", nanosPerFork.stream().map(nanos -> nanos == null ? "-"
                : String.format(Locale.ROOT, "%.2f", nanos / 1e3)).toList());
    }

    private static String narrowHeader() {
        return String.format(Locale.ROOT, NARROW, "wire", "operation", "c", "ops/s", "p50 µs", "p99 µs", "× floor",
                "errors", "trust");
    }

    private static String narrowRow(ScenarioResult s) {
        return String.format(Locale.ROOT, NARROW, s.spoken().way(), operation(s), s.load().concurrency(),
                Figures.format(s.throughput().opsPerSecond(), "%.0f"), latency(Intervals.p50Centre(s), s),
                latency(s.latencyMicros().p99(), s), Figures.format(s.floorMultiple(), "%.1f"), s.errorCount(), trust(s));
    }

    /** The operation, and the rate offered to a fixed-rate row (a run at several rates has a row per rate). */
    private static String operation(ScenarioResult s) {
        return s.load().targetRatePerSecond() == null ? s.operationLabel()
                : s.operationLabel() + " @" + Math.round(s.load().targetRatePerSecond()) + "/s";
    }

    private static String wideHeader(boolean brokered) {
        List<Object> cells = new java.util.ArrayList<>(List.of("wire", "operation", "c", "ops/s", "p50 µs", "p99 µs",
                "× floor", "errors", "made/served", "cli µs", "srv µs", "B up", "B down", "alloc cli/srv", "jit ms c/s",
                "trust"));
        if (brokered) {
            cells.add(11, "brk µs");
        }
        return String.format(Locale.ROOT, brokered ? WIDE_BROKERED : WIDE, cells.toArray());
    }

    private static String wideRow(ScenarioResult s, boolean brokered) {
        String served = s.calls().servedByServer() == null ? "-" : String.valueOf(s.calls().servedByServer());
        ScenarioResult.Cost cost = s.cost();
        List<Object> cells = new java.util.ArrayList<>(List.of(s.spoken().way(), operation(s), s.load().concurrency(),
                Figures.format(s.throughput().opsPerSecond(), "%.0f"), latency(Intervals.p50Centre(s), s),
                latency(s.latencyMicros().p99(), s), Figures.format(s.floorMultiple(), "%.1f"), s.errorCount(),
                s.calls().made() + "/" + served, cost == null ? "-" : Figures.cpu(cost.client().cpuMicros()),
                cost == null ? "-" : Figures.cpu(cost.server().cpuMicros()),
                cost == null ? "-" : Figures.format(cost.traffic().bytesUp(), "%.0f"),
                cost == null ? "-" : Figures.format(cost.traffic().bytesDown(), "%.0f"),
                cost == null ? "-" : Figures.format(cost.client().allocatedBytes(), "%.0f") + "/"
                        + Figures.format(cost.server().allocatedBytes(), "%.0f"),
                cost == null ? "-" : count(cost.client().jitMillis()) + "/" + count(cost.server().jitMillis()), trust(s)));
        if (brokered) {
            cells.add(11, cost == null || cost.broker() == null ? "-" : Figures.cpu(cost.broker().cpuMicros()));
        }
        return String.format(Locale.ROOT, brokered ? WIDE_BROKERED : WIDE, cells.toArray());
    }

    private static String trust(ScenarioResult s) {
        if (s.trust() == null || s.trust().flags().isEmpty()) {
            return s.trust() == null ? "" : "ok";
        }
        StringBuilder words = new StringBuilder();
        if (s.trust().disturbedRounds() > 0) {
            words.append("DISTURBED ").append(s.trust().disturbedRounds()).append('/').append(s.trust().rounds());
        }
        if (!s.trust().warmupSteady()) {
            words.append(words.isEmpty() ? "" : " ").append("UNSTEADY");
        }
        if (s.trust().flags().contains(ScenarioResult.Trust.COMPILING)) {
            words.append(words.isEmpty() ? "" : " ").append("COMPILING");
        }
        if (s.trust().flags().contains(ScenarioResult.Trust.SHORT_ROUNDS)) {
            words.append(words.isEmpty() ? "" : " ").append("SHORT");
        }
        return words.toString();
    }

    private static String count(Long value) {
        return value == null ? "-" : value.toString();
    }

    /** What the in-run check measured the link to add, when there is a proxy. */
    private static String networkCheck(RunDocument run) {
        if (run.settings() != null && run.settings().environment().networkCheck() instanceof java.util.Map<?, ?> check
                && Boolean.TRUE.equals(check.get("proxied"))) {
            return String.format(Locale.ROOT, " (the link adds %s µs per round trip, expected at least %s: %s)",
                    check.get("addedRoundTripMicros"), check.get("expectedAddedRoundTripMicros"),
                    Boolean.TRUE.equals(check.get("ok")) ? "checked" : "CHECK FAILED");
        }
        return "";
    }

    /** The latency as Figures prints it, with a star when calls were timed in groups. */
    private static String latency(Double micros, ScenarioResult s) {
        String value = Figures.micros(micros);
        return grouped(s) ? value + "*" : value;
    }

    private static boolean grouped(ScenarioResult s) {
        Integer calls = s.latencyMicros().callsPerSample();
        return calls != null && calls > 1;
    }
}
