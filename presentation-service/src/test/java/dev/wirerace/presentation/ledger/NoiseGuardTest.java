package dev.wirerace.presentation.ledger;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.presentation.wire.Wire;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A real busy loop in another process, on a CPU the tier uses, during a window: the window must come out
 * over the noise guard's default limit.
 */
class NoiseGuardTest {

    @Test
    void aBusyLoopBesideTheTierMakesItsWindowDisturbed() throws Exception {
        // bounded twice: the shell's own timeout and the destroy below
        Process busy = new ProcessBuilder("timeout", "20", "sh", "-c", "while :; do :; done").start();
        try {
            Thread.sleep(200);
            WindowMeter.Window window = new WindowMeter(null, null).open(Wire.LOCAL);
            long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(600);
            long spins = 0;
            while (System.nanoTime() < until) {
                spins++;
            }
            WindowCost cost = window.close(Math.max(1, spins));

            assertNotNull(cost.noise().othersShare(), "/proc/stat could not be read");
            assertTrue(cost.noise().over(0.10, 0.05), "a busy loop took " + cost.noise() + " of the machine");
        } finally {
            busy.destroyForcibly();
            busy.waitFor(5, TimeUnit.SECONDS);
        }
    }
}
