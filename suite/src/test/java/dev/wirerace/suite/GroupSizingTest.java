package dev.wirerace.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.engine.Call;
import dev.wirerace.engine.LoadModel;
import dev.wirerace.engine.ScenarioRunner;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.wire.Operation;
import dev.wirerace.model.wire.Wire;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** Which scenarios are probed for their pace, and what a probe of a call that does nothing concludes. */
class GroupSizingTest {

    private static final long GRAIN = 20;
    private static final Scenario LOCAL = Scenario.closed(Wire.LOCAL, Operation.ADD_ONE, TxMode.NONE, 0, 1);
    private static final Scenario REMOTE = Scenario.closed(Wire.RMI, Operation.ADD_ONE, TxMode.NONE, 0, 1);
    private static final Scenario FIXED_RATE = LOCAL.withLoad(LoadModel.FIXED_RATE, 1_000);

    private final GroupSizing sizing = new GroupSizing(new ScenarioRunner(), GRAIN);

    @Test
    void callsThatPacedASampleOrMoreInTheWarmUpAreTimedAloneWithoutAProbe() throws InterruptedException {
        CountingCalls calls = new CountingCalls();
        Map<Scenario, Integer> sizes = sizing.callsPerSample(Map.of(REMOTE, 60_000.0, FIXED_RATE, 5.0), calls);
        assertEquals(Map.of(REMOTE, 1, FIXED_RATE, 1), sizes);
        assertEquals(0, calls.made.get(), "no probe ran");
    }

    @Test
    void aBatchIsTimedAsOneRunWithoutAProbe() throws InterruptedException {
        CountingCalls calls = new CountingCalls();
        Scenario batch = Scenario.batch(Wire.LOCAL, 1_000);
        assertEquals(Map.of(batch, 1_000), sizing.callsPerSample(Map.of(batch, 5.0), calls));
        assertEquals(0, calls.made.get(), "no probe ran");
    }

    @Test
    void aCallThatDoesNothingIsProbedAndTimedInGroups() throws InterruptedException {
        CountingCalls calls = new CountingCalls();
        // a warm-up pace of 1 µs per call: the probe's groups start at 2 µs / 1 µs = 2 calls
        int size = sizing.callsPerSample(Map.of(LOCAL, 1_000.0), calls).get(LOCAL);
        assertTrue(calls.made.get() > 0, "the probe called");
        assertTrue(size > 2, "groups sized from the call's own pace, not the warm-up's: " + size);
    }

    /** Calls that only count themselves: far below a microsecond on any machine. */
    private static final class CountingCalls implements Function<Scenario, Call> {

        final AtomicLong made = new AtomicLong();

        @Override
        public Call apply(Scenario scenario) {
            return sequence -> made.incrementAndGet();
        }
    }
}
