package dev.wirerace.engine.ledger;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The whole machine's CPU time so far, every CPU added up, from the first line of {@code /proc/stat}, in
 * clock ticks: busy (user, nice, system: time some process ran), steal (time the hypervisor gave this
 * virtual machine's CPUs to someone else) and the total of every state.
 */
record MachineCpu(long busyTicks, long stealTicks, long totalTicks) {

    static final MachineCpu UNKNOWN = new MachineCpu(-1, -1, -1);
    private static final Path STAT = Path.of("/proc/stat");

    static MachineCpu now() {
        try {
            // the first line only: the rest (per CPU, interrupts) runs to kilobytes, read at a window's edge
            try (BufferedReader stat = Files.newBufferedReader(STAT)) {
                return parse(stat.readLine());
            }
        } catch (IOException | RuntimeException e) {
            return UNKNOWN;
        }
    }

    /** "cpu user nice system idle iowait irq softirq steal guest guest_nice"; guest time is inside user already. */
    static MachineCpu parse(String cpuLine) {
        String[] f = cpuLine.trim().split("\\s+");
        long[] v = new long[8];
        for (int i = 0; i < v.length && i + 1 < f.length; i++) {
            v[i] = Long.parseLong(f[i + 1]);
        }
        long total = 0;
        for (long value : v) {
            total += value;
        }
        return new MachineCpu(v[0] + v[1] + v[2], v[7], total);
    }

    boolean known() {
        return totalTicks >= 0;
    }
}
