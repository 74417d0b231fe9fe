package dev.wirerace.results.stats;

import dev.wirerace.engine.Stats;
import dev.wirerace.results.data.ScenarioResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

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
        rows.stream().filter(r -> r.forks() != null).forEach(r -> byWay.computeIfAbsent(r.spoken().way(), w -> new ArrayList<>()).add(r));
        Map<String, ScenarioResult.Spread> spreads = new LinkedHashMap<>();
        byWay.forEach((way, ofWay) -> spreads.put(way, of(ofWay.stream().map(r -> r.forks().p50Micros()).toList(),
                ofWay.stream().map(r -> r.forks().opsPerSecond()).toList(),
                ofWay.stream().map(r -> r.forks().serverCpuMicros()).toList())));
        return rows.stream().map(r -> r.forks() == null ? r : r.withForks(r.forks().withSpread(spreads.get(r.spoken().way()))))
                .toList();
    }

    /**
     * The spread of one wire's rows: each row's list of p50s (of ops/s, of server CPU per call) one figure per fork,
     * their logs' variance pooled over the rows; rows with a missing or failed figure are left out, as are the
     * server's CPU figures of a wire no server answered. Null without a degree of freedom for p50 and ops/s.
     */
    static ScenarioResult.Spread of(List<List<Double>> p50s, List<List<Double>> ops, List<List<Double>> serverCpus) {
        Stats.Pooled p50 = pooledLogs(p50s);
        Stats.Pooled opsPooled = pooledLogs(ops);
        Stats.Pooled cpu = pooledLogs(serverCpus);
        int degrees = Math.min(p50.degrees(), opsPooled.degrees());
        return degrees < 1 ? null
                : new ScenarioResult.Spread(Math.sqrt(p50.variance()), Math.sqrt(opsPooled.variance()), degrees,
                        cpu.degrees() < 1 ? null : Math.sqrt(cpu.variance()), cpu.degrees());
    }

    private static Stats.Pooled pooledLogs(List<List<Double>> rows) {
        return Stats.pooledVariance(rows.stream().map(Intervals::logs).filter(Objects::nonNull).toList());
    }
}
