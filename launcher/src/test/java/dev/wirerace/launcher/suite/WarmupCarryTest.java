package dev.wirerace.launcher.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.wirerace.results.data.WireWarmupFigures;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A wire the last fork's warm-up ran out before gets the next fork more time; steady wires change nothing. */
class WarmupCarryTest {

    @Test
    void theWiresUnsteadyInTheLastForkAreNamed() {
        Map<String, WireWarmupFigures> wires = Map.of(
                "soap", WireWarmupFigures.merged(List.of(fork(true), fork(false))),
                "grpc", WireWarmupFigures.merged(List.of(fork(true), fork(true))),
                "rmi", WireWarmupFigures.merged(List.of(fork(false), fork(true))));
        assertEquals(List.of("soap"), WarmupCarry.unsteadyInLastFork(wires), "rmi was steady in the last fork");
        assertEquals(List.of("soap"), WarmupCarry.unsteadyInLastFork(Map.of("soap", fork(false))), "one fork's own");
        assertEquals(List.of(), WarmupCarry.unsteadyInLastFork((Map<String, WireWarmupFigures>) null));
    }

    @Test
    void halfAsMuchAgainUpToTwiceTheSuites() {
        Duration quick = Duration.ofSeconds(140);
        assertEquals(Duration.ofSeconds(210), WarmupCarry.next(quick, List.of("soap"), quick.multipliedBy(2)));
        assertEquals(Duration.ofSeconds(280), WarmupCarry.next(Duration.ofSeconds(210), List.of("soap"), quick.multipliedBy(2)));
        assertEquals(quick, WarmupCarry.next(quick, List.of(), quick.multipliedBy(2)), "every wire steady");
    }

    private static WireWarmupFigures fork(boolean steady) {
        return WireWarmupFigures.ofFork(140_000, 300, steady, List.of(), List.of(), List.of());
    }
}
