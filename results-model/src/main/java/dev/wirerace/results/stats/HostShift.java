package dev.wirerace.results.stats;

import dev.wirerace.results.data.JavaSpeed;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.ScenarioResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * How the raw TCP floor moved from run A to run B, B / A, as the geometric mean over the floor's rows that both
 * ran: the host's own drift, since the floor runs no code of the wires'. Every remote figure of two runs carries
 * it (on this machine the floor's p50 and CPU per call moved by 5 to 12 % between runs a few minutes apart); {@code compare}
 * names it so that a reader can tell a shift of the host from a shift of a wire.
 *
 * @param p50 the floor's p50, B / A
 * @param serverCpu its server CPU per call, B / A; null where a run could not read it
 * @param clientCpu its client CPU per call, B / A; likewise
 * @param rows the floor's rows both runs have
 * @param serverJavaSpeed how the business-service's host's yardstick moved, B / A of its CPU per pass (JavaSpeed),
 *        the geometric mean over each run's forks: above 1, B's host ran Java slower; null where a run lacks it
 * @param clientJavaSpeed the presentation-service's host's, likewise
 */
public record HostShift(double p50, Double serverCpu, Double clientCpu, int rows, Double serverJavaSpeed,
        Double clientJavaSpeed) {

    static Optional<HostShift> between(RunDocument a, RunDocument b) {
        List<ScenarioResult[]> pairs = new ArrayList<>();
        for (ScenarioResult floorA : a.scenarios()) {
            if (!floorA.spoken().wire().equals(FloorMultiples.FLOOR_WIRE)) {
                continue;
            }
            b.scenarios().stream().filter(floorB -> floorB.key().equals(floorA.key())).findFirst()
                    .ifPresent(floorB -> pairs.add(new ScenarioResult[] { floorA, floorB }));
        }
        Double p50 = geometricMeanRatio(pairs, row -> row.latencyMicros().p50());
        if (p50 == null) {
            return Optional.empty();
        }
        return Optional.of(new HostShift(p50, geometricMeanRatio(pairs, row -> cost(row, c -> c.server().cpuMicros())),
                geometricMeanRatio(pairs, row -> cost(row, c -> c.client().cpuMicros())), pairs.size(),
                speedRatio(a, b, JavaSpeed::serverNanosPerPass), speedRatio(a, b, JavaSpeed::clientNanosPerPass)));
    }

    /** B / A of the geometric means of a tier's yardstick over each run's forks; null unless both have every one. */
    private static Double speedRatio(RunDocument a, RunDocument b, Function<JavaSpeed, List<Double>> tier) {
        Double logA = meanLog(a, tier);
        Double logB = meanLog(b, tier);
        return logA == null || logB == null ? null : Math.exp(logB - logA);
    }

    private static Double meanLog(RunDocument run, Function<JavaSpeed, List<Double>> tier) {
        JavaSpeed speed = run.settings().javaSpeed();
        double[] logs = speed == null ? null : Intervals.logs(tier.apply(speed));
        return logs == null || logs.length == 0 ? null : Intervals.mean(logs);
    }

    private static Double cost(ScenarioResult row, Function<ScenarioResult.Cost, Double> figure) {
        return row.cost() == null ? null : figure.apply(row.cost());
    }

    /** Null unless every pair has the figure on both sides, above zero. */
    private static Double geometricMeanRatio(List<ScenarioResult[]> pairs, Function<ScenarioResult, Double> figure) {
        if (pairs.isEmpty()) {
            return null;
        }
        double logs = 0;
        for (ScenarioResult[] pair : pairs) {
            Double a = figure.apply(pair[0]);
            Double b = figure.apply(pair[1]);
            if (a == null || b == null || !(a > 0) || !(b > 0)) {
                return null;
            }
            logs += Math.log(b / a);
        }
        return Math.exp(logs / pairs.size());
    }
}
