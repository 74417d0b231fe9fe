package dev.wirerace.results.data;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * How many times a call waits for the other side, per wire and operation, measured: two runs of the same
 * code, one on loopback and one through a proxy that adds a known delay to each round trip; what a call
 * gained, over that delay. The proxy costs something of its own on every exchange; the raw floor, one round
 * trip by construction, measures it, and it is taken out first. Read at one caller, where no queue adds to
 * what the link did.
 *
 * @param addedMicros the delay the proxy adds to one round trip
 * @param proxyMicros what the proxy itself added to the floor's round trip, per floor row ("addOne 0")
 * @param byRow round trips per call by row key ({@link #key}), rounded to hundredths
 */
public record RoundTrips(String baseRun, String delayedRun, double addedMicros, Map<String, Double> proxyMicros,
        Map<String, Double> byRow) {

    /** Their field in {@code run.json}. */
    public static final String FIELD = "roundTrips";

    /** The rows of one wire, operation and size share their round trips, whatever the callers. */
    public static String key(ScenarioResult row) {
        return row.spoken().way() + " " + row.work().operation() + " " + row.work().size();
    }

    private static String floorKey(ScenarioResult row) {
        return row.work().operation() + " " + row.work().size();
    }

    /** Round trips for every remote one-caller row that both runs measured with figures. */
    public static RoundTrips measure(RunDocument base, RunDocument delayed, double addedMicros) {
        if (!(addedMicros > 0)) {
            throw new IllegalArgumentException(delayed.header().runId() + " adds no delay to the link (network "
                    + delayed.header().network() + "): round trips need a run with a known delay, e.g. --network lan");
        }
        Map<String, ScenarioResult> delayedRows = new TreeMap<>();
        for (ScenarioResult row : oneCaller(delayed)) {
            delayedRows.put(key(row), row);
        }
        Map<String, Double> proxy = new TreeMap<>();
        for (ScenarioResult row : oneCaller(base)) {
            ScenarioResult other = delayedRows.get(key(row));
            if (row.spoken().floor() && row.spoken().wire().equals("floor-tcp") && other != null) {
                proxy.put(floorKey(row), other.latencyMicros().p50() - row.latencyMicros().p50() - addedMicros);
            }
        }
        if (proxy.isEmpty()) {
            throw new IllegalArgumentException("neither run has the raw TCP floor at one caller (floor-tcp): the proxy's own"
                    + " cost cannot be told from the link's");
        }
        double typicalProxy = median(new ArrayList<>(proxy.values()));
        Map<String, Double> byRow = new TreeMap<>();
        for (ScenarioResult row : oneCaller(base)) {
            ScenarioResult other = delayedRows.get(key(row));
            if (!row.spoken().remote() || other == null) {
                continue;
            }
            double proxyHere = proxy.getOrDefault(floorKey(row), typicalProxy);
            double gained = other.latencyMicros().p50() - row.latencyMicros().p50() - proxyHere;
            byRow.put(key(row), Math.round(Math.max(0, gained / addedMicros) * 100) / 100.0);
        }
        return new RoundTrips(base.header().runId(), delayed.header().runId(), addedMicros, proxy, byRow);
    }

    /** This row's round trips per call, if measured. */
    public Optional<Double> of(ScenarioResult row) {
        return Optional.ofNullable(byRow.get(key(row)));
    }

    private static List<ScenarioResult> oneCaller(RunDocument run) {
        return run.scenarios().stream().filter(r -> r.load().concurrency() == 1 && r.latencyMicros() != null
                && r.latencyMicros().p50() != null && r.latencyMicros().p50() > 0).toList();
    }

    private static double median(List<Double> values) {
        values.sort(Double::compare);
        int n = values.size();
        return n % 2 == 1 ? values.get(n / 2) : (values.get(n / 2 - 1) + values.get(n / 2)) / 2;
    }
}
