package dev.wirerace.results.data;

import java.util.List;
import java.util.Objects;
import org.apache.commons.math3.stat.descriptive.rank.Median;

/** The median of the figures a list holds, its gaps (a tier or a mode that gave no reading) left out. */
public final class KnownMedian {

    private KnownMedian() {
    }

    /** Null when the list holds no figure at all. */
    public static Double of(List<Double> values) {
        double[] known = values.stream().filter(Objects::nonNull).mapToDouble(Double::doubleValue).toArray();
        return known.length == 0 ? null : new Median().evaluate(known);
    }
}
