package dev.wirerace.results.predict;

import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.ScenarioResult;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Predictions beside a run measured on the link they were made for: each row's error, how many rows came
 * within a tolerance, and whether the wires came out in the same order.
 *
 * @param measured per prediction, the measured row of the same identity (ScenarioResult#key; null if none)
 */
public record Against(String runId, List<LinkPrediction> predictions, List<ScenarioResult> measured) {

    public static Against of(List<LinkPrediction> predictions, RunDocument run) {
        Map<String, ScenarioResult> rows = new HashMap<>();
        for (ScenarioResult row : run.scenarios()) {
            rows.put(row.key(), row);
        }
        List<ScenarioResult> measured = new ArrayList<>();
        for (LinkPrediction prediction : predictions) {
            ScenarioResult row = rows.get(prediction.row().key());
            measured.add(row != null && row.latencyMicros() != null && row.latencyMicros().p50() != null ? row : null);
        }
        return new Against(run.header().runId(), predictions, measured);
    }

    /** Predicted p50 over measured, less one; null where the row was not measured. */
    public Double p50Error(int index) {
        ScenarioResult row = measured.get(index);
        return row == null ? null : predictions.get(index).p50Micros() / row.latencyMicros().p50() - 1;
    }

    public Double opsError(int index) {
        ScenarioResult row = measured.get(index);
        return row == null || row.throughput().opsPerSecond() == null || row.throughput().opsPerSecond() == 0 ? null
                : predictions.get(index).opsPerSecond() / row.throughput().opsPerSecond() - 1;
    }

    /** Rows measured in both, and of those the rows whose predicted p50 came within {@code tolerance}. */
    public int[] p50Within(double tolerance) {
        int compared = 0;
        int within = 0;
        for (int i = 0; i < predictions.size(); i++) {
            Double error = p50Error(i);
            if (error != null) {
                compared++;
                within += Math.abs(error) <= tolerance ? 1 : 0;
            }
        }
        return new int[] {within, compared};
    }

    /**
     * Pairs of wires in the same group (operation, size, callers) that the measured run set clearly apart (their
     * p50s more than {@code tie} apart, as a share of the lower), and of those the pairs the prediction put in the
     * same order: the ranking's agreement where there is a ranking to agree on (closer pairs are ties).
     */
    public int[] pairsInSameOrder(double tie) {
        int same = 0;
        int pairs = 0;
        for (int i = 0; i < predictions.size(); i++) {
            for (int j = i + 1; j < predictions.size(); j++) {
                ScenarioResult a = measured.get(i);
                ScenarioResult b = measured.get(j);
                if (a == null || b == null
                        || !LinkPrediction.group(predictions.get(i).row()).equals(LinkPrediction.group(predictions.get(j).row()))) {
                    continue;
                }
                double actual = a.latencyMicros().p50() - b.latencyMicros().p50();
                if (Math.abs(actual) <= tie * Math.min(a.latencyMicros().p50(), b.latencyMicros().p50())) {
                    continue;
                }
                pairs++;
                double predicted = predictions.get(i).p50Micros() - predictions.get(j).p50Micros();
                same += Math.signum(predicted) == Math.signum(actual) ? 1 : 0;
            }
        }
        return new int[] {same, pairs};
    }
}
