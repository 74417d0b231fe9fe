package dev.wirerace.results;

import java.util.List;
import java.util.Objects;

/** Reads each scenario's p50 as a multiple of the raw TCP floor's p50 under the same conditions. */
public final class FloorMultiples {

    static final String FLOOR_WIRE = "floor-tcp";

    private FloorMultiples() {
    }

    public static List<ScenarioResult> apply(List<ScenarioResult> scenarios) {
        return scenarios.stream().map(scenario -> scenario.floor() ? scenario
                : scenario.withFloorMultiple(multiple(scenario, scenarios))).toList();
    }

    private static Double multiple(ScenarioResult scenario, List<ScenarioResult> all) {
        return all.stream().filter(floor -> floor.wire().equals(FLOOR_WIRE) && sameConditions(floor, scenario))
                .findFirst()
                .map(floor -> ratio(scenario.latencyMicros().p50(), floor.latencyMicros().p50()))
                .orElse(null);
    }

    private static boolean sameConditions(ScenarioResult a, ScenarioResult b) {
        return a.operation().equals(b.operation()) && a.payloadBytes() == b.payloadBytes()
                && a.concurrency() == b.concurrency() && a.loadModel().equals(b.loadModel())
                && Objects.equals(a.targetRatePerSecond(), b.targetRatePerSecond());
    }

    private static Double ratio(Double value, Double floor) {
        return value == null || floor == null || floor <= 0 ? null : value / floor;
    }
}
