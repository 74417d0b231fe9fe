package dev.wirerace.results.predict;

import dev.wirerace.results.data.RoundTrips;
import dev.wirerace.results.data.ScenarioResult;
import java.util.List;
import java.util.Locale;

/** The console's answer to "what if the tiers were apart": predictions, how close they came, and the money. */
public final class PredictionTable {

    private PredictionTable() {
    }

    /** Each predicted row; with {@code against}, the measured p50 beside it and the error. */
    public static String predictions(String runId, Link link, RoundTrips roundTrips, List<LinkPrediction> predictions,
            Against against) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "run %s on %s%n", runId, link.describe()));
        out.append(RoundTrips.TOGGLED.equals(roundTrips.method())
                ? String.format(Locale.ROOT, "round trips per call measured by %s (%.2f ms switched on and off on the"
                        + " replies; what it added beyond that to the raw floor's one round trip: %s)%n", roundTrips.source(),
                        roundTrips.addedMicros() / 1000, describeProxy(roundTrips))
                : String.format(Locale.ROOT, "round trips per call measured against %s (%.2f ms added per round trip;"
                        + " the proxy's own cost, from the floor: %s)%n", roundTrips.source(), roundTrips.addedMicros() / 1000,
                        describeProxy(roundTrips)));
        out.append(String.format(Locale.ROOT, "%-30s %-14s %5s %6s %12s %14s %10s  %-10s %5s", "way", "operation", "c",
                "trips", "loopback p50", "predicted p50", "ops/s", "bound", "rank"));
        if (against != null) {
            out.append(String.format(Locale.ROOT, " %13s %7s %9s", "measured p50", "error", "ops error"));
        }
        out.append(System.lineSeparator());
        for (int i = 0; i < predictions.size(); i++) {
            LinkPrediction p = predictions.get(i);
            ScenarioResult row = p.row();
            out.append(String.format(Locale.ROOT, "%-30s %-14s %5d %6.2f %12.1f %14.1f %10.0f  %-10s %5s", row.spoken().way(),
                    operation(row), row.load().concurrency(), p.roundTrips(), row.latencyMicros().p50(), p.p50Micros(),
                    p.opsPerSecond(), p.bound(), p.rank() + (p.rankChanged() ? "*" : "")));
            if (against != null) {
                ScenarioResult measured = against.measured().get(i);
                Double opsError = against.opsError(i);
                out.append(measured == null ? String.format(Locale.ROOT, " %13s", "not measured")
                        : String.format(Locale.ROOT, " %13.1f %+6.1f%% %+8.1f%%", measured.latencyMicros().p50(),
                                against.p50Error(i) * 100, opsError == null ? Double.NaN : opsError * 100));
            }
            out.append(System.lineSeparator());
        }
        out.append("trips: round trips per call, measured; bound: what limits the rate there (callers: the latency);"
                + " rank: by predicted p50 among its operation and callers, * where it differs from loopback's")
                .append(System.lineSeparator());
        if (against != null) {
            int[] within = against.p50Within(0.15);
            int[] order = against.pairsInSameOrder(0.05);
            out.append(String.format(Locale.ROOT, "against run %s: predicted p50 within ±15 %% on %d of %d rows; of the"
                    + " pairs of wires that run set more than 5 %% apart, %d of %d in the same order%n", against.runId(),
                    within[0], within[1], order[0], order[1]));
        }
        return out.toString();
    }

    /** What a million calls of each remote row cost, at the prices given; the broker's columns where a row has one. */
    public static String money(List<ScenarioResult> rows, double vcpuHourDollars, double gbDollars, String source) {
        List<CallCost> costs = rows.stream().filter(row -> row.spoken().remote())
                .map(row -> CallCost.of(row, vcpuHourDollars, gbDollars)).filter(cost -> cost != null).toList();
        boolean brokered = costs.stream().anyMatch(cost -> cost.row().cost().broker() != null);
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "a million calls, at $%.4f per vCPU-hour and $%.4f per GB each way (%s)%n",
                vcpuHourDollars, gbDollars, source));
        out.append(String.format(Locale.ROOT, "%-30s %-14s %5s %12s %12s", "way", "operation", "c", "client CPU-s",
                "server CPU-s"));
        if (brokered) {
            out.append(String.format(Locale.ROOT, " %12s", "broker CPU-s"));
        }
        out.append(String.format(Locale.ROOT, " %9s %9s", "client $", "server $"));
        if (brokered) {
            out.append(String.format(Locale.ROOT, " %9s", "broker $"));
        }
        out.append(String.format(Locale.ROOT, " %8s %8s %10s %9s%n", "GB up", "GB down", "transfer $", "total $"));
        for (CallCost cost : costs) {
            ScenarioResult row = cost.row();
            out.append(String.format(Locale.ROOT, "%-30s %-14s %5d %12.1f %12.1f", row.spoken().way(), operation(row),
                    row.load().concurrency(), cost.clientCpuSeconds(), cost.serverCpuSeconds()));
            if (brokered) {
                out.append(String.format(Locale.ROOT, " %12.1f", cost.brokerCpuSeconds()));
            }
            out.append(String.format(Locale.ROOT, " %9.4f %9.4f", cost.clientDollars(), cost.serverDollars()));
            if (brokered) {
                out.append(String.format(Locale.ROOT, " %9.4f", cost.brokerDollars()));
            }
            out.append(String.format(Locale.ROOT, " %8.3f %8.3f %10.4f %9.4f%n", cost.gbUp(), cost.gbDown(),
                    cost.transferDollars(), cost.totalDollars()));
        }
        if (brokered) {
            out.append("the broker stands beside the business-service, as in the run: the bytes are those of the client's"
                    + " leg").append(System.lineSeparator());
        }
        return out.toString();
    }

    private static String operation(ScenarioResult row) {
        return row.work().size() > 0 ? row.work().operation() + "(" + row.work().size() + ")" : row.work().operation();
    }

    private static String describeProxy(RoundTrips roundTrips) {
        StringBuilder out = new StringBuilder();
        roundTrips.proxyMicros().forEach((row, micros) -> out.append(out.isEmpty() ? "" : ", ")
                .append(String.format(Locale.ROOT, "%s %.0f µs", row, micros)));
        return out.toString();
    }
}
