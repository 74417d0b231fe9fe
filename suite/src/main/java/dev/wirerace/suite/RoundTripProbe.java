package dev.wirerace.suite;

import dev.wirerace.engine.Call;
import dev.wirerace.engine.CallFailure;
import dev.wirerace.engine.LoadModel;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.wire.Operation;
import dev.wirerace.model.wire.Way;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.results.data.RoundTrips;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jboss.logging.Logger;

/**
 * Round trips per call, measured in a short pass of a run's own (so that {@code predict} needs no second run):
 * every scenario's calls timed one by one in blocks, through Toxiproxy, a delay on the replies switched on for
 * every other block. A scenario's gain is the median, over the rounds, of its block's median with the delay less
 * the block's without, just before it: both go through the same proxy, so the proxy's own cost cancels, and the
 * two halves of a round are seconds apart, so a compilation or a noisy spell falls on both or on one round of
 * several. Each round measures every scenario before the delay is switched, so it is switched twice a round,
 * not twice a scenario.
 */
public final class RoundTripProbe {

    private static final Logger LOG = Logger.getLogger(RoundTripProbe.class);

    /**
     * Rounds of one block without the delay and one with it, at least; the median of their differences is kept. A
     * scenario whose rounds still spread wider than SETTLED_SHARE of the delay goes on, alone with the others
     * that do, up to MOST_ROUNDS or MOST_EXTRA_NANOS more (a cold or noisy wire's blocks differ by milliseconds).
     */
    public static final int ROUNDS = 6;
    static final int MOST_ROUNDS = 20;
    static final long MOST_EXTRA_NANOS = 60_000_000_000L;
    /** A twentieth of a round trip. */
    static final double SETTLED_SHARE = 0.05;
    /** Calls timed in each block; the block's figure is their median. */
    static final int CALLS_PER_BLOCK = 25;
    /** Each scenario's calls before any block, without the delay: its code past class loading and first compiles. */
    static final int WARM_CALLS = 1_000;
    static final long WARM_NANOS = 500_000_000L;

    /** The delay switched on and off: Toxiproxy's latency on every proxied port's replies (NetworkLink). */
    public interface Delay {
        /** What the delay adds to one round trip. */
        long addedMicros();

        void set(boolean on) throws IOException, InterruptedException;
    }

    /**
     * @param gainedMicros what the delay added to each scenario's typical call, by key ({@link RoundTrips#key})
     * @param spreadMicros half the range of the middle half of each scenario's round-by-round gains
     * @param failures a scenario or wire that could not be measured, and why
     */
    public record Outcome(Map<String, Double> gainedMicros, Map<String, Double> spreadMicros, List<String> failures) {
    }

    private RoundTripProbe() {
    }

    /** The key of a scenario's round trips: its way, operation and size, whatever its callers. */
    public static String key(Scenario scenario) {
        return RoundTrips.key(scenario.way().id(), scenario.operation().id(), scenario.size());
    }

    /** The raw TCP floor's addOne, one round trip by construction: what every other gain is divided by. */
    public static Scenario floor() {
        return Scenario.closed(Wire.FLOOR_TCP, Operation.ADD_ONE, TxMode.NONE, 0, 1);
    }

    /**
     * Opens each way, warms its scenarios, then measures ROUNDS rounds; every way closed and the delay off at the
     * end, whatever fails.
     *
     * @param byWay one-caller, closed-model scenarios, one per key
     */
    public static Outcome measure(Map<Way, List<Scenario>> byWay, WireOpener clients, Delay delay)
            throws IOException, InterruptedException {
        RunRecord record = new RunRecord();
        Map<Scenario, OpenWire> opened = new LinkedHashMap<>();
        List<OpenWire> wires = new ArrayList<>();
        try {
            delay.set(false);
            for (Map.Entry<Way, List<Scenario>> way : byWay.entrySet()) {
                OpenWire open = OpenWire.open(way.getKey(), way.getValue(), clients, record);
                if (open != null) {
                    wires.add(open);
                    way.getValue().forEach(scenario -> opened.put(scenario, open));
                }
            }
            List<String> failures = new ArrayList<>(record.failures);
            Map<Scenario, Call> calls = new LinkedHashMap<>();
            for (Map.Entry<Scenario, OpenWire> entry : opened.entrySet()) {
                Scenario scenario = entry.getKey();
                if (scenario.concurrency() != 1 || scenario.loadModel() != LoadModel.CLOSED) {
                    throw new IllegalArgumentException(scenario.describe() + ": round trips are measured at one caller");
                }
                calls.put(scenario, entry.getValue().call(scenario));
            }
            long[] sequence = { 0 };
            for (Map.Entry<Scenario, Call> call : List.copyOf(calls.entrySet())) {
                String failure = warm(call.getValue(), sequence);
                if (failure != null) {
                    failures.add(call.getKey().describe() + ": " + failure);
                    calls.remove(call.getKey());
                }
            }
            Map<Scenario, List<Double>> gains = new LinkedHashMap<>();
            calls.keySet().forEach(scenario -> gains.put(scenario, new ArrayList<>()));
            Map<Scenario, Call> unsettled = new LinkedHashMap<>(calls);
            long extraUntil = Long.MAX_VALUE;
            for (int round = 1; round <= MOST_ROUNDS && !unsettled.isEmpty() && System.nanoTime() < extraUntil; round++) {
                List<Scenario> measuring = List.copyOf(unsettled.keySet());
                Map<Scenario, Double> without = blocks(unsettled, sequence, failures);
                delay.set(true);
                Map<Scenario, Double> with = blocks(unsettled, sequence, failures);
                delay.set(false);
                for (Scenario scenario : measuring) {
                    if (!with.containsKey(scenario) || !without.containsKey(scenario)) {
                        unsettled.remove(scenario);
                        gains.remove(scenario);
                        continue;
                    }
                    gains.get(scenario).add(with.get(scenario) - without.get(scenario));
                    if (round >= ROUNDS && halfQuartileRange(gains.get(scenario)) <= SETTLED_SHARE * delay.addedMicros()) {
                        unsettled.remove(scenario);
                    }
                }
                if (round == ROUNDS) {
                    extraUntil = System.nanoTime() + MOST_EXTRA_NANOS;
                }
                LOG.infof("round trips: round %d measured over %d scenarios; %d still spread wider than ±%.0f µs",
                        round, measuring.size(), round >= ROUNDS ? unsettled.size() : measuring.size(),
                        SETTLED_SHARE * delay.addedMicros());
            }
            Map<String, Double> gained = new LinkedHashMap<>();
            Map<String, Double> spread = new LinkedHashMap<>();
            gains.forEach((scenario, rounds) -> {
                gained.put(key(scenario), median(sorted(rounds)));
                spread.put(key(scenario), halfQuartileRange(rounds));
            });
            return new Outcome(gained, spread, failures);
        } finally {
            try {
                delay.set(false);
            } finally {
                wires.forEach(OpenWire::close);
            }
        }
    }

    /** Up to WARM_CALLS calls or WARM_NANOS; null, or the failure that stopped them. */
    private static String warm(Call call, long[] sequence) {
        long end = System.nanoTime() + WARM_NANOS;
        for (int i = 0; i < WARM_CALLS && System.nanoTime() < end; i++) {
            try {
                call.invoke(sequence[0]++);
            } catch (Exception e) {
                return CallFailure.oneLine(e);
            }
        }
        return null;
    }

    /**
     * One block of every scenario still measured: a call untimed (it may carry what switching the delay left on
     * the connection), then CALLS_PER_BLOCK timed one by one; each block's median. A scenario whose call fails is
     * dropped from the pass, saying why.
     */
    private static Map<Scenario, Double> blocks(Map<Scenario, Call> calls, long[] sequence, List<String> failures) {
        Map<Scenario, Double> medians = new LinkedHashMap<>();
        for (Map.Entry<Scenario, Call> entry : List.copyOf(calls.entrySet())) {
            Call call = entry.getValue();
            double[] micros = new double[CALLS_PER_BLOCK];
            try {
                call.invoke(sequence[0]++);
                for (int i = 0; i < CALLS_PER_BLOCK; i++) {
                    long start = System.nanoTime();
                    call.invoke(sequence[0]++);
                    micros[i] = (System.nanoTime() - start) / 1_000.0;
                }
            } catch (Exception e) {
                failures.add(entry.getKey().describe() + ": " + CallFailure.oneLine(e));
                calls.remove(entry.getKey());
                continue;
            }
            Arrays.sort(micros);
            medians.put(entry.getKey(), median(micros));
        }
        return medians;
    }

    /** Half the range of the middle half of the rounds' gains: what one odd round cannot move. */
    static double halfQuartileRange(List<Double> gains) {
        double[] values = sorted(gains);
        int n = values.length;
        return (values[n - 1 - n / 4] - values[n / 4]) / 2;
    }

    private static double[] sorted(List<Double> values) {
        double[] array = values.stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(array);
        return array;
    }

    private static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
