package dev.wirerace.core;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.junit.jupiter.api.Test;

/**
 * {@code --work} on the thread that calls it: the CPU time asked for, within 5 %, and spent in user mode as
 * business logic is, not in the system calls that read the thread's clock.
 *
 * <p>The calls are measured in blocks and the cheapest block kept: on a shared virtual machine the kernel
 * charges interrupts and the host's own pauses to whichever thread is running, which can only add CPU time
 * to a block (1 to 5 % of it here, in bursts), never take it away.
 */
class BusinessWorkTest {

    private static final long WORK_NANOS = 20_000;
    private static final int CALLS = 5_000;
    private static final int BLOCKS = 5;

    @Test
    void eachCallSpendsTheCpuAskedForMostlyInUserMode() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        assumeTrue(threads.isCurrentThreadCpuTimeSupported(), "no per-thread CPU clock: the work is not checked here");
        BusinessWork work = new BusinessWork(WORK_NANOS, 0);
        for (int i = 0; i < CALLS; i++) { // the loop compiled, and its rate learnt
            work.spend();
        }
        double cpuPerCall = Double.MAX_VALUE;
        long userBefore = threads.getCurrentThreadUserTime();
        long allBefore = threads.getCurrentThreadCpuTime();
        for (int block = 0; block < BLOCKS; block++) {
            long cpuBefore = threads.getCurrentThreadCpuTime();
            for (int i = 0; i < CALLS; i++) {
                work.spend();
            }
            cpuPerCall = Math.min(cpuPerCall, (threads.getCurrentThreadCpuTime() - cpuBefore) / (double) CALLS);
        }
        double userShare = (threads.getCurrentThreadUserTime() - userBefore)
                / (double) (threads.getCurrentThreadCpuTime() - allBefore);
        assertTrue(cpuPerCall >= WORK_NANOS * 0.95 && cpuPerCall <= WORK_NANOS * 1.05,
                "CPU per call " + cpuPerCall + " ns for " + WORK_NANOS + " ns of work asked for");
        // the user time comes in clock ticks (10 ms): half a second of work reads it to about 2 %
        assertTrue(userShare >= 0.80, "only " + Math.round(userShare * 100) + " % of the work in user mode");
    }

    /**
     * On a virtual thread, which has no CPU clock the JVM can read, the work still ends: the rest-http:virtual and
     * gRPC virtual server models ran their calls there, and under {@code --work} each call spun for ever.
     */
    @Test
    void workOnAVirtualThreadEnds() throws Exception {
        BusinessWork work = new BusinessWork(WORK_NANOS, 0);
        java.util.concurrent.CompletableFuture<Boolean> done = new java.util.concurrent.CompletableFuture<>();
        // a virtual thread of its own, not an executor's, whose close would wait for a call that never ends
        Thread.ofVirtual().start(() -> {
            for (int i = 0; i < 1_000; i++) {
                work.spend();
            }
            done.complete(Thread.currentThread().isVirtual());
        });
        // bounded: a thousand calls of 20 µs take a fiftieth of a second; a call that never ends fails here
        assertTrue(done.get(30, java.util.concurrent.TimeUnit.SECONDS), "the work ran on a virtual thread");
    }

    /** {@code --wait} sleeps: the wall clock moves by at least the wait, the thread's CPU clock hardly at all. */
    @Test
    void eachCallWaitsAtLeastTheTimeAskedForWithoutSpendingCpu() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        assumeTrue(threads.isCurrentThreadCpuTimeSupported(), "no per-thread CPU clock: the wait's CPU is not checked here");
        long waitNanos = 2_000_000;
        int calls = 50;
        BusinessWork work = new BusinessWork(0, waitNanos);
        long cpuBefore = threads.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        for (int i = 0; i < calls; i++) {
            work.spend();
        }
        long wallPerCall = (System.nanoTime() - start) / calls;
        long cpuPerCall = (threads.getCurrentThreadCpuTime() - cpuBefore) / calls;
        assertTrue(wallPerCall >= waitNanos, "a call took " + wallPerCall + " ns for a wait of " + waitNanos);
        assertTrue(cpuPerCall < waitNanos / 10, "a call spent " + cpuPerCall + " ns of CPU waiting " + waitNanos);
    }
}
