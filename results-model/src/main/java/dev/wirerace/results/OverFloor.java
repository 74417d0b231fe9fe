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
 * <p>Each wire's fork-to-fork spread is pooled over its rows by {@link ForkSpread#of}, of the figures as they are
 * compared (over the floor or as measured): with two forks a row's own spread rests on one degree of freedom.
 */
final class OverFloor {

    /** Each divided row's floor; a row not here stays as measured. */
    private final Map<ScenarioResult, ScenarioResult> floors;
    /** Each wire's pooled spread, of its figures over the floor where they are divided ({@link #group}). */
    private final Map<String, ScenarioResult.Spread> spreads;

    private OverFloor(Map<ScenarioResult, ScenarioResult> floors, Map<String, ScenarioResult.Spread> spreads) {
        this.floors = floors;
        this.spreads = spreads;
    }

    /**
     * The run's rows as a comparison reads them: remote rows over their floor when {@code perFloor}, else every
     * figure as measured; either way with each wire's spread pooled afresh, so that a run written before a figure's
     * spread was kept is judged like a new one.
     */
    static OverFloor of(RunDocument run, boolean forks, boolean perFloor) {
        Map<ScenarioResult, ScenarioResult> floors = new IdentityHashMap<>(); // rows are records: by identity, not by value
        for (ScenarioResult row : run.scenarios()) {
            if (perFloor && row.remote() && !row.floor()) {
                FloorMultiples.floorFor(row, run.scenarios()).ifPresent(floor -> floors.put(row, floor));
            }
        }
        Map<String, List<RunComparison.Figures>> byGroup = new LinkedHashMap<>();
        for (ScenarioResult row : run.scenarios()) {
            byGroup.computeIfAbsent(group(row, floors), g -> new ArrayList<>())
                    .add(new RunComparison.Figures(row, forks, floors.get(row)));
        }
        Map<String, ScenarioResult.Spread> spreads = new HashMap<>();
        byGroup.forEach((group, figures) -> spreads.put(group, ForkSpread.of(
                figures.stream().map(RunComparison.Figures::p50).toList(),
                figures.stream().map(RunComparison.Figures::ops).toList(),
                figures.stream().map(RunComparison.Figures::serverCpu).toList())));
        return new OverFloor(floors, spreads);
    }

    /** A wire's rows divided by the floor spread apart from any of its rows that had no floor to divide by. */
    private static String group(ScenarioResult row, Map<ScenarioResult, ScenarioResult> floors) {
        return (floors.containsKey(row) ? "over the floor " : "as measured ") + row.way();
    }

    /** The row's figures, over its floor's where it has one here. */
    RunComparison.Figures figures(ScenarioResult row, boolean forks) {
        return new RunComparison.Figures(row, forks, floors.get(row));
    }

    /** The spread the row's fork figures are judged by: its wire's, pooled, of the same kind of figure. */
    ScenarioResult.Spread spread(ScenarioResult row) {
        return spreads.get(group(row, floors));
    }
}
