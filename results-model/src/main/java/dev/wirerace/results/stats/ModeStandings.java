package dev.wirerace.results.stats;

import dev.wirerace.results.data.KnownMedian;
import dev.wirerace.results.data.NativeComparisonDocument.Standing;
import dev.wirerace.results.data.NativeComparisonDocument.WireFigures;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * Where each mode stands against the JVM, wire by wire and over all wires: its suite's ops/s over the JVM's
 * (median over the rows both suites ran), beside the Quarkus team's own ratio for the mode, and which tier pays
 * for the difference, read from the suites' ledgers (CPU per call per tier in the mode less in the JVM). Rows a
 * suite flagged are left out while any unflagged pair is left: a flagged row's ratio is not the modes'
 * difference.
 */
public final class ModeStandings {

    /** The mode every other is set against. */
    public static final String BASELINE = "jvm";

    /** The wire name of the standing drawn from every wire's rows together. */
    public static final String ALL_WIRES = "all wires";

    /** Where the anchors come from, as the console and the page cite them. */
    public static final String ANCHOR_SOURCE = "the Quarkus team's quarkusio/benchmarks, run 2026-06-02, 4 pinned"
            + " cores: Quarkus on the JVM 14,917 tps, with Leyden 13,689, native CE 5,437";

    /** The Quarkus team's throughput in each mode over the JVM's (ANCHOR_SOURCE): 0.92 and 0.36. */
    public static final Map<String, Double> ANCHORS = Map.of("aot", 13_689.0 / 14_917, "native", 5_437.0 / 14_917);

    /** Which tier's CPU per call grew by the mode. */
    enum Payer {
        /** Both grew, the smaller by at least half the larger. */
        BOTH("both"), SERVER("server"), CLIENT("client"),
        /** Neither tier spends more per call than on the JVM. */
        NEITHER("neither");

        private final String id;

        Payer(String id) {
            this.id = id;
        }

        static Payer of(double serverMore, double clientMore) {
            if (serverMore <= 0 && clientMore <= 0) {
                return NEITHER;
            }
            if (Math.min(serverMore, clientMore) >= Math.max(serverMore, clientMore) / 2) {
                return BOTH;
            }
            return serverMore > clientMore ? SERVER : CLIENT;
        }
    }

    private record RowPair(WireFigures jvm, WireFigures other) {

        boolean flagged() {
            return jvm.flagged() || other.flagged();
        }

        double opsRatio() {
            return other.opsPerSecond() / jvm.opsPerSecond();
        }

        /** The mode's figure less the JVM's; null when either row lacks it. */
        Double more(Function<WireFigures, Double> figure) {
            Double base = figure.apply(jvm);
            Double mode = figure.apply(other);
            return base == null || mode == null ? null : mode - base;
        }
    }

    private ModeStandings() {
    }

    /** Per mode other than the JVM: all wires first, then each wire in the order of the JVM's rows; empty without a JVM mode. */
    public static List<Standing> of(List<WireFigures> wires) {
        List<Standing> standings = new ArrayList<>();
        List<String> modes = wires.stream().map(WireFigures::mode).distinct().filter(m -> !m.equals(BASELINE)).toList();
        List<String> wireNames = wires.stream().filter(w -> w.mode().equals(BASELINE)).map(WireFigures::wire)
                .distinct().toList();
        for (String mode : modes) {
            List<RowPair> pairs = pairs(wires, mode);
            standing(mode, ALL_WIRES, pairs).ifPresent(standings::add);
            for (String wire : wireNames) {
                standing(mode, wire, pairs.stream().filter(p -> p.jvm().wire().equals(wire)).toList())
                        .ifPresent(standings::add);
            }
        }
        return standings;
    }

    /** Each JVM row with the mode's row of the same wire, operation and concurrency, both with a throughput. */
    private static List<RowPair> pairs(List<WireFigures> wires, String mode) {
        List<RowPair> pairs = new ArrayList<>();
        for (WireFigures jvm : wires.stream().filter(w -> w.mode().equals(BASELINE)).toList()) {
            wires.stream().filter(o -> o.mode().equals(mode) && o.sameRowAs(jvm)).findFirst()
                    .filter(o -> positive(jvm.opsPerSecond()) && positive(o.opsPerSecond()))
                    .ifPresent(o -> pairs.add(new RowPair(jvm, o)));
        }
        return pairs;
    }

    private static Optional<Standing> standing(String mode, String wire, List<RowPair> pairs) {
        List<RowPair> unflagged = pairs.stream().filter(p -> !p.flagged()).toList();
        List<RowPair> used = unflagged.isEmpty() ? pairs : unflagged;
        if (used.isEmpty()) {
            return Optional.empty();
        }
        Double serverMore = KnownMedian.of(used.stream().map(p -> p.more(WireFigures::serverCpuMicros)).toList());
        Double clientMore = KnownMedian.of(used.stream().map(p -> p.more(WireFigures::clientCpuMicros)).toList());
        String paidBy = serverMore == null && clientMore == null ? null
                : Payer.of(Objects.requireNonNullElse(serverMore, 0.0), Objects.requireNonNullElse(clientMore, 0.0)).id;
        return Optional.of(new Standing(mode, wire, used.size(), unflagged.isEmpty(),
                KnownMedian.of(used.stream().map(RowPair::opsRatio).toList()), ANCHORS.get(mode), serverMore, clientMore,
                paidBy));
    }

    private static boolean positive(Double value) {
        return value != null && value > 0;
    }
}
