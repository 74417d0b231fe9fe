package dev.wirerace.probes;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** The CPUs a process or thread may run on, as the kernel lists them in its {@code /proc/.../status}. */
public final class CpuAffinity {

    private static final String FIELD = "Cpus_allowed_list:";

    private CpuAffinity() {
    }

    /** {@code Cpus_allowed_list} of a status file ("0", "0-1", "1,3"); empty when it cannot be read. */
    public static Optional<String> allowed(Path status) {
        try {
            for (String line : Files.readAllLines(status)) {
                if (line.startsWith(FIELD)) {
                    return Optional.of(line.substring(FIELD.length()).strip());
                }
            }
        } catch (IOException | RuntimeException unreadable) {
            // no /proc, or the process or thread has ended
        }
        return Optional.empty();
    }

    /** A process's own (its main thread's) CPUs. */
    public static Optional<String> ofProcess(long pid) {
        return allowed(Path.of("/proc", Long.toString(pid), "status"));
    }
}
