package dev.wirerace.model.usage;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

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

    private static void burn(long nanos) {
        long until = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() + nanos;
        while (ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() < until) {
            Thread.onSpinWait();
        }
    }
}
