package dev.wirerace.results.stats;

import dev.wirerace.engine.Stats;
import dev.wirerace.results.data.ScenarioResult;
import java.util.List;
import java.util.Objects;

/**
 * 95 % intervals of a row's figures, on the scale on which they vary: logarithms (a slowdown of 10 % and a
 * speed-up of 10 % are the same distance; a ratio's interval is symmetric only in logs). The unit of
 * repetition is the fork (one start of both JVMs): a run of several forks draws its interval from the forks'
 * figures: its wire's spread pooled over the wire's rows (ForkSpread) where the run has it, else the row's
 * own, Student's t with forks − 1 degrees of freedom; centred on the forks' geometric mean. A run of one fork has only its rounds, whose spread
 * misses the JVM-to-JVM shift; its interval is marked as such.
 */
public final class Intervals {

    /** @param fromForks true when drawn from forks, false from the rounds of one fork (too narrow) */
    public record Interval(double low, double high, int repetitions, boolean fromForks) {

        /** Whether two intervals share any value: then neither row is clearly ahead. */
        public boolean overlaps(Interval other) {
            return low <= other.high && other.low <= high;
        }
    }

    private Intervals() {
    }

    /**
     * A row's p50 as every view shows it: in a run of forks the geometric mean of its forks' p50s, each fork weighing
     * alike (the merged histogram's p50 leans to the faster fork, which made more calls), the centre of its
     * interval and of the ranking; in a run of one fork, its p50.
     */
    public static Double p50Centre(ScenarioResult row) {
        if (row.forks() != null && row.forks().count() >= 2) {
            double[] logs = row.forks().p50Micros().stream().filter(Objects::nonNull).filter(v -> v > 0)
                    .mapToDouble(Math::log).toArray();
            if (logs.length > 0) {
                return Math.exp(Stats.mean(logs));
            }
        }
        Double p50 = row.latencyMicros() == null ? null : row.latencyMicros().p50();
        return p50 == null || p50.isNaN() ? null : p50;
    }

    /**
     * The row's p50 interval, centred on the geometric mean of its forks' p50s (each fork weighs alike; the merged
     * histogram's p50 leans to the faster fork, which made more calls); null with fewer than two figures.
     */
    public static Interval p50(ScenarioResult row) {
        if (row.latencyMicros() == null || row.latencyMicros().p50() == null) {
            return null;
        }
        ScenarioResult.Forks forks = row.forks();
        if (forks != null && forks.count() >= 2) {
            double[] logs = logs(forks.p50Micros());
            if (logs == null || logs.length < 2) {
                return null; // a fork that failed or lacks the row: no interval rather than one of fewer forks
            }
            double centre = Math.exp(mean(logs));
            if (forks.spread() != null && forks.spread().p50LogSd() != null) {
                double half = t975(forks.spread().degrees()) * forks.spread().p50LogSd() / Math.sqrt(logs.length);
                return new Interval(centre * Math.exp(-half), centre * Math.exp(half), logs.length, true);
            }
            return around(centre, forks.p50Micros(), true);
        }
        return row.rounds() == null ? null : around(row.latencyMicros().p50(), row.rounds().p50Micros(), false);
    }

    /**
     * The ops/s's 95 % half-width as the digest would draw it: from the wire's fork-to-fork spread pooled over its
     * rows where the run has it (on logs; the upper side, the wider), else the forks' own.
     */
    public static Double opsHalfWidth(ScenarioResult row) {
        ScenarioResult.Forks forks = row.forks();
        Double ops = row.throughput().opsPerSecond();
        if (ops == null || forks == null || forks.spread() == null || forks.spread().opsLogSd() == null) {
            return row.throughput().opsPerSecondCi95();
        }
        double[] logs = logs(forks.opsPerSecond());
        if (logs == null || logs.length < 2) {
            return null;
        }
        return ops * Math.expm1(t975(forks.spread().degrees()) * forks.spread().opsLogSd() / Math.sqrt(logs.length));
    }

    /**
     * The interval of the mean of {@code values}' logarithms, moved to be centred on {@code centre} (the
     * row's pooled figure, so the table and its interval agree); null with fewer than two positive values.
     */
    static Interval around(double centre, List<Double> values, boolean fromForks) {
        double[] logs = logs(values);
        if (logs == null || logs.length < 2) {
            return null;
        }
        double half = halfWidth(logs);
        return new Interval(centre * Math.exp(-half), centre * Math.exp(half), logs.length, fromForks);
    }

    /** The 95 % half-width of the mean of {@code logs}. */
    public static double halfWidth(double[] logs) {
        return Stats.ci95(logs);
    }

    /** The two-sided 95 % quantile of Student's t. */
    public static double t975(double degreesOfFreedom) {
        return Stats.t975(degreesOfFreedom);
    }

    /** Logarithms of the values; null when any is missing or not positive (a failed fork or round). */
    public static double[] logs(List<Double> values) {
        if (values == null || values.stream().anyMatch(v -> v == null || !(v > 0))) {
            return null;
        }
        return values.stream().filter(Objects::nonNull).mapToDouble(Math::log).toArray();
    }

    public static double mean(double[] values) {
        return Stats.mean(values);
    }
}
