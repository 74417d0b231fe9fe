package dev.wirerace.results;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A run's remote rows read over the raw TCP floor measured in the same fork (or round), as {@code compare} reads
 * them unless asked for {@code --raw}: a host that runs its loopback round trips 7 % faster one quarter of an hour
 * than the last runs every remote wire faster by about as much, and dividing by the floor takes that shift out.
 * In-process rows (their cost is the CPU's own work, which a network floor does not measure) and the floors
 * themselves stay as measured: the floor's own ratio is the host's shift ({@link HostShift}).
 *
 * <p>Each wire's fork-to-fork spread is pooled over its rows by {@link ForkSpread#of}, as for the raw figures, but of
 * the figures over the floor: with two forks a row's own spread rests on one degree of freedom.
 */
final class OverFloor {

    /** Every figure as measured, with the wires' pooled raw spread. */
    static final OverFloor NONE = new OverFloor(Map.of(), Map.of());

    /** Each divided row's floor; a row not here stays as measured. */
    private final Map<ScenarioResult, ScenarioResult> floors;
    private final Map<String, ScenarioResult.Spread> spreads;

    private OverFloor(Map<ScenarioResult, ScenarioResult> floors, Map<String, ScenarioResult.Spread> spreads) {
        this.floors = floors;
        this.spreads = spreads;
    }

    static OverFloor of(RunDocument run, boolean forks) {
        Map<ScenarioResult, ScenarioResult> floors = new IdentityHashMap<>(); // rows are records: by identity, not by value
        for (ScenarioResult row : run.scenarios()) {
            if (row.remote() && !row.floor()) {
                FloorMultiples.floorFor(row, run.scenarios()).ifPresent(floor -> floors.put(row, floor));
            }
        }
        Map<String, List<RunComparison.Figures>> byWay = new LinkedHashMap<>();
        floors.forEach((row, floor) -> byWay.computeIfAbsent(row.way(), way -> new ArrayList<>())
                .add(new RunComparison.Figures(row, forks, floor)));
        Map<String, ScenarioResult.Spread> spreads = new HashMap<>();
        byWay.forEach((way, figures) -> spreads.put(way, ForkSpread.of(
                figures.stream().map(RunComparison.Figures::p50).toList(),
                figures.stream().map(RunComparison.Figures::ops).toList())));
        return new OverFloor(floors, spreads);
    }

    /** The row's figures, over its floor's where it has one here. */
    RunComparison.Figures figures(ScenarioResult row, boolean forks) {
        return new RunComparison.Figures(row, forks, floors.get(row));
    }

    /** The spread the row's fork figures are judged by: its wire's, pooled, of the same kind of figure. */
    ScenarioResult.Spread spread(ScenarioResult row) {
        if (floors.containsKey(row)) {
            return spreads.get(row.way());
        }
        return row.forks() == null ? null : row.forks().spread();
    }
}
