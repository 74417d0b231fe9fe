package dev.wirerace.results.format;

import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.ScenarioResult;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Where each way stops keeping up, from a run at several fixed rates ({@code --load fixed-rate --rate
 * 1000,4000,16000}): its knee is the lowest offered rate at which its p99 leaves its floor (more than
 * {@value #P99_FLOOR_MULTIPLE} times its p99 at the lowest rate) or it delivers less than
 * {@value #DELIVERED_SHARE} of the calls offered. Below the knee a server model absorbs the load; at it, calls
 * start to queue.
 */
public final class RateKnees {

    static final double P99_FLOOR_MULTIPLE = 2.0;
    static final double DELIVERED_SHARE = 0.95;

    /** One rate's figures. */
    public record Point(double offered, double delivered, double p99Micros) {
    }

    /**
     * @param kneeRate the lowest rate past the floor, null if every rate held
     * @param why what left the floor there, or what held
     */
    public record Knee(String way, String operation, int concurrency, List<Point> points, Double kneeRate, String why) {

        /** Whether the way was already past its knee at the lowest rate measured: the knee is at or below it. */
        public boolean atOrBelowLowest() {
            return kneeRate != null && kneeRate == points.getFirst().offered();
        }
    }

    private RateKnees() {
    }

    /** Each way, operation and concurrency measured at two or more fixed rates, with its knee. */
    public static List<Knee> of(RunDocument run) {
        Map<String, List<ScenarioResult>> byRow = new LinkedHashMap<>();
        for (ScenarioResult row : run.scenarios()) {
            if (row.load().targetRatePerSecond() != null && row.throughput().opsPerSecond() != null && row.latencyMicros() != null
                    && row.latencyMicros().p99() != null) {
                byRow.computeIfAbsent(row.spoken().way() + " " + row.operationLabel() + " c=" + row.load().concurrency(),
                        key -> new ArrayList<>()).add(row);
            }
        }
        List<Knee> knees = new ArrayList<>();
        for (List<ScenarioResult> rows : byRow.values()) {
            if (rows.size() >= 2) {
                knees.add(knee(rows));
            }
        }
        return knees;
    }

    static Knee knee(List<ScenarioResult> rows) {
        List<Point> points = rows.stream().sorted(Comparator.comparingDouble(r -> r.load().targetRatePerSecond()))
                .map(r -> new Point(r.load().targetRatePerSecond(), r.throughput().opsPerSecond(), r.latencyMicros().p99())).toList();
        ScenarioResult first = rows.getFirst();
        double floor = points.getFirst().p99Micros();
        for (Point point : points) {
            if (point.delivered() < DELIVERED_SHARE * point.offered()) {
                return new Knee(first.spoken().way(), first.operationLabel(), first.load().concurrency(), points, point.offered(),
                        String.format(Locale.ROOT, "delivered %.0f %% of the calls offered", 100 * point.delivered() / point.offered()));
            }
            if (point.p99Micros() > P99_FLOOR_MULTIPLE * floor) {
                return new Knee(first.spoken().way(), first.operationLabel(), first.load().concurrency(), points, point.offered(),
                        String.format(Locale.ROOT, "p99 %.1f times its floor (%.0f µs against %.0f)",
                                point.p99Micros() / floor, point.p99Micros(), floor));
            }
        }
        return new Knee(first.spoken().way(), first.operationLabel(), first.load().concurrency(), points, null,
                String.format(Locale.ROOT, "held at every rate up to %,.0f/s", points.getLast().offered()));
    }

    /** The knees as the console prints them after the table; empty when the run had one rate. */
    public static String render(RunDocument run) {
        List<Knee> knees = of(run);
        if (knees.isEmpty()) {
            return "";
        }
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT,
                "%nknees: the lowest offered rate at which a way's p99 passed %.0f times its p99 at the lowest rate,"
                        + " or it delivered less than %.0f %% of the calls offered%n", P99_FLOOR_MULTIPLE, 100 * DELIVERED_SHARE));
        for (Knee knee : knees) {
            text.append(String.format(Locale.ROOT, "  %-34s %-16s c=%-5d %12s  %s%n", knee.way(), knee.operation(),
                    knee.concurrency(), knee.kneeRate() == null ? "none"
                            : String.format(Locale.ROOT, "%s%,.0f/s", knee.atOrBelowLowest() ? "≤ " : "", knee.kneeRate()),
                    knee.why()));
        }
        return text.toString();
    }
}
