package dev.wirerace.suite;

import dev.wirerace.engine.SteadyState;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** One wire's warm-up so far: its cycles (calls, time, each tier's JIT time), and whether it is steady yet. */
final class WarmingWire {

    private final SteadyState state;
    private long spentNanos;

    WarmingWire(long leastCalls) {
        state = new SteadyState(leastCalls);
    }

    /** Records one cycle; true once the wire is steady. */
    boolean cycle(SteadyState.Cycle cycle) {
        spentNanos += cycle.nanos();
        return state.add(cycle);
    }

    boolean steady() {
        return state.steady();
    }

    /** What the results keep of the warm-up: the whole curve, so a reader can judge "steady" for themselves. */
    Map<String, Object> figures() {
        List<SteadyState.Cycle> cycles = state.history();
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put("millis", spentNanos / 1_000_000);
        figures.put("cycles", state.cycles());
        figures.put("steady", state.steady());
        figures.put("callsPerCycle", cycles.stream().map(SteadyState.Cycle::calls).toList());
        figures.put("clientJitMillisPerCycle", cycles.stream().map(SteadyState.Cycle::clientJitMillis).toList());
        figures.put("serverJitMillisPerCycle", cycles.stream().map(SteadyState.Cycle::serverJitMillis).toList());
        return figures;
    }
}
