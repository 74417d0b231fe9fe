package dev.wirerace.launcher.suite;

import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.WireWarmupFigures;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * The warm-up budget of a run's next fork, from what its wires needed in the forks before: a wire still getting
 * faster when the last fork's pass ran out (SOAP's slow rise on a slow host) gets the next fork half as much time
 * again, up to twice the suite's, rather than every fork spending the same cap and flagging the same rows.
 */
final class WarmupCarry {

    private WarmupCarry() {
    }

    /** The wires the last fork of {@code soFar} (its forks merged) left unsteady. */
    static List<String> unsteadyInLastFork(RunDocument soFar) {
        return unsteadyInLastFork(soFar.settings().warmup().wireWarmups());
    }

    /** The same, from each wire's warm-up figures (merged from forks, or one fork's own). */
    static List<String> unsteadyInLastFork(Map<String, WireWarmupFigures> wires) {
        if (wires == null) {
            return List.of();
        }
        return wires.entrySet().stream().filter(wire -> !lastFork(wire.getValue()).steady()).map(Map.Entry::getKey)
                .sorted().toList();
    }

    /** The next fork's budget: {@code current} when every wire was steady, else half as much again, at most {@code most}. */
    static Duration next(Duration current, List<String> unsteady, Duration most) {
        if (unsteady.isEmpty()) {
            return current;
        }
        Duration longer = current.plus(current.dividedBy(2));
        return longer.compareTo(most) > 0 ? most : longer;
    }

    private static WireWarmupFigures lastFork(WireWarmupFigures figures) {
        return figures.forks() == null || figures.forks().isEmpty() ? figures : figures.forks().getLast();
    }
}
