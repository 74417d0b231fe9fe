package dev.wirerace.results;

import dev.wirerace.engine.Stats;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * How far a wire's figures move from one fork to the next, pooled over the wire's rows. With two or three
 * forks a row's own spread rests on one or two degrees of freedom (Student's t at 97.5 %: 12.7 and 4.3), an
 * interval wide enough to call every pair of wires a tie; pooled over the rows of one wire (its operations
 * and concurrencies, whose JVM-to-JVM shift is of one kind: the same client and server code's compilation),
 * it rests on several. The assumption, that one wire's rows spread alike in relative terms, is what
 * CompareCalibration's same-code pairs check: were it wrong, they would show more differences than 5 %.
 */
final class ForkSpread {

    private ForkSpread() {
    }

    /** The rows with each wire's pooled spread set in their forks; rows without forks unchanged. */
    static List<ScenarioResult> pool(List<ScenarioResult> rows) {
        Map<String, List<ScenarioResult>> byWay = new LinkedHashMap<>();
        rows.stream().filter(r -> r.forks() != null).forEach(r -> byWay.computeIfAbsent(r.way(), w -> new ArrayList<>()).add(r));
        Map<String, ScenarioResult.Spread> spreads = new LinkedHashMap<>();
        byWay.forEach((way, ofWay) -> {
            Stats.Pooled p50 = pooled(ofWay, f -> f.p50Micros());
            Stats.Pooled ops = pooled(ofWay, f -> f.opsPerSecond());
            int degrees = Math.min(p50.degrees(), ops.degrees());
            spreads.put(way, degrees < 1 ? null
                    : new ScenarioResult.Spread(Math.sqrt(p50.variance()), Math.sqrt(ops.variance()), degrees));
        });
        return rows.stream().map(r -> r.forks() == null ? r : r.withForks(r.forks().withSpread(spreads.get(r.way()))))
                .toList();
    }

    /** The logs' variance pooled over the rows; rows with a missing or failed fork are left out. */
    private static Stats.Pooled pooled(List<ScenarioResult> rows, Function<ScenarioResult.Forks, List<Double>> figure) {
        return Stats.pooledVariance(rows.stream().map(row -> Intervals.logs(figure.apply(row.forks())))
                .filter(Objects::nonNull).toList());
    }
}
