package dev.wirerace.results.stats;

import dev.wirerace.results.data.ScenarioResult;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.ToLongFunction;

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
        Double serverCpu = perCall(present, ScenarioResult.Cost::serverCpuMicros);
        return new ScenarioResult.Cost(sum(present, ScenarioResult.Cost::calls),
                perCall(present, ScenarioResult.Cost::clientCpuMicros), perCall(present, ScenarioResult.Cost::clientUserMicros),
                perCall(present, ScenarioResult.Cost::clientSystemMicros), serverCpu,
                perCall(present, ScenarioResult.Cost::serverUserMicros), perCall(present, ScenarioResult.Cost::serverSystemMicros),
                serverCpu == null || serverCpu <= 0 ? null : 1e6 / serverCpu,
                perCall(present, ScenarioResult.Cost::bytesUp), perCall(present, ScenarioResult.Cost::bytesDown),
                perCall(present, ScenarioResult.Cost::segmentsUp), perCall(present, ScenarioResult.Cost::segmentsDown),
                perCall(present, ScenarioResult.Cost::clientAllocatedBytes),
                perCall(present, ScenarioResult.Cost::serverAllocatedBytes),
                sum(present, ScenarioResult.Cost::clientGcCount), sum(present, ScenarioResult.Cost::clientGcPauseMillis),
                sumOrNull(present, ScenarioResult.Cost::serverGcCount), sumOrNull(present, ScenarioResult.Cost::serverGcPauseMillis),
                sumOrNull(present, ScenarioResult.Cost::clientJitMillis), sumOrNull(present, ScenarioResult.Cost::serverJitMillis),
                perCall(present, ScenarioResult.Cost::clientCompilerCpuMicros),
                perCall(present, ScenarioResult.Cost::serverCompilerCpuMicros));
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

    private static long sum(List<ScenarioResult.Cost> costs, ToLongFunction<ScenarioResult.Cost> figure) {
        return costs.stream().mapToLong(figure).sum();
    }

    private static Long sumOrNull(List<ScenarioResult.Cost> costs, Function<ScenarioResult.Cost, Long> figure) {
        List<Long> values = costs.stream().map(figure).filter(Objects::nonNull).toList();
        return values.isEmpty() ? null : values.stream().mapToLong(Long::longValue).sum();
    }
}
