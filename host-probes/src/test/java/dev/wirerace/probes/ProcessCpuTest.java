package dev.wirerace.probes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/** A process's CPU time and its compilers' share, read from /proc as another process reads it. */
class ProcessCpuTest {

    @Test
    void theTicksAreReadAfterTheCommandNameEvenWhenItHoldsSpacesAndParens() {
        String stat = "4242 (C2 (odd) name) S 1 4242 4242 0 -1 4194560 100 0 0 0 37 5 0 0 20 0 12 0 500 0 0";
        assertArrayEquals(new long[] { 37, 5 }, ProcessCpu.userAndSystemTicks(stat));
    }

    @Test
    void thisJvmHasUsedCpuAndItsCompilersAPartOfIt() throws IOException {
        long sum = 0;
        for (int i = 0; i < 3_000_000; i++) {
            sum += Integer.toString(i).hashCode(); // enough work for a tick and for the JIT to compile
        }
        ProcessCpu cpu = ProcessCpu.of(ProcessHandle.current().pid());
        assertTrue(cpu.cpuMillis() >= 10, "at least one tick of CPU: " + cpu + " " + sum);
        assertNotNull(cpu.compilerCpuMillis(), "a JVM has compiler threads");
        assertTrue(cpu.compilerCpuMillis() > 0 && cpu.compilerCpuMillis() <= cpu.cpuMillis() + 10,
                "the compilers' share is part of the whole: " + cpu);
    }
}
