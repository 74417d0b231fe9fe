package dev.wirerace.probes;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The CPU time of this JVM's JIT compiler threads, from the kernel's per-thread accounting: HotSpot names them
 * "C1 CompilerThreadN" and "C2 CompilerThreadN" (the kernel keeps 15 characters: "C2 CompilerThre"), and they
 * are hidden from the JVM's own thread beans. Why it matters: on a tier pinned to one CPU, compilation shares
 * that CPU with the calls, and counted with them it makes a tier still warming up look like a dearer wire.
 *
 * <p>The threads are looked up again at most every {@value #RESCAN_MILLIS} ms (a scan reads every thread's
 * name; a read at a window's edge should cost microseconds). A compiler thread that the JVM stops takes its
 * time with it; readers clamp a difference below zero.
 */
public final class CompilerThreads {

    private static final Path TASKS = Path.of("/proc/self/task");
    private static final long RESCAN_MILLIS = 2_000;

    private static List<Path> threads = List.of();
    private static long scannedAt;

    private CompilerThreads() {
    }

    /** Their CPU time so far in nanoseconds; -1 when there are none (a native image) or /proc cannot be read. */
    static synchronized long cpuNanos() {
        long now = System.currentTimeMillis();
        if (now - scannedAt > RESCAN_MILLIS) {
            threads = scan();
            scannedAt = now;
        }
        if (threads.isEmpty()) {
            return -1;
        }
        long total = 0;
        for (Path schedstat : threads) {
            long nanos = onCpuNanos(schedstat);
            if (nanos < 0) {
                scannedAt = 0; // a thread ended: look again next time
            } else {
                total += nanos;
            }
        }
        return total;
    }

    private static List<Path> scan() {
        return tasks(TASKS).stream().map(task -> task.resolve("schedstat")).toList();
    }

    /**
     * The CPU time so far of process {@code pid}'s compiler threads now running, in nanoseconds; -1 when it has
     * none (a native image) or they cannot be read.
     */
    public static long cpuNanosOf(long pid) {
        List<Path> compilers = tasks(Path.of("/proc", Long.toString(pid), "task"));
        if (compilers.isEmpty()) {
            return -1;
        }
        long total = 0;
        for (Path task : compilers) {
            total += Math.max(0, onCpuNanos(task.resolve("schedstat"))); // a thread ended meanwhile took its time along
        }
        return total;
    }

    /** The first field of a task's schedstat: its time on a CPU in nanoseconds; -1 for a thread that has ended. */
    private static long onCpuNanos(Path schedstat) {
        try {
            String text = Files.readString(schedstat);
            return Long.parseLong(text.substring(0, text.indexOf(' ')));
        } catch (IOException | RuntimeException gone) {
            return -1;
        }
    }

    /** The thread ids of process {@code pid}'s compiler threads now; empty for a native image or an ended process. */
    public static List<Long> of(long pid) {
        return tasks(Path.of("/proc", Long.toString(pid), "task")).stream()
                .map(task -> Long.parseLong(task.getFileName().toString())).toList();
    }

    /** The task directories under {@code tasks} whose thread is a JIT compiler thread. */
    private static List<Path> tasks(Path tasks) {
        List<Path> found = new ArrayList<>();
        try (DirectoryStream<Path> all = Files.newDirectoryStream(tasks)) {
            for (Path task : all) {
                try {
                    String name = Files.readString(task.resolve("comm"));
                    if (name.startsWith("C1 CompilerThre") || name.startsWith("C2 CompilerThre")) {
                        found.add(task);
                    }
                } catch (IOException | RuntimeException gone) {
                    // the thread ended while listed
                }
            }
        } catch (IOException | RuntimeException unreadable) {
            return List.of();
        }
        return List.copyOf(found);
    }
}
