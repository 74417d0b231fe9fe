package dev.wirerace.suite;

import dev.wirerace.engine.FailureKind;
import dev.wirerace.engine.LoadModel;
import dev.wirerace.engine.Measurement;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.payload.model.PayloadSample;
import dev.wirerace.results.data.ScenarioResult;
import java.util.LinkedHashMap;
import java.util.Map;

/** A scenario and its measurement as a results record (NaN, for "no sample", becomes null in JSON). */
final class ScenarioResults {

    private ScenarioResults() {
    }

    static ScenarioResult of(Scenario s, Measurement m, int callsPerSample, Long servedByServer, String histogramFile,
            ScenarioResult.Cost cost, ScenarioResult.Trust trust, ScenarioResult.Rounds rounds, ScenarioResult.Tiers tiers) {
        Map<String, Long> errors = new LinkedHashMap<>();
        for (FailureKind kind : FailureKind.values()) {
            errors.put(kind.field(), m.counts().failures().getOrDefault(kind, 0L));
        }
        Wire wire = s.wire();
        return new ScenarioResult(
                new ScenarioResult.Spoken(wire.id(), wire.label(), s.client().id(), s.client().label(), s.way().id(),
                        wire.remote(), wire.tls(), wire.reach() == Wire.Reach.FLOOR),
                new ScenarioResult.Work(s.operation().id(), s.tx().wireName(), s.size(), s.payloadBytes(),
                        s.operation().carriesPayload() ? PayloadSample.name() : null),
                new ScenarioResult.Load(s.concurrency(), s.loadModel().id(),
                        s.loadModel() == LoadModel.FIXED_RATE ? s.ratePerSecond() : null),
                new ScenarioResult.Throughput(finite(m.throughput().opsPerSecond()), finite(m.throughput().opsPerSecondCi95()),
                        m.throughput().perIteration()),
                new ScenarioResult.LatencyMicros(finite(m.latency().p50Micros()), finite(m.latency().p90Micros()),
                        finite(m.latency().p99Micros()), finite(m.latency().p999Micros()), finite(m.latency().maxMicros()),
                        finite(m.latency().meanMicros()), finite(m.latency().meanMicrosCi95()), callsPerSample),
                new ScenarioResult.Calls(m.counts().made(), m.counts().succeeded(), m.counts().measured(), servedByServer), errors, null,
                histogramFile, cost, trust, rounds, null, tiers);
    }

    /** NaN and infinities ("no sample") as null. */
    static Double finite(double value) {
        return Double.isFinite(value) ? value : null;
    }
}
