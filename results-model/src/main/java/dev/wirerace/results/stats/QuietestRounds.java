package dev.wirerace.results.stats;

import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.ScenarioResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.apache.commons.math3.stat.descriptive.rank.Median;

/**
 * Two runs compared on each row's quietest round: the lowest p50 of all its rounds in all forks. This host's
 * noise only ever slows a round down, in spells of about a second that no JVM causes (tools/host-noise.sh: a
 * loopback round trip in C varies ±12 % from one 160 ms window to the next, arithmetic ±0.1 %), so the
 * quietest round is the wire's own speed with the spells left out (Chen and Revels, "Robust benchmarking in
 * noisy environments", 2016). It is not what callers see: the all-calls percentiles stay the figures of the
 * table; this says whether two runs agree once the host's spells are set aside.
 */
public final class QuietestRounds {

    /** How far apart two runs' quietest rounds may be and still "agree" in the summary. */
    static final double AGREEMENT = 0.10;

    /** @param ratios B/A of the quietest round's p50, per row both runs measured in rounds */
    public record Agreement(List<Double> ratios) {

        public long within() {
            return ratios.stream().filter(r -> Math.abs(r - 1) <= AGREEMENT).count();
        }

        public double medianRatio() {
            return new Median().evaluate(ratios.stream().mapToDouble(Double::doubleValue).toArray());
        }

        /** One line for the console, or nothing when no row had rounds in both runs. */
        public String describe() {
            if (ratios.isEmpty()) {
                return "";
            }
            return String.format(Locale.ROOT, "each row's quietest round (the host's slow spells left out): p50 B/A"
                    + " median %.3f, within ±%.0f %% on %d of %d rows%n", medianRatio(), AGREEMENT * 100, within(),
                    ratios.size());
        }
    }

    private QuietestRounds() {
    }

    /** The lowest p50 of the row's rounds, over all its forks; null when it has no round figures. */
    public static Double p50Micros(ScenarioResult row) {
        if (row.rounds() == null || row.rounds().p50Micros() == null) {
            return null;
        }
        return row.rounds().p50Micros().stream().filter(Objects::nonNull).filter(p -> p > 0)
                .min(Double::compare).orElse(null);
    }

    public static Agreement of(RunDocument a, RunDocument b) {
        Map<String, ScenarioResult> inB = b.scenarios().stream()
                .collect(Collectors.toMap(ScenarioResult::key, Function.identity(), (x, y) -> x));
        List<Double> ratios = new ArrayList<>();
        for (ScenarioResult rowA : a.scenarios()) {
            ScenarioResult rowB = inB.get(rowA.key());
            Double quietA = p50Micros(rowA);
            Double quietB = rowB == null ? null : p50Micros(rowB);
            if (quietA != null && quietB != null) {
                ratios.add(quietB / quietA);
            }
        }
        return new Agreement(ratios);
    }
}
