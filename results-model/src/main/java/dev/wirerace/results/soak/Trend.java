package dev.wirerace.results.soak;

import java.util.List;
import org.apache.commons.math3.stat.regression.SimpleRegression;

/**
 * One metric of one tier over a soak: the least-squares line through its samples after the warm-up, and
 * whether what that line adds over the span exceeds the metric's allowance (a share of its first value,
 * at least an absolute floor: a pool filling up once is not a leak, a line that keeps rising is).
 *
 * @param slopePerMinute the line's slope, in the metric's unit per minute
 * @param fittedGrowth slope times the fitted span: what the line says was added
 * @param allowance growth that still counts as flat
 */
public record Trend(String metric, String unit, double first, double last, double slopePerMinute, double fittedGrowth,
        double allowance, boolean growing) {

    /** A metric's points as (minute, value); values below 0 (not read) are left out. */
    public static Trend of(String metric, String unit, List<double[]> points, double floor, double share) {
        List<double[]> read = points.stream().filter(p -> p[1] >= 0).toList();
        if (read.size() < 3) {
            return new Trend(metric, unit, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, false);
        }
        SimpleRegression line = new SimpleRegression();
        read.forEach(p -> line.addData(p[0], p[1]));
        // all samples in one minute: no slope to speak of (the library says NaN)
        double slope = Double.isNaN(line.getSlope()) ? 0 : line.getSlope();
        double span = read.getLast()[0] - read.getFirst()[0];
        double first = read.getFirst()[1];
        double allowance = Math.max(floor, share * first);
        double growth = slope * span;
        return new Trend(metric, unit, first, read.getLast()[1], slope, growth, allowance, growth > allowance);
    }
}
