package dev.wirerace.suite;

import dev.wirerace.engine.SteadyState;
import dev.wirerace.results.data.WireWarmupFigures;
import java.util.List;

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

    int cycles() {
        return state.cycles();
    }

    boolean steady() {
        return state.steady();
    }

    /** What the results keep of the warm-up: the whole curve, so a reader can judge "steady" for themselves. */
    WireWarmupFigures figures() {
        List<SteadyState.Cycle> cycles = state.history();
        return WireWarmupFigures.ofFork(spentNanos / 1_000_000, state.cycles(), state.steady(),
                cycles.stream().map(SteadyState.Cycle::calls).toList(),
                cycles.stream().map(SteadyState.Cycle::clientJitMillis).toList(),
                cycles.stream().map(SteadyState.Cycle::serverJitMillis).toList());
    }
}
