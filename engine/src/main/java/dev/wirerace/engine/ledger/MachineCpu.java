package dev.wirerace.engine.ledger;

import dev.wirerace.model.usage.ProcessUsage;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The whole machine's CPU time so far, every CPU added up, in nanoseconds: busy (time some task ran), steal
 * (time the hypervisor gave this virtual machine's CPUs to someone else) and the total of every state.
 *
 * <p>Busy time comes from the root control group's CPU accounting where it covers the machine: the kernel's run
 * time of every task, to the nanosecond (cgroup v1 {@code cpuacct.usage}) or microsecond (v2 {@code usage_usec}),
 * the same accounting as a process's own CPU clock that the guard subtracts from it; the total is then the
 * monotonic clock times the CPUs. Else, and for steal always, the first line of {@code /proc/stat}, in 10 ms
 * ticks: over a 160 ms window on two CPUs one tick is 3 % of the machine against the guard's 10 % limit.
 */
record MachineCpu(long busyNanos, long stealNanos, long totalNanos) {

    static final MachineCpu UNKNOWN = new MachineCpu(-1, -1, -1);
    private static final Path STAT = Path.of("/proc/stat");
    /** The root group's run time of every task, newest layout first; the first readable one is used. */
    private static final List<Path> ROOT_GROUP_USAGE = List.of(Path.of("/sys/fs/cgroup/cpu.stat"),
            Path.of("/sys/fs/cgroup/cpuacct/cpuacct.usage"), Path.of("/sys/fs/cgroup/cpu,cpuacct/cpuacct.usage"));
    /** How far the group's run time since boot may stray from the machine's busy ticks and still be the machine's. */
    private static final double SAME_MACHINE = 0.10;
    private static final GroupClock GROUP = GroupClock.find();
    private static final int CPUS = cpusOnline();

    static MachineCpu now() {
        try {
            StatLine stat = StatLine.read();
            if (GROUP == null) {
                return new MachineCpu(stat.busyNanos(), stat.stealNanos(), stat.totalNanos());
            }
            return new MachineCpu(GROUP.usageNanos(), stat.stealNanos(), System.nanoTime() * GROUP.cpus());
        } catch (IOException | RuntimeException e) {
            return UNKNOWN;
        }
    }

    /**
     * How far a difference of two steal readings may be off by the counter's grain alone: the kernel adds up
     * each CPU's steal at that CPU's own timer tick, and /proc/stat shows the sum in 10 ms ticks, so each CPU can
     * be a tick behind at either edge. One tick per CPU: 20 ms on two CPUs, 6 % of a 160 ms window, 1 % of a
     * one-second one.
     */
    static long stealGrainNanos() {
        return Math.max(1, CPUS) * ProcessUsage.NANOS_PER_TICK;
    }

    private static int cpusOnline() {
        try {
            return StatLine.cpus();
        } catch (IOException | RuntimeException e) {
            return 1;
        }
    }

    /** Where busy time is read from: "cgroup FILE" or "/proc/stat ticks". */
    static String source() {
        return GROUP == null ? "/proc/stat ticks" : "cgroup " + GROUP.file();
    }

    boolean known() {
        return totalNanos >= 0;
    }

    /**
     * "cpu user nice system idle iowait irq softirq steal guest guest_nice", in ticks; guest time is inside user
     * already. Busy: user, nice, system; with irq and softirq, the run time a task's accounting also holds.
     */
    record StatLine(long busyTicks, long interruptTicks, long stealTicks, long totalTicks) {

        static StatLine read() throws IOException {
            // the first line only: the rest (per CPU, interrupts) runs to kilobytes, read at a window's edge
            try (BufferedReader stat = Files.newBufferedReader(STAT)) {
                return parse(stat.readLine());
            }
        }

        /** The per-CPU lines that follow the machine's: the CPUs online. */
        static int cpus() throws IOException {
            try (BufferedReader stat = Files.newBufferedReader(STAT)) {
                return (int) stat.lines().skip(1).takeWhile(line -> line.startsWith("cpu")).count();
            }
        }

        static StatLine parse(String cpuLine) {
            String[] f = cpuLine.trim().split("\\s+");
            long[] v = new long[8];
            for (int i = 0; i < v.length && i + 1 < f.length; i++) {
                v[i] = Long.parseLong(f[i + 1]);
            }
            long total = 0;
            for (long value : v) {
                total += value;
            }
            return new StatLine(v[0] + v[1] + v[2], v[5] + v[6], v[7], total);
        }

        long busyNanos() {
            return busyTicks * ProcessUsage.NANOS_PER_TICK;
        }

        long stealNanos() {
            return stealTicks * ProcessUsage.NANOS_PER_TICK;
        }

        long totalNanos() {
            return totalTicks * ProcessUsage.NANOS_PER_TICK;
        }
    }

    /** The root control group's run time of every task, when it is this machine's and not a container's. */
    record GroupClock(Path file, int cpus) {

        static GroupClock find() {
            try {
                StatLine stat = StatLine.read();
                int cpus = StatLine.cpus();
                for (Path file : ROOT_GROUP_USAGE) {
                    Optional<Long> usage = read(file);
                    if (usage.isPresent() && cpus > 0 && coversTheMachine(usage.get(), stat)) {
                        return new GroupClock(file, cpus);
                    }
                }
            } catch (IOException | RuntimeException e) {
                // no /proc/stat: now() says unknown
            }
            return null;
        }

        /**
         * A container's own group root looks like the machine's from inside it: its run time since boot agrees
         * with the machine's busy ticks only when it is the machine's.
         */
        static boolean coversTheMachine(long usageNanos, StatLine stat) {
            double machine = (stat.busyTicks() + stat.interruptTicks()) * (double) ProcessUsage.NANOS_PER_TICK;
            return machine > 0 && Math.abs(usageNanos / machine - 1) <= SAME_MACHINE;
        }

        long usageNanos() throws IOException {
            return read(file).orElseThrow(() -> new IOException(file + " no longer readable"));
        }

        /** cgroup v2's {@code cpu.stat} "usage_usec N", or v1's {@code cpuacct.usage} "N" in nanoseconds. */
        static Optional<Long> read(Path file) {
            try {
                if (file.getFileName().toString().equals("cpu.stat")) {
                    return Files.readAllLines(file).stream().filter(line -> line.startsWith("usage_usec "))
                            .map(line -> Long.parseLong(line.substring("usage_usec ".length()).trim()) * 1_000)
                            .findFirst();
                }
                return Optional.of(Long.parseLong(Files.readString(file).trim()));
            } catch (IOException | RuntimeException e) {
                return Optional.empty();
            }
        }
    }
}
