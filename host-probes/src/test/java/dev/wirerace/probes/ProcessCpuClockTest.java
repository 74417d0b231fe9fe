package dev.wirerace.probes;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.wirerace.model.usage.ProcessUsage;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/** The process's CPU clock reads finer than the kernel's 10 ms tick, and counts what every thread does. */
class ProcessCpuClockTest {

    @Test
    void onLinuxTheClockIsTheKernelsAndFinerThanATick() {
        assumeTrue(System.getProperty("os.name").startsWith("Linux"), "CLOCK_PROCESS_CPUTIME_ID is read on Linux only");
        assertTrue(ProcessCpuClock.precise(), "clock_gettime could not be called through the FFM API");
        int offTheTick = 0;
        for (int i = 0; i < 20; i++) {
            burn(200_000);
            if (ProcessCpuClock.nanos() % ProcessUsage.NANOS_PER_TICK != 0) {
                offTheTick++;
            }
        }
        // a tick-counted clock is a whole number of ticks every time; the kernel's clock almost never
        assertTrue(offTheTick >= 15, "only " + offTheTick + " of 20 readings fell between two ticks");
    }

    @Test
    void itCountsAnotherThreadsWorkAndAgreesWithThatThreadsOwnClock() throws InterruptedException {
        assumeTrue(ProcessCpuClock.precise(), "the kernel's process clock cannot be read here");
        long[] workerCpu = new long[1];
        Thread worker = new Thread(() -> {
            long started = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
            burn(50_000_000);
            workerCpu[0] = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - started;
        });
        long before = ProcessCpuClock.nanos();
        worker.start();
        worker.join();
        long process = ProcessCpuClock.nanos() - before;
        // the worker has ended: the process clock still holds its time, plus whatever else ran meanwhile
        assertTrue(workerCpu[0] > 0 && process >= workerCpu[0],
                "process " + process + " ns against the ended worker's own " + workerCpu[0] + " ns");
    }

    @Test
    void anotherProcesssClockIsReadByItsPidAndAnEndedOneHasNone() throws Exception {
        assumeTrue(ProcessCpuClock.precise(), "the kernel's process clock cannot be read here");
        long own = ProcessCpuClock.nanos();
        long ownByPid = ProcessCpuClock.nanosOf(ProcessHandle.current().pid()).orElseThrow();
        assertTrue(ownByPid >= own && ownByPid - own < 50_000_000L, "by pid " + ownByPid + " ns, own clock " + own);

        // bounded by its count, and destroyed below
        Process busy = new ProcessBuilder("sh", "-c", "i=0; while [ $i -lt 100000000 ]; do i=$((i+1)); done").start();
        try {
            long before = ProcessCpuClock.nanosOf(busy.pid()).orElseThrow();
            Thread.sleep(300);
            long spent = ProcessCpuClock.nanosOf(busy.pid()).orElseThrow() - before;
            assertTrue(spent > 50_000_000L, "a busy shell spent only " + spent + " ns of CPU in 300 ms");
        } finally {
            busy.destroyForcibly().waitFor();
        }
        assertTrue(ProcessCpuClock.nanosOf(busy.pid()).isEmpty(), "an ended, reaped process has no clock");
    }

    private static void burn(long nanos) {
        long until = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() + nanos;
        while (ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() < until) {
            Thread.onSpinWait();
        }
    }
}
