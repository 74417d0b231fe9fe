package dev.wirerace.results.data;

import dev.wirerace.model.TxMode;
import dev.wirerace.model.wire.Client;
import dev.wirerace.model.wire.Operation;
import dev.wirerace.model.wire.Wire;
import java.util.Arrays;
import java.util.Comparator;

/**
 * The one order in which results are read, so that two runs of the same suite print the same lines in the
 * same places whatever order their scenarios finished in. Names the project does not know (a row of a newer
 * or older run) sort after the known ones, by name, rather than fail.
 */
public final class ScenarioOrder {

    /**
     * What was asked: addOne first, then concat by size, then accounts by size and transaction; then the
     * callers, then the load (closed before any fixed rate).
     */
    public static final Comparator<ScenarioResult> BY_SCENARIO = Comparator
            .comparingInt((ScenarioResult s) -> operationRank(s.work().operation()))
            .thenComparing(s -> s.work().operation() == null ? "" : s.work().operation())
            .thenComparing(s -> "batch".equals(s.load().loadModel()))
            .thenComparingInt(r -> r.work().size())
            .thenComparingInt(s -> txRank(s.work().tx()))
            .thenComparing(s -> s.work().tx() == null ? "" : s.work().tx())
            .thenComparingInt(r -> r.load().concurrency())
            .thenComparing(r -> r.load().targetRatePerSecond(), Comparator.nullsFirst(Comparator.naturalOrder()));

    /** The console table's rows: by wire as the Wire enum lists them, its default client first, then the scenario. */
    public static final Comparator<ScenarioResult> BY_WIRE = Comparator
            .comparingInt((ScenarioResult s) -> wireRank(s.spoken().wire()))
            .thenComparing(r -> r.spoken().wire())
            .thenComparing(s -> !s.defaultClient())
            .thenComparingInt(s -> clientRank(s.spoken().client()))
            .thenComparing(r -> r.spoken().way())
            .thenComparing(BY_SCENARIO);

    /** A mode comparison's rows (NativeComparisonDocument) in the same order: by wire, then operation, then callers. */
    public static final Comparator<NativeComparisonDocument.WireFigures> FIGURES_BY_WIRE = Comparator
            .comparingInt((NativeComparisonDocument.WireFigures w) -> wireRank(w.wire()))
            .thenComparing(NativeComparisonDocument.WireFigures::wire)
            .thenComparingInt(w -> operationRank(w.operation()))
            .thenComparing(NativeComparisonDocument.WireFigures::operation)
            .thenComparingInt(NativeComparisonDocument.WireFigures::concurrency);

    private ScenarioOrder() {
    }

    private static int operationRank(String id) {
        return Arrays.stream(Operation.values()).filter(o -> o.id().equals(id)).mapToInt(Enum::ordinal)
                .findFirst().orElse(Operation.values().length);
    }

    private static int txRank(String tx) {
        return Arrays.stream(TxMode.values()).filter(t -> t.wireName().equals(tx))
                .mapToInt(Enum::ordinal).findFirst().orElse(TxMode.values().length);
    }

    private static int wireRank(String id) {
        return Arrays.stream(Wire.values()).filter(w -> w.id().equals(id)).mapToInt(Enum::ordinal).findFirst()
                .orElse(Wire.values().length);
    }

    private static int clientRank(String id) {
        return Arrays.stream(Client.values()).filter(c -> c.id().equals(id)).mapToInt(Enum::ordinal).findFirst()
                .orElse(Client.values().length);
    }
}
