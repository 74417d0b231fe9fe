package dev.wirerace.results.stats;

import dev.wirerace.engine.Stats;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.ScenarioResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The generated path held to the hand-written one: in a run with the built-in account list as its payload
 * ({@value #SELF_CHECK_FILE}, examples/payloads/), each wire's {@code fetch} of it beside its {@code accounts(55)}, by
 * the ratio of their p50s fork by fork (round by round in a run of one fork), the spread pooled over the wires as
 * the digest's rankings pool theirs. The two carry the same 55 accounts; what differs is the code: generated types
 * and converters, a document varied per call and compared whole, and on the framework's REST and gRPC wires the
 * thread (accounts hops to a worker for its transaction variants, the payload stays on the event loop).
 */
public final class PayloadSelfCheck {

    /** The example file that is the account list as a sample. */
    public static final String SELF_CHECK_FILE = "accounts.json";

    /**
     * @param estimate fetch over accounts; null without a degree of freedom
     * @param verdict "the same" (within compare's margin, by two one-sided tests: a difference too small to matter
     *        may be clear of 1 and still be this), "differs" (the interval clear of 1, not within the margin) or
     *        "can't tell"
     */
    public record Line(String way, int concurrency, Double accountsP50, Double fetchP50, PairedEstimate estimate,
            String verdict) {
    }

    private PayloadSelfCheck() {
    }

    /** The run's lines, wire by wire; empty for a run without the account list as its payload. */
    public static List<Line> of(RunDocument run) {
        List<ScenarioResult[]> pairs = new ArrayList<>();
        for (ScenarioResult fetch : run.scenarios()) {
            if (!"fetch".equals(fetch.work().operation()) || !SELF_CHECK_FILE.equals(fetch.work().payload())) {
                continue;
            }
            accountsBeside(run, fetch).ifPresent(accounts -> pairs.add(new ScenarioResult[] { accounts, fetch }));
        }
        boolean forks = run.scenarios().stream().anyMatch(r -> r.forks() != null && r.forks().count() >= 2);
        List<double[]> logs = pairs.stream().map(p -> PairedRanking.logRatios(p[0], p[1], forks)).toList();
        Stats.Pooled pooled = Stats.pooledVariance(logs);
        List<Line> lines = new ArrayList<>();
        for (int i = 0; i < pairs.size(); i++) {
            ScenarioResult accounts = pairs.get(i)[0];
            ScenarioResult fetch = pairs.get(i)[1];
            PairedEstimate estimate = pooled.degrees() < 1 ? null
                    : PairedEstimate.pooled(logs.get(i), Math.sqrt(pooled.variance()), pooled.degrees());
            String verdict = estimate == null ? "no interval"
                    : estimate.sameWithin(RunComparison.DEFAULT_MARGIN) ? "the same"
                    : estimate.low() > 1 || estimate.high() < 1 ? "differs" : "can't tell";
            lines.add(new Line(fetch.spoken().way(), fetch.load().concurrency(), Intervals.p50Centre(accounts),
                    Intervals.p50Centre(fetch), estimate, verdict));
        }
        return lines;
    }

    private static Optional<ScenarioResult> accountsBeside(RunDocument run, ScenarioResult fetch) {
        return run.scenarios().stream().filter(r -> "accounts".equals(r.work().operation()) && r.work().size() == 55
                && "none".equals(r.work().tx()) && r.spoken().way().equals(fetch.spoken().way())
                && r.load().concurrency() == fetch.load().concurrency()).findFirst();
    }
}
