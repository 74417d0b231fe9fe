package dev.wirerace.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.wirerace.probes.CompilerThreads;
import dev.wirerace.probes.CpuAffinity;
import dev.wirerace.tiers.process.ChildProcess;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Two real JVMs pinned to a CPU each: their compiler threads lent both CPUs, then pinned back; nothing else moves. */
class CompilerThreadAffinityTest {

    @TempDir
    Path dir;

    @Test
    void compilerThreadsGetBothTiersCpusAndGiveThemBack() throws Exception {
        assumeTrue(Runtime.getRuntime().availableProcessors() >= 2, "one CPU: there is nothing to lend (not checked here)");
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/taskset")) || Files.isExecutable(Path.of("/bin/taskset")),
                "taskset is not installed: the compilers' CPUs are not checked here");
        Path idle = dir.resolve("Idle.java");
        Files.writeString(idle, "class Idle { public static void main(String[] a) throws Exception { Thread.sleep(120_000); } }");
        String java = ProcessHandle.current().info().command().orElse("java");
        try (ChildProcess first = pinnedJvm("0", java, idle); ChildProcess second = pinnedJvm("1", java, idle)) {
            long a = first.pid();
            long b = second.pid();
            awaitCompilerThreads(a);
            awaitCompilerThreads(b);
            try (CompilerThreadAffinity lent = CompilerThreadAffinity.lend(List.of(a, b))) {
                assertEquals(Set.of("0-1"), CompilerThreadAffinity.compilerThreadCpus(a));
                assertEquals(Set.of("0-1"), CompilerThreadAffinity.compilerThreadCpus(b));
                assertEquals(Optional.of("0"), CpuAffinity.ofProcess(a), "the JVM's own threads stay on its CPU");
                assertEquals(Optional.of("1"), CpuAffinity.ofProcess(b));
            }
            assertEquals(Set.of("0"), CompilerThreadAffinity.compilerThreadCpus(a));
            assertEquals(Set.of("1"), CompilerThreadAffinity.compilerThreadCpus(b));
        }
    }

    @Test
    void jvmsOnTheSameCpusAreLeftAlone() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/taskset")) || Files.isExecutable(Path.of("/bin/taskset")),
                "taskset is not installed: the compilers' CPUs are not checked here");
        long self = ProcessHandle.current().pid();
        Set<String> before = CompilerThreadAffinity.compilerThreadCpus(self);
        assertFalse(before.isEmpty(), "this JVM has compiler threads");
        try (CompilerThreadAffinity lent = CompilerThreadAffinity.lend(List.of(self, self))) {
            assertEquals(before, CompilerThreadAffinity.compilerThreadCpus(self));
        }
        assertEquals(before, CompilerThreadAffinity.compilerThreadCpus(self));
    }

    private ChildProcess pinnedJvm(String cpu, String java, Path source) throws Exception {
        return ChildProcess.of("idle-" + cpu, List.of(java, source.toString())).cpus(Optional.of(cpu))
                .log(dir.resolve("idle-" + cpu + ".log")).start();
    }

    /** A JVM starts its compiler threads within its first second or so; bounded at 30 s. */
    private static void awaitCompilerThreads(long pid) throws InterruptedException {
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (CompilerThreads.of(pid).isEmpty() && System.nanoTime() - deadline < 0) {
            Thread.sleep(50);
        }
        assertFalse(CompilerThreads.of(pid).isEmpty(), "no compiler thread in process " + pid);
    }
}
