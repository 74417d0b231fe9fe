package dev.wirerace.results.predict;

import dev.wirerace.results.data.RoundTrips;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.ScenarioResult;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A run's remote rows as they would be on another link, from the run's own figures: its round trips per call,
 * bytes and segments each way, and each tier's CPU per call.
 *
 * <p>A call waits its round trips times the link's RTT, and its bytes' serialisation at the link's rate, headers
 * included, the segments as many as the link's MTU needs: that is added to the call's unloaded latency (its
 * one-caller mean, or its mean at these callers where that is lower). At c callers Little's law gives the rate, c over that latency, unless something else runs
 * out first: a tier's CPU (its CPUs over its CPU per call) or the link (its rate over the larger direction's bits
 * per call); then the callers queue, and the latency is c over that bound. The p50 moves by what the mean moved.
 * The broker wires' broker is a tier of its own with as many CPUs as the others, beside the business-service as in
 * the runs: the link lies between the client and the broker, whose leg the round trips and bytes were measured on.
 * Not modelled: TCP's window on a cold connection (the suites' connections are warm and kept), loss, and a
 * link's own jitter.
 *
 * @param roundTrips measured round trips per call ({@link RoundTrips})
 * @param bound what limits the rate: "callers" (latency), "client CPU", "server CPU", "broker CPU" or "link"
 * @param rank the row's place by predicted p50 among the rows of its operation, size and callers (1 fastest)
 * @param loopbackRank its place by the measured p50
 */
public record LinkPrediction(ScenarioResult row, double roundTrips, double p50Micros, double opsPerSecond, String bound,
        int rank, int loopbackRank) {

    public boolean rankChanged() {
        return rank != loopbackRank;
    }

    /** Every remote row of {@code run} with measured round trips, on {@code link}; each tier has {@code tierCpus} CPUs. */
    public static List<LinkPrediction> of(RunDocument run, RoundTrips roundTrips, Link link, int tierCpus) {
        Map<String, Double> unloadedMean = new HashMap<>();
        for (ScenarioResult row : run.scenarios()) {
            if (row.load().concurrency() == 1 && row.latencyMicros() != null && row.latencyMicros().mean() != null) {
                unloadedMean.put(RoundTrips.key(row), row.latencyMicros().mean());
            }
        }
        List<Unranked> unranked = new ArrayList<>();
        for (ScenarioResult row : run.scenarios()) {
            Optional<Double> trips = roundTrips.of(row);
            if (!row.spoken().remote() || trips.isEmpty() || !hasFigures(row)) {
                continue;
            }
            // a call takes no less than it took at these callers: some wires are quicker with more of them
            double unloaded = Math.min(row.latencyMicros().mean(),
                    unloadedMean.getOrDefault(RoundTrips.key(row), row.latencyMicros().mean()));
            unranked.add(predict(row, trips.get(), link, tierCpus, unloaded));
        }
        return ranked(unranked);
    }

    private static boolean hasFigures(ScenarioResult row) {
        return row.latencyMicros() != null && row.latencyMicros().p50() != null && row.latencyMicros().mean() != null
                && row.throughput().opsPerSecond() != null && row.cost() != null && row.cost().traffic().bytesUp() != null
                && row.cost().traffic().bytesDown() != null && row.cost().client().cpuMicros() != null
                && row.cost().server().cpuMicros() != null;
    }

    private record Unranked(ScenarioResult row, double roundTrips, double p50, double ops, String bound) {
    }

    private static Unranked predict(ScenarioResult row, double roundTrips, Link link, int tierCpus,
            double unloadedMeanMicros) {
        ScenarioResult.Cost cost = row.cost();
        double segmentsUp = cost.traffic().segmentsUp() == null ? 1 : cost.traffic().segmentsUp();
        double segmentsDown = cost.traffic().segmentsDown() == null ? 1 : cost.traffic().segmentsDown();
        double added = roundTrips * link.rttMicros() + link.serialisationMicros(cost.traffic().bytesUp(), segmentsUp)
                + link.serialisationMicros(cost.traffic().bytesDown(), segmentsDown);
        double latency = unloadedMeanMicros + added;
        Map<String, Double> limits = new HashMap<>();
        limits.put("callers", row.load().concurrency() * 1e6 / latency);
        limits.put("client CPU", tierCpus * 1e6 / cost.client().cpuMicros());
        limits.put("server CPU", tierCpus * 1e6 / cost.server().cpuMicros());
        if (cost.broker() != null && cost.broker().cpuMicros() != null) {
            limits.put("broker CPU", tierCpus * 1e6 / cost.broker().cpuMicros());
        }
        if (!Double.isInfinite(link.bitsPerSecond())) {
            double bitsPerCall = 8 * Math.max(link.wireBytes(cost.traffic().bytesUp(), segmentsUp),
                    link.wireBytes(cost.traffic().bytesDown(), segmentsDown));
            limits.put("link", link.bitsPerSecond() / bitsPerCall);
        }
        Map.Entry<String, Double> bound = limits.entrySet().stream().min(Map.Entry.comparingByValue()).orElseThrow();
        double ops = bound.getValue();
        double meanThen = row.load().concurrency() * 1e6 / ops;
        double p50 = row.latencyMicros().p50() + (meanThen - row.latencyMicros().mean());
        return new Unranked(row, roundTrips, Math.max(p50, row.latencyMicros().p50()), ops, bound.getKey());
    }

    /** The rows ranked against each other: the row's identity (ScenarioResult#key) without its way. */
    static String group(ScenarioResult row) {
        String key = row.key();
        return key.substring(row.spoken().way().length() + 1);
    }

    private static List<LinkPrediction> ranked(List<Unranked> rows) {
        Map<String, List<Unranked>> groups = rows.stream().collect(Collectors.groupingBy(u -> group(u.row())));
        List<LinkPrediction> out = new ArrayList<>();
        for (Unranked u : rows) {
            List<Unranked> group = groups.get(group(u.row()));
            int rank = 1 + (int) group.stream().filter(o -> o.p50() < u.p50()).count();
            int loopbackRank = 1 + (int) group.stream()
                    .filter(o -> o.row().latencyMicros().p50() < u.row().latencyMicros().p50()).count();
            out.add(new LinkPrediction(u.row(), u.roundTrips(), u.p50(), u.ops(), u.bound(), rank, loopbackRank));
        }
        out.sort(Comparator.comparing((LinkPrediction p) -> p.row().work().operation()).thenComparingInt(p -> p.row().work().size())
                .thenComparingInt(p -> p.row().load().concurrency()).thenComparingInt(LinkPrediction::rank));
        return out;
    }
}
