package dev.wirerace.results.stats;

import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.ScenarioResult;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A run's rows as {@code compare} reads them unless asked for {@code --raw}, with the host's drift divided out. A
 * host that runs its loopback round trips 7 % faster one quarter of an hour than the last runs every remote wire
 * faster by about as much: remote rows' p50 and ops/s are divided by the raw TCP floor measured in the same fork.
 * The CPU a call costs drifts further than the floor's echo (mostly the kernel's) shows, on both tiers alike: by
 * 5 to 17 % between runs a few minutes apart here, fork by fork, where the floor moved a third as far; so every
 * server CPU per call is divided by its own row's client CPU per call in the same fork (over eight same-code pairs,
 * within ±10 % of the other run on 321 of 352 remote rows, against 252 as measured: docs/notebook/figures-you-can-act-on.md).
 * In-process rows (their cost is the CPU's own work, which a network floor does not measure) and the floors'
 * latency stay as measured: the floor's own ratio is the host's shift ({@link HostShift}).
 *
 * <p>Each wire's fork-to-fork spread is pooled over its rows by {@link ForkSpread#of}, of the figures as they are
 * compared: with two forks a row's own spread rests on one degree of freedom.
 */
final class HostDriftDivided {

    /** Each divided row's floor; a row not here stays as measured. */
    private final Map<ScenarioResult, ScenarioResult> floors;
    /** Each wire's pooled spread, of its figures over the floor where they are divided ({@link #group}). */
    private final Map<String, ScenarioResult.Spread> spreads;
    /** Whether every server CPU per call is read over its row's client CPU per call. */
    private final boolean serverOverClient;

    private HostDriftDivided(Map<ScenarioResult, ScenarioResult> floors, Map<String, ScenarioResult.Spread> spreads,
            boolean serverOverClient) {
        this.floors = floors;
        this.spreads = spreads;
        this.serverOverClient = serverOverClient;
    }

    /**
     * The run's rows as a comparison reads them: with the host's drift divided out when {@code perFloor}, else
     * every figure as measured; either way with each wire's spread pooled afresh, so that a run written before a
     * figure's spread was kept is judged like a new one.
     */
    static HostDriftDivided of(RunDocument run, boolean forks, boolean perFloor) {
        Map<ScenarioResult, ScenarioResult> floors = new IdentityHashMap<>(); // rows are records: by identity, not by value
        for (ScenarioResult row : run.scenarios()) {
            if (perFloor && row.spoken().remote() && !row.spoken().floor()) {
                FloorMultiples.floorFor(row, run.scenarios()).ifPresent(floor -> floors.put(row, floor));
            }
        }
        Map<String, List<ComparedFigures>> byGroup = new LinkedHashMap<>();
        for (ScenarioResult row : run.scenarios()) {
            byGroup.computeIfAbsent(group(row, floors), g -> new ArrayList<>())
                    .add(new ComparedFigures(row, forks, floors.get(row), perFloor));
        }
        Map<String, ScenarioResult.Spread> spreads = new HashMap<>();
        byGroup.forEach((group, figures) -> spreads.put(group, ForkSpread.of(
                figures.stream().map(ComparedFigures::p50).toList(),
                figures.stream().map(ComparedFigures::ops).toList(),
                figures.stream().map(ComparedFigures::serverCpu).toList())));
        return new HostDriftDivided(floors, spreads, perFloor);
    }

    /** A wire's rows divided by the floor spread apart from any of its rows that had no floor to divide by. */
    private static String group(ScenarioResult row, Map<ScenarioResult, ScenarioResult> floors) {
        return (floors.containsKey(row) ? "over the floor " : "as measured ") + row.spoken().way();
    }

    /** The row's figures, its p50 and ops/s over its floor's where it has one here. */
    ComparedFigures figures(ScenarioResult row, boolean forks) {
        return new ComparedFigures(row, forks, floors.get(row), serverOverClient);
    }

    /** The spread the row's fork figures are judged by: its wire's, pooled, of the same kind of figure. */
    ScenarioResult.Spread spread(ScenarioResult row) {
        return spreads.get(group(row, floors));
    }
}
