package dev.wirerace.presentation.results;

import java.util.List;
import java.util.Map;

/**
 * One scenario's figures. {@code size} is concat's string length or the account count (0 for addOne),
 * {@code payloadBytes} the business data in the reply. Latencies in microseconds; {@code floorMultiple} is this p50 over the raw TCP
 * floor's p50 for the same operation, payload and concurrency; null where there is nothing to compare.
 */
public record ScenarioResult(String wire, String wireLabel, boolean remote, boolean tls, boolean floor,
        String operation, String tx, int size, int payloadBytes, int concurrency, String loadModel, Double targetRatePerSecond,
        Double opsPerSecond, Double opsPerSecondCi95, List<Double> opsPerSecondPerIteration, LatencyMicros latencyMicros,
        Calls calls, Map<String, Long> errors, Double floorMultiple, String histogramFile) {

    /**
     * @param callsPerSample 1 when every call was timed alone; more for calls too short for the clock, timed in
     *        groups, each sample a group's mean per call (see ClockGrain); for study 1's batches, the calls of a
     *        run, timed as a whole; null in runs older than the field
     */
    public record LatencyMicros(Double p50, Double p90, Double p99, Double p999, Double max, Double mean,
            Double meanCi95, Integer callsPerSample) {
    }

    /**
     * @param made calls started, warm-up included
     * @param ok calls answered correctly, warm-up included
     * @param measured correct calls in the measured iterations (the latency samples)
     * @param servedByServer what the server's call counter grew by meanwhile; null when it has none
     */
    public record Calls(long made, long ok, long measured, Long servedByServer) {
    }

    public long errorCount() {
        return errors.values().stream().mapToLong(Long::longValue).sum();
    }

    ScenarioResult withFloorMultiple(Double multiple) {
        return new ScenarioResult(wire, wireLabel, remote, tls, floor, operation, tx, size, payloadBytes, concurrency,
                loadModel, targetRatePerSecond, opsPerSecond, opsPerSecondCi95, opsPerSecondPerIteration,
                latencyMicros, calls, errors, multiple, histogramFile);
    }
}
