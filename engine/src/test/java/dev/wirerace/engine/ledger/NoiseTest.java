package dev.wirerace.engine.ledger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The noise guard's arithmetic on made-up readings, and where this machine's busy time is read from. */
class NoiseTest {

    @Test
    void othersAreTheMachinesBusyTimeLessTheProcessesUnderTest() {
        MachineCpu before = new MachineCpu(1_500_000_000L, 200_000_000L, 9_535_000_000L);
        MachineCpu after = new MachineCpu(1_900_000_000L, 250_000_000L, 10_335_000_000L);
        // 800 ms passed on all CPUs; 400 busy, of which 300 ms were the tiers'; 50 stolen
        Noise noise = Noise.between(before, after, 300_000_000L);

        assertEquals(100 / 800.0, noise.othersShare(), 1e-9);
        assertEquals(50 / 800.0, noise.stealShare(), 1e-9);
        assertEquals(MachineCpu.stealGrainNanos() / 800e6, noise.grainShare(), 1e-9);
        assertTrue(noise.over(0.10, 0.5));
        assertFalse(noise.over(0.2, 0.1));
    }

    @Test
    void stealCountsOnlyBeyondItsCountersGrain() {
        // 50 ms stolen of 800: 6.25 %, of which 2.5 % (20 ms: a tick on each of two CPUs) the counter's grain alone
        Noise noise = new Noise(0.0, 50 / 800.0, 20 / 800.0);
        assertFalse(noise.over(0.10, 0.05), "3.75 % beyond the grain: under a 5 % limit");
        assertTrue(noise.over(0.10, 0.03), "over a 3 % one");
        assertTrue(new Noise(0.0, 50 / 800.0).over(0.10, 0.05), "no grain known: the share as read");
        assertTrue(new Noise(0.2, 0.0, 0.05).over(0.10, 0.05), "others' CPU has no such grain (cgroup run time)");
    }

    @Test
    void procStatsFirstLineIsReadInTicksWithItsInterruptsApart() {
        MachineCpu.StatLine line = MachineCpu.StatLine.parse("cpu  1000 2 500 8000 10 3 5 20 0 0");
        assertEquals(1502, line.busyTicks());
        assertEquals(8, line.interruptTicks());
        assertEquals(20, line.stealTicks());
        assertEquals(9540, line.totalTicks());
        assertEquals(15_020_000_000L, line.busyNanos());
    }

    @Test
    void aGroupsRunTimeIsTheMachinesOnlyWhenItAgreesWithTheMachinesBusyTicks() {
        MachineCpu.StatLine stat = MachineCpu.StatLine.parse("cpu  3000000 0 400000 3700000 0 0 100000 0 0 0");
        // 35,000 s busy with interrupts: a group that ran 36,000 s is the machine; one that ran 900 s, a container
        assertTrue(MachineCpu.GroupClock.coversTheMachine(36_000_000_000_000L, stat));
        assertFalse(MachineCpu.GroupClock.coversTheMachine(900_000_000_000L, stat));
    }

    @Test
    void bothLayoutsOfTheGroupsRunTimeAreReadInNanoseconds(@TempDir Path dir) throws Exception {
        Path v2 = Files.writeString(dir.resolve("cpu.stat"), "usage_usec 35171442691\nuser_usec 1\nsystem_usec 2\n");
        Path v1 = Files.writeString(dir.resolve("cpuacct.usage"), "35171442691179\n");
        assertEquals(35_171_442_691_000L, MachineCpu.GroupClock.read(v2).orElseThrow());
        assertEquals(35_171_442_691_179L, MachineCpu.GroupClock.read(v1).orElseThrow());
        assertTrue(MachineCpu.GroupClock.read(dir.resolve("absent")).isEmpty());
    }

    /** Where the kernel keeps it (this project's machines: cgroup v1 at the root), the guard reads nanoseconds. */
    @Test
    void onAMachineWhoseRootGroupCountsItsRunTimeTheGuardReadsItThere() {
        assumeTrue(Files.isReadable(Path.of("/sys/fs/cgroup/cpuacct/cpuacct.usage"))
                || Files.isReadable(Path.of("/sys/fs/cgroup/cpu.stat")), "no root control group CPU accounting here");
        assertTrue(MachineCpu.source().startsWith("cgroup "), MachineCpu.source());
        MachineCpu before = MachineCpu.now();
        long until = System.nanoTime() + 30_000_000L;
        while (System.nanoTime() < until) {
            Thread.onSpinWait();
        }
        long busy = MachineCpu.now().busyNanos() - before.busyNanos();
        assertTrue(busy >= 25_000_000L && busy % 10_000_000L != 0, "30 ms of spinning read as " + busy + " ns, not in ticks");
    }
}
