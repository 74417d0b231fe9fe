package dev.wirerace.results.stats;

import dev.wirerace.results.data.ScenarioResult;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * The cost ledgers of one row's forks as one: per-call figures weighted by each fork's calls (a fork that
 * made more calls measured its cost over more of them), counts summed. A figure some fork lacks is taken
 * from the forks that have it.
 */
final class CostMerge {

    private CostMerge() {
    }

    static ScenarioResult.Cost of(List<ScenarioResult.Cost> costs) {
        List<ScenarioResult.Cost> present = costs.stream().filter(Objects::nonNull).toList();
        if (present.isEmpty()) {
            return null;
        }
        ScenarioResult.TierPerCall server = tier(present, ScenarioResult.Cost::server);
        List<ScenarioResult.Cost> brokered = present.stream().filter(cost -> cost.broker() != null).toList();
        return new ScenarioResult.Cost(present.stream().mapToLong(ScenarioResult.Cost::calls).sum(),
                tier(present, ScenarioResult.Cost::client), server,
                server.cpuMicros() == null || server.cpuMicros() <= 0 ? null : 1e6 / server.cpuMicros(),
                new ScenarioResult.Traffic(perCall(present, c -> c.traffic().bytesUp()),
                        perCall(present, c -> c.traffic().bytesDown()), perCall(present, c -> c.traffic().segmentsUp()),
                        perCall(present, c -> c.traffic().segmentsDown())),
                brokered.isEmpty() ? null : tier(brokered, ScenarioResult.Cost::broker));
    }

    private static ScenarioResult.TierPerCall tier(List<ScenarioResult.Cost> costs,
            Function<ScenarioResult.Cost, ScenarioResult.TierPerCall> which) {
        return new ScenarioResult.TierPerCall(perCall(costs, c -> which.apply(c).cpuMicros()),
                perCall(costs, c -> which.apply(c).userMicros()), perCall(costs, c -> which.apply(c).systemMicros()),
                perCall(costs, c -> which.apply(c).allocatedBytes()), sumOrNull(costs, c -> which.apply(c).gcCount()),
                sumOrNull(costs, c -> which.apply(c).gcPauseMillis()), sumOrNull(costs, c -> which.apply(c).jitMillis()),
                perCall(costs, c -> which.apply(c).compilerCpuMicros()));
    }

    private static Double perCall(List<ScenarioResult.Cost> costs, Function<ScenarioResult.Cost, Double> figure) {
        double sum = 0;
        long calls = 0;
        for (ScenarioResult.Cost cost : costs) {
            Double value = figure.apply(cost);
            if (value != null && cost.calls() > 0) {
                sum += value * cost.calls();
                calls += cost.calls();
            }
        }
        return calls > 0 ? sum / calls : null;
    }

    private static Long sumOrNull(List<ScenarioResult.Cost> costs, Function<ScenarioResult.Cost, Long> figure) {
        List<Long> values = costs.stream().map(figure).filter(Objects::nonNull).toList();
        return values.isEmpty() ? null : values.stream().mapToLong(Long::longValue).sum();
    }
}
