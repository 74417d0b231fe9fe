package dev.wirerace.presentation.ledger;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.model.wire.Wire;
import dev.wirerace.processes.ChildProcess;
import java.nio.file.Files;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A real busy loop in another process, on a CPU the tier uses, during a window: the window must come out
 * over the noise guard's default limit.
 */
class NoiseGuardTest {

    @Test
    void aBusyLoopBesideTheTierMakesItsWindowDisturbed() throws Exception {
        // bounded by its count and by the close below, which stops it with anything it started
        try (ChildProcess busy = ChildProcess.of("busy loop", List.of("sh", "-c",
                "i=0; while [ $i -lt 200000000 ]; do i=$((i+1)); done")).log(Files.createTempFile("busy-", ".log")).start()) {
            Thread.sleep(200);
            WindowMeter.Window window = new WindowMeter(null).open(Wire.LOCAL);
            long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(600);
            long spins = 0;
            while (System.nanoTime() < until) {
                spins++;
            }
            WindowCost cost = window.close(Math.max(1, spins));

            assertNotNull(cost.noise().othersShare(), "/proc/stat could not be read");
            assertTrue(cost.noise().over(0.10, 0.05), "a busy loop took " + cost.noise() + " of the machine");
        }
    }
}
