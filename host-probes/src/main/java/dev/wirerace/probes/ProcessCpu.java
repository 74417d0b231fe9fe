package dev.wirerace.probes;

import dev.wirerace.model.usage.ProcessUsage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The CPU time another process has used so far, and how much of it its JIT compilers took: what a start costs
 * and who pays for it (on a tier pinned to one CPU, the compilers' time is time the start waits for).
 *
 * @param cpuMillis user plus system time of every thread, ended ones included ({@code /proc/<pid>/stat}, in
 *        the kernel's 10 ms ticks)
 * @param compilerCpuMillis the JIT compiler threads' share of it (CompilerThreads); null where there are none
 *        (a native image)
 */
public record ProcessCpu(double cpuMillis, Double compilerCpuMillis) {

    public static ProcessCpu of(long pid) throws IOException {
        long compilerNanos = CompilerThreads.cpuNanosOf(pid);
        long[] ticks = userAndSystemTicks(Files.readString(Path.of("/proc", Long.toString(pid), "stat")));
        return new ProcessCpu((ticks[0] + ticks[1]) * ProcessUsage.NANOS_PER_TICK / 1e6,
                compilerNanos < 0 ? null : compilerNanos / 1e6);
    }

    /** utime and stime, fields 14 and 15 of a stat line, counted after the command name's closing paren. */
    static long[] userAndSystemTicks(String stat) {
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return new long[] { Long.parseLong(fields[11]), Long.parseLong(fields[12]) };
    }
}
