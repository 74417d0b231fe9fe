package dev.wirerace.probes;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A process's resident set, read from {@code /proc/<pid>/status}: VmRSS now, and VmHWM, the kernel's own
 * high-water mark of it (so a peak between two readings is not missed).
 */
public record ProcessMemory(long rssKb, long peakRssKb) {

    public static ProcessMemory of(long pid) throws IOException {
        return parse(Files.readString(Path.of("/proc", Long.toString(pid), "status")));
    }

    public static ProcessMemory ofThisProcess() throws IOException {
        return parse(Files.readString(Path.of("/proc/self/status")));
    }

    static ProcessMemory parse(String status) {
        return new ProcessMemory(field(status, "VmRSS:", " kB"), field(status, "VmHWM:", " kB"));
    }

    /** A status line's number, which must end in the unit given ("" for a count). */
    static long field(String status, String name, String unit) {
        for (String line : status.split("\n")) {
            if (line.startsWith(name)) {
                String value = line.substring(name.length()).trim();
                if (!value.endsWith(unit)) {
                    throw new IllegalArgumentException("unexpected unit in '" + line + "'");
                }
                return Long.parseLong(value.substring(0, value.length() - unit.length()).trim());
            }
        }
        throw new IllegalArgumentException("no " + name + " line in the process status");
    }

    public double rssMb() {
        return rssKb / 1024.0;
    }

    public double peakRssMb() {
        return peakRssKb / 1024.0;
    }
}
