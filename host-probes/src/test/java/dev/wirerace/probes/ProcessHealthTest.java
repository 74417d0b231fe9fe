package dev.wirerace.probes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.wirerace.model.usage.ProcessHealth;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class ProcessHealthTest {

    @Test
    void anotherProcessIsReadFromOutsideWithoutItsHeap() throws Exception {
        assumeTrue(Files.isDirectory(Path.of("/proc/self/fd")), "no /proc on this machine");
        Process sleeper = new ProcessBuilder("sleep", "30").start();
        try {
            ProcessHealth other = ProcessHealthProbe.ofProcess(sleeper.pid());
            assertEquals(1, other.threads(), other.toString());
            assertEquals(-1, other.heapAfterGcBytes(), other.toString());
            assertTrue(other.rssBytes() > 0, other.toString());
            // stdin, stdout and stderr are the pipes to this JVM, none of them a socket
            assertTrue(other.openFiles() >= 3, other.toString());
            assertEquals(0, other.sockets(), other.toString());
        } finally {
            sleeper.destroy();
            sleeper.waitFor(5, TimeUnit.SECONDS);
        }
    }

    @Test
    void thisProcessCountsItsThreadsAsTheKernelDoes() {
        assumeTrue(Files.isDirectory(Path.of("/proc/self/fd")), "no /proc on this machine");
        ProcessHealth self = ProcessHealthProbe.ofThisProcess();
        ProcessHealth outside = ProcessHealthProbe.ofProcess(ProcessHandle.current().pid());
        // every live Java thread is one of the kernel's, beside the JVM's own (compilers, GC) it counts too
        int javaThreads = java.lang.management.ManagementFactory.getThreadMXBean().getThreadCount();
        assertTrue(self.threads() >= javaThreads, self + " against " + javaThreads + " Java threads");
        assertTrue(Math.abs(self.threads() - outside.threads()) <= 2, self + " / " + outside);
        assertEquals(self.heapAfterGcBytes(), outside.withHeapOf(self).heapAfterGcBytes());
    }
}
