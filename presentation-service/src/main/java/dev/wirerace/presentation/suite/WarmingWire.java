package dev.wirerace.presentation.suite;

import dev.wirerace.presentation.bench.SteadyState;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** One wire's warm-up so far: its cycles' call counts, the time they took, and whether it is steady yet. */
final class WarmingWire {

    private final SteadyState state;
    private final List<Long> cycleCalls = new ArrayList<>();
    private long spentNanos;

    WarmingWire(long leastCalls) {
        state = new SteadyState(leastCalls);
    }

    /** Records one cycle; true once the wire is steady. */
    boolean cycle(long calls, long nanos) {
        cycleCalls.add(calls);
        spentNanos += nanos;
        return state.add(calls);
    }

    boolean steady() {
        return state.steady();
    }

    /** What the results keep of the warm-up: the whole curve, so a reader can judge "steady" for themselves. */
    Map<String, Object> figures() {
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put("millis", spentNanos / 1_000_000);
        figures.put("cycles", state.cycles());
        figures.put("steady", state.steady());
        figures.put("callsPerCycle", List.copyOf(cycleCalls));
        return figures;
    }
}
