package dev.wirerace.launcher.nativecompare;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirerace.results.ResultsStore;
import dev.wirerace.results.data.NativeComparisonDocument.WarmupFigures;
import dev.wirerace.results.data.NativeComparisonDocument.WireFigures;
import dev.wirerace.results.data.ScenarioOrder;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** A finished suite run's scenarios and warm-up curves, as the comparison reports them for one mode. */
final class SuiteWires {

    private SuiteWires() {
    }

    /**
     * The suite run's document, read once for its scenarios and its warm-up curves.
     *
     * @throws IOException when the run wrote nothing or did not complete
     */
    static JsonNode completedRun(ResultsStore store, String suiteRunId) throws IOException {
        JsonNode run = store.read(suiteRunId).orElseThrow(() -> new IOException("the suite run " + suiteRunId
                + " wrote no results"));
        if (!"completed".equals(run.path("status").asText())) {
            throw new IOException("the suite run " + suiteRunId + " " + run.path("status").asText() + ": "
                    + run.path("failureReason").asText());
        }
        return run;
    }

    /**
     * @param businessPeakMb the business-service's peak RSS during the suite, which ops/s per MB divide by; NaN
     *        when it was not read (then ops/s per MB is null)
     */
    static List<WireFigures> wires(JsonNode run, Mode mode, double businessPeakMb) {
        List<WireFigures> wires = rows(run, mode, businessPeakMb);
        // the order the scenarios finished in differs run by run; the tables read in the run table's order
        wires.sort(ScenarioOrder.FIGURES_BY_WIRE);
        return wires;
    }

    private static List<WireFigures> rows(JsonNode run, Mode mode, double businessPeakMb) {
        List<WireFigures> wires = new ArrayList<>();
        for (JsonNode scenario : run.path("scenarios")) {
            long errors = 0;
            for (JsonNode count : scenario.path("errors")) {
                errors += count.asLong();
            }
            Double ops = number(scenario, "opsPerSecond");
            JsonNode latency = scenario.path("latencyMicros");
            List<String> flags = new ArrayList<>();
            scenario.path("trust").path("flags").forEach(flag -> flags.add(flag.asText()));
            JsonNode cost = scenario.path("cost");
            wires.add(new WireFigures(mode.id(), scenario.path("wire").asText(), scenario.path("operation").asText(),
                    scenario.path("concurrency").asInt(), ops, number(latency, "p50"), number(latency, "p99"), errors,
                    ops == null || Double.isNaN(businessPeakMb) ? null : ops / businessPeakMb, List.copyOf(flags),
                    number(cost, "serverCpuMicros"), number(cost, "clientCpuMicros")));
        }
        return wires;
    }

    /**
     * Each wire's warm-up in the suite run, from the curve the run kept (settings.wireWarmups: calls per
     * cycle, the wire's own cycle time): time and calls to steady, and calls per second cycle by cycle.
     *
     * @param freshStart whether the run's pair was started for its one wire (FreshWarmups)
     */
    static List<WarmupFigures> warmups(JsonNode run, Mode mode, boolean freshStart) {
        List<WarmupFigures> warmups = new ArrayList<>();
        run.path("settings").path("wireWarmups").properties().forEach(entry -> {
            JsonNode wire = entry.getValue();
            long millis = wire.path("millis").asLong();
            int cycles = Math.max(1, wire.path("cycles").asInt());
            List<Double> perSecond = new ArrayList<>();
            long calls = 0;
            for (JsonNode cycle : wire.path("callsPerCycle")) {
                calls += cycle.asLong();
                // a cycle's calls over its share of the wire's own time: calls × cycles / seconds
                perSecond.add(millis > 0 ? cycle.asLong() * 1_000.0 * cycles / millis : 0);
            }
            warmups.add(new WarmupFigures(mode.id(), entry.getKey(), wire.path("steady").asBoolean(), millis, calls,
                    perSecond, freshStart));
        });
        return warmups;
    }

    private static Double number(JsonNode node, String field) {
        return node.path(field).isNumber() ? node.get(field).asDouble() : null;
    }
}
