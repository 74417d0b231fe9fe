package dev.wirerace.results.data;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * How many times a call waits for the other side, per wire and operation, measured one of two ways, each read
 * at one caller, where no queue adds to what the link did:
 * <ul>
 * <li>{@link #TOGGLED}, by the run itself: a pass after it through Toxiproxy, a known delay on the replies
 * switched on and off block by block (the suite's RoundTripProbe); a call's gain with the delay over the raw
 * floor's, one round trip by construction. The proxy is in both halves, so its own cost cancels.</li>
 * <li>{@link #TWO_RUNS}, against a second run of the same code through a link with a known delay
 * ({@code predict --round-trips-from}); what a call gained, over that delay. The proxy costs something of its
 * own on every exchange; the raw floor measures it, and it is taken out first.</li>
 * </ul>
 *
 * @param delayedRun the run through the delayed link ({@link #TWO_RUNS}); null when the run measured its own
 * @param addedMicros the delay added to one round trip
 * @param proxyMicros what the proxy (two runs) or the switched delay (toggled) added to the floor's round trip
 *        beyond {@code addedMicros}, per floor row ("addOne 0")
 * @param byRow round trips per call by row key ({@link #key}), rounded to hundredths
 * @param method {@link #TOGGLED} or {@link #TWO_RUNS} (runs kept before the first had no such field)
 * @param spreadByRow toggled only: half the range of the middle half of each row's round-by-round figures, in round
 *        trips; null for two runs, which have one figure each
 */
public record RoundTrips(String baseRun, String delayedRun, double addedMicros, Map<String, Double> proxyMicros,
        Map<String, Double> byRow, String method, Map<String, Double> spreadByRow) {

    /** Their field in {@code run.json}. */
    public static final String FIELD = "roundTrips";
    /** Measured by the run's own pass, the delay switched on and off. */
    public static final String TOGGLED = "toggled";
    /** Measured against a second run through a delayed link. */
    public static final String TWO_RUNS = "two-runs";

    public RoundTrips {
        method = method == null ? TWO_RUNS : method;
    }

    /** The rows of one wire, operation and size share their round trips, whatever the callers. */
    public static String key(ScenarioResult row) {
        return key(row.spoken().way(), row.work().operation(), row.work().size());
    }

    /** The key of a way's operation of this size (a way's id, an operation's id). */
    public static String key(String way, String operation, int size) {
        return way + " " + operation + " " + size;
    }

    /**
     * From a pass that switched a delay of {@code addedMicros} on and off: each row's gain with it over the raw
     * floor's, which is one round trip whatever the delay's own lateness.
     *
     * @param floorKey the floor row's key among {@code gainedMicros}
     * @param gainedMicros what the delay added to each row's typical call, by key
     * @param spreadMicros how far each row's rounds spread around it (half the middle half's range), by key
     */
    public static RoundTrips toggled(String runId, double addedMicros, String floorKey, Map<String, Double> gainedMicros,
            Map<String, Double> spreadMicros) {
        Double floor = gainedMicros.get(floorKey);
        if (floor == null || !(floor >= addedMicros / 2)) {
            throw new IllegalArgumentException("the raw floor (" + floorKey + ") gained " + floor + " µs from a delay of "
                    + addedMicros + " µs: the pass did not measure one round trip");
        }
        Map<String, Double> byRow = new TreeMap<>();
        gainedMicros.forEach((key, gained) -> byRow.put(key, hundredths(Math.max(0, gained / floor))));
        Map<String, Double> spread = new TreeMap<>();
        spreadMicros.forEach((key, micros) -> spread.put(key, hundredths(micros / floor)));
        String floorRow = floorKey.substring(floorKey.indexOf(' ') + 1);
        return new RoundTrips(runId, null, addedMicros, Map.of(floorRow, floor - addedMicros), byRow, TOGGLED, spread);
    }

    private static double hundredths(double value) {
        return Math.round(value * 100) / 100.0;
    }

    /** Where they come from, for a line above a prediction. */
    public String source() {
        return TOGGLED.equals(method) ? "run " + baseRun + "'s own round-trip pass" : "run " + delayedRun;
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
            byRow.put(key(row), hundredths(Math.max(0, gained / addedMicros)));
        }
        return new RoundTrips(base.header().runId(), delayed.header().runId(), addedMicros, proxy, byRow, TWO_RUNS, null);
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
