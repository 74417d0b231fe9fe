package dev.wirerace.results.format;

import dev.wirerace.results.data.NativeComparisonDocument;
import dev.wirerace.results.data.NativeComparisonDocument.K6Figures;
import dev.wirerace.results.data.NativeComparisonDocument.ServiceFigures;
import dev.wirerace.results.data.NativeComparisonDocument.Standing;
import dev.wirerace.results.data.NativeComparisonDocument.WarmupFigures;
import dev.wirerace.results.data.NativeComparisonDocument.WireFigures;
import dev.wirerace.results.stats.ModeStandings;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.apache.commons.math3.stat.descriptive.rank.Median;

/** The console's view of a JVM-vs-native comparison: services, then wires, then k6, modes side by side. */
public final class NativeComparisonTable {

    private NativeComparisonTable() {
    }

    public static String render(NativeComparisonDocument doc) {
        StringBuilder out = new StringBuilder();
        out.append("native = ").append(doc.toolchain().label()).append('\n');
        out.append(String.format("%-21s %-7s %9s %12s %15s %19s %17s %16s %13s %13s%n", "service", "mode", "build s",
                "artifact MB", "1st reply ms", "÷ JVM, paired", "CPU ms (JIT ms)", "RSS after MB", "peak suite MB",
                "peak all MB"));
        for (ServiceFigures s : doc.services()) {
            out.append(String.format("%-21s %-7s %9s %12s %15s %19s %17s %16s %13s %13s%n", s.service(), s.mode(),
                    fmt(s.buildSeconds(), 0), s.artifactBytes() == null ? "-" : fmt(s.artifactBytes() / 1048576.0, 1),
                    fmt(s.startupMillisMedian(), 1), paired(s.startupOverJvm()), startupCpu(s),
                    fmt(s.rssAfterFirstRequestMbMedian(), 1), fmt(s.peakRssSuiteMb(), 1), fmt(s.peakRssMb(), 1)));
        }
        if (doc.services().stream().anyMatch(s -> s.startupOverJvm() != null)) {
            out.append("÷ JVM, paired: each launch's time to its first reply over the JVM's launch of the same round"
                    + " (the modes launch in turns), median (lowest to highest)\n");
        }
        List<String> modes = doc.services().stream().map(ServiceFigures::mode).distinct().toList();
        if (modes.size() > 1 && !doc.wires().isEmpty()) {
            out.append(String.format("%n%-18s %-9s %3s", "wire", "operation", "c"));
            modes.forEach(mode -> out.append(String.format(" %13s", mode + " ops/s")));
            modes.forEach(mode -> out.append(String.format(" %12s", mode + " p50µs")));
            out.append(String.format(" %9s  %s%n", "errors", "flagged in"));
            for (WireFigures w : doc.wires().stream().filter(w -> w.mode().equals(modes.get(0))).toList()) {
                List<Optional<WireFigures>> inModes = modes.stream().map(mode -> doc.wires().stream()
                        .filter(o -> o.mode().equals(mode) && o.sameRowAs(w)).findFirst()).toList();
                out.append(String.format("%-18s %-9s %3d", w.wire(), w.operation(), w.concurrency()));
                inModes.forEach(o -> out.append(String.format(" %13s", fmt(o.map(WireFigures::opsPerSecond).orElse(null), 0))));
                inModes.forEach(o -> out.append(String.format(" %12s", fmt(o.map(WireFigures::p50Micros).orElse(null), 0))));
                out.append(String.format(" %9s  %s%n", String.join("/", inModes.stream()
                        .map(o -> o.map(f -> Long.toString(f.errors())).orElse("-")).toList()), flaggedIn(inModes)));
            }
            if (doc.wires().stream().anyMatch(WireFigures::flagged)) {
                out.append("flagged in: the modes whose suite run flagged the row (warm-up not steady, rounds disturbed, "
                        + "a JIT compiling; see each run's table): the modes' ratio on such a row is not their "
                        + "difference\n");
            }
        }
        if (doc.warmups() != null && !doc.warmups().isEmpty()) {
            boolean fresh = doc.warmups().stream().allMatch(w -> Boolean.TRUE.equals(w.freshStart()));
            out.append(String.format("%nwarm-up until steady, %s (s, calls; * = not steady when the budget ran out)%n%-20s",
                    fresh ? "each wire from a fresh start of both services" : "each wire's own cycles in the suite's pass",
                    "wire"));
            modes.forEach(mode -> out.append(String.format(" %20s", mode)));
            out.append('\n');
            for (String wire : doc.warmups().stream().map(WarmupFigures::wire).distinct().toList()) {
                out.append(String.format("%-20s", wire));
                for (String mode : modes) {
                    Optional<WarmupFigures> warmup = doc.warmups().stream()
                            .filter(f -> f.mode().equals(mode) && f.wire().equals(wire)).findFirst();
                    out.append(String.format(" %20s", warmup.map(f -> String.format("%.1f s, %,d%s",
                            f.millisToSteady() / 1e3, f.callsToSteady(), f.steady() ? "" : "*")).orElse("-")));
                }
                out.append('\n');
            }
            modes.stream().filter(mode -> !mode.equals(ModeStandings.BASELINE) && modes.contains(ModeStandings.BASELINE))
                    .forEach(mode -> out.append(steadySoonerOrLater(doc.warmups(), mode)));
        }
        if (doc.standings() != null && !doc.standings().isEmpty()) {
            out.append(standings(doc.standings()));
        }
        if (!doc.k6().isEmpty()) {
            out.append(String.format("%n%-12s %-7s %10s %9s %9s %15s%n", "k6 script", "mode", "req/s", "p50 ms",
                    "p99 ms", "checks ok/fail"));
            for (K6Figures r : doc.k6()) {
                out.append(String.format("%-12s %-7s %10s %9s %9s %15s%n", r.script(), r.mode(),
                        fmt(r.requestsPerSecond(), 0), fmt(r.p50Ms(), 2), fmt(r.p99Ms(), 2),
                        r.checksPassed() + "/" + r.checksFailed()));
            }
        }
        out.append(String.format("%nrun %s: %s%s%n", doc.runId(), doc.status(),
                doc.failureReason() == null ? "" : " (" + doc.failureReason() + ")"));
        return out.toString();
    }

    /**
     * Where each mode stands against the JVM, all wires first, with the Quarkus team's ratio and which tier's CPU
     * per call pays for the difference.
     */
    private static String standings(List<Standing> standings) {
        StringBuilder out = new StringBuilder(String.format("%nwhere each mode stands against the JVM: the suite's ops/s"
                + " over the JVM's (median over the rows neither suite flagged; * = only flagged rows, not the modes'"
                + " difference),%nbeside the Quarkus team's (%s),%nand the CPU per call each tier spends more than on"
                + " the JVM (the suites' ledgers: server = business-service, client = presentation-service)%n",
                ModeStandings.ANCHOR_SOURCE));
        out.append(String.format("%-7s %-20s %5s %12s %8s %15s %15s  %s%n", "mode", "wire", "rows", "ops/s ÷ JVM",
                "Quarkus", "server µs/call", "client µs/call", "which tier pays"));
        for (Standing s : standings) {
            out.append(String.format("%-7s %-20s %5s %12s %8s %15s %15s  %s%n", s.mode(), s.wire(),
                    s.rows() + (s.flaggedRowsOnly() ? "*" : ""), fmt(s.opsRatio(), 2), fmt(s.anchorRatio(), 2),
                    signed(s.serverCpuMicrosMore()), signed(s.clientCpuMicrosMore()),
                    s.paidBy() == null ? "-" : s.paidBy()));
        }
        return out.toString();
    }

    private static String signed(Double micros) {
        return micros == null ? "-" : String.format("%+,.1f", micros);
    }

    /** The modes whose row carries a flag, with the flags: "jvm (unsteady-warmup, compiling)"; empty if none. */
    private static String flaggedIn(List<Optional<WireFigures>> inModes) {
        return String.join("; ", inModes.stream().flatMap(Optional::stream).filter(WireFigures::flagged)
                .map(w -> w.mode() + " (" + String.join(", ", w.flags()) + ")").toList());
    }

    /**
     * "aot against jvm: steady sooner on 3, within a cycle on 1, later on 12 of 16 wires": a warm-up cycle apart
     * or less (the longer of the two, each its wire's own time over its cycles) counts as alike, as far as the
     * steadiness rule can tell; a wire not steady when its budget ran out ends at the budget.
     */
    private static String steadySoonerOrLater(List<WarmupFigures> warmups, String mode) {
        int sooner = 0;
        int alike = 0;
        int later = 0;
        for (WarmupFigures jvm : warmups.stream().filter(w -> w.mode().equals(ModeStandings.BASELINE)).toList()) {
            Optional<WarmupFigures> other = warmups.stream()
                    .filter(w -> w.mode().equals(mode) && w.wire().equals(jvm.wire())).findFirst();
            if (other.isPresent()) {
                long difference = other.get().millisToSteady() - jvm.millisToSteady();
                if (Math.abs(difference) <= Math.max(cycleMillis(jvm), cycleMillis(other.get()))) {
                    alike++;
                } else if (difference < 0) {
                    sooner++;
                } else {
                    later++;
                }
            }
        }
        return String.format("%s against jvm: steady sooner on %d, within a warm-up cycle on %d, later on %d of %d wires%n",
                mode, sooner, alike, later, sooner + alike + later);
    }

    private static double cycleMillis(WarmupFigures warmup) {
        return warmup.callsPerSecond().isEmpty() ? 0 : (double) warmup.millisToSteady() / warmup.callsPerSecond().size();
    }

    /** "0.49 (0.45-0.53)": the median of a mode's round-by-round ratios to the JVM, and their range. */
    private static String paired(List<Double> ratios) {
        if (ratios == null || ratios.isEmpty()) {
            return "-";
        }
        double[] sorted = ratios.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return fmt(new Median().evaluate(sorted), 2) + " (" + fmt(sorted[0], 2) + "-" + fmt(sorted[sorted.length - 1], 2)
                + ")";
    }

    /** "1,320 (790)": the CPU time to the first reply and, where there is a JIT, its compilers' part. */
    private static String startupCpu(ServiceFigures s) {
        return s.startupCpuMillisMedian() == null ? "-" : fmt(s.startupCpuMillisMedian(), 0)
                + (s.startupJitCpuMillisMedian() == null ? "" : " (" + fmt(s.startupJitCpuMillisMedian(), 0) + ")");
    }

    private static String fmt(Double value, int decimals) {
        return Objects.isNull(value) ? "-" : String.format("%,." + decimals + "f", value);
    }
}
