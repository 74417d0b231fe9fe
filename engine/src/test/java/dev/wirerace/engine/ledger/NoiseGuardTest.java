package dev.wirerace.engine.ledger;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.wirerace.model.usage.ProcessUsage;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.probes.ProcessCpuClock;
import dev.wirerace.probes.ProcessUsageProbe;
import dev.wirerace.tiers.process.ChildProcess;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real busy loop in another process during a window: the window must come out over the noise guard's
 * default limit. And in a window in which only this process works, others' share must be near nothing, its own
 * CPU subtracted.
 */
class NoiseGuardTest {

    /** The suite's default limits (RunPlan.Noise.DEFAULTS, a module this one does not see). */
    private static final double NOISE_LIMIT = 0.10;
    private static final double STEAL_LIMIT = 0.05;

    @TempDir
    Path temp;

    @Test
    void aBusyLoopBesideTheTierMakesItsWindowDisturbed() throws Exception {
        // bounded by its count and by the close below, which stops it with anything it started
        try (ChildProcess busy = ChildProcess.of("busy loop", List.of("sh", "-c",
                "i=0; while [ $i -lt 200000000 ]; do i=$((i+1)); done")).log(Files.createTempFile(temp, "busy-", ".log")).start()) {
            Thread.sleep(200);
            WindowCost cost = spinInWindow(600);

            assertNotNull(cost.noise().othersShare(), "/proc/stat could not be read");
            assertTrue(cost.noise().over(NOISE_LIMIT, STEAL_LIMIT), "a busy loop took " + cost.noise() + " of the machine");
        }
    }

    @Test
    @QuietHostOnly
    void aProcessOwnCpuIsNotTakenForSomeoneElses() {
        // a guard that took this process's own CPU for someone else's would say about 50 %. The hypervisor's
        // steal is left out: the guard reads it apart from the processes' CPU, so it cannot be mistaken for this
        // process's, and on a host that steals it rightly flags.
        Noise noise = spinInWindow(400).noise();
        assertNotNull(noise.othersShare(), "/proc/stat could not be read");
        assertTrue(noise.othersShare() <= NOISE_LIMIT, "this process alone came out with others' CPU: " + noise);
    }

    /**
     * A server on this machine, busy all along, whose usage is read slowly (as over HTTP, outside the machine's
     * window): its CPU is ours, not others', and is taken over the machine's own window from its CPU clock, so
     * the server's CPU between the slow readings is not subtracted from a window it was not in.
     */
    @Test
    @QuietHostOnly
    void aServerBusyOnThisMachineIsNotOthersAndIsReadOverTheMachinesOwnWindow() throws Exception {
        assumeTrue(ProcessCpuClock.precise(), "another process's CPU clock cannot be read here");
        try (ChildProcess busy = ChildProcess.of("busy server", List.of("sh", "-c",
                "i=0; while [ $i -lt 200000000 ]; do i=$((i+1)); done")).log(Files.createTempFile(temp, "server-", ".log")).start()) {
            long pid = busy.pid();
            Supplier<Optional<ProcessUsage>> slowUsage = () -> {
                sleep(150); // the server keeps spinning meanwhile, outside the machine's window
                ProcessUsage own = ProcessUsageProbe.ofThisProcess();
                return Optional.of(new ProcessUsage(pid, own.bootId(), ProcessCpuClock.nanosOf(pid).orElse(-1), -1, -1,
                        -1, 0, 0, -1, -1));
            };
            WindowMeter.Window window = new WindowMeter(slowUsage).openWithoutSockets(Wire.FLOOR_TCP);
            sleep(400);
            WindowCost cost = window.close(1);
            assertTrue(cost.server().cpuNanos() > 500_000_000L, "the server's usage spans the slow readings: "
                    + cost.server().cpuNanos());
            Noise noise = cost.noise();
            // read in ticks (no control group's run time), a quiet machine's others' share may well be 0
            boolean finer = MachineCpu.source().startsWith("cgroup");
            assertTrue(noise.othersShare() <= NOISE_LIMIT && (noise.othersShare() > 0 || !finer), "a busy server here"
                    + " came out as others' CPU, or its slow readings' CPU hid the others' share (clamped at 0): " + noise);
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static WindowCost spinInWindow(long millis) {
        WindowMeter.Window window = new WindowMeter(java.util.Optional::empty).open(Wire.LOCAL);
        long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        long spins = 0;
        while (System.nanoTime() < until) {
            spins++;
        }
        return window.close(Math.max(1, spins));
    }
}
