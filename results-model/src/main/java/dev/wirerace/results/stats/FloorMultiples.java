package dev.wirerace.results.stats;

import dev.wirerace.results.data.ScenarioResult;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Reads each scenario's p50 as a multiple of the raw TCP floor's p50 under the same conditions. */
public final class FloorMultiples {

    public static final String FLOOR_WIRE = "floor-tcp";

    private FloorMultiples() {
    }

    public static List<ScenarioResult> apply(List<ScenarioResult> scenarios) {
        return scenarios.stream().map(scenario -> scenario.spoken().floor() ? scenario
                : scenario.withFloorMultiple(multiple(scenario, scenarios))).toList();
    }

    private static Double multiple(ScenarioResult scenario, List<ScenarioResult> all) {
        return floorFor(scenario, all)
                .map(floor -> ratio(scenario.latencyMicros().p50(), floor.latencyMicros().p50()))
                .orElse(null);
    }

    /** The raw TCP floor's row measured under the scenario's conditions, if the run has one. */
    static Optional<ScenarioResult> floorFor(ScenarioResult scenario, List<ScenarioResult> all) {
        return all.stream().filter(floor -> floor.spoken().wire().equals(FLOOR_WIRE) && sameConditions(floor, scenario))
                .findFirst();
    }

    private static boolean sameConditions(ScenarioResult a, ScenarioResult b) {
        return a.work().operation().equals(b.work().operation()) && a.work().payloadBytes() == b.work().payloadBytes()
                && a.load().concurrency() == b.load().concurrency() && a.load().loadModel().equals(b.load().loadModel())
                && Objects.equals(a.load().targetRatePerSecond(), b.load().targetRatePerSecond());
    }

    private static Double ratio(Double value, Double floor) {
        return value == null || floor == null || floor <= 0 ? null : value / floor;
    }
}
