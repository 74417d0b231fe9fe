package dev.wirerace.model.usage;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The machine a tier runs on and what it may use of it, as the tier itself sees it: each tier describes its
 * own host, so that a run across two hosts records both.
 *
 * @param hostname the machine's name
 * @param cores the machine's CPUs (not this process's share)
 * @param cpuModel the CPU's model name ({@code /proc/cpuinfo}); null where unknown
 * @param memoryBytes the machine's memory
 * @param kernel the operating system and its version
 * @param jvm the JVM's name and version
 * @param cpusAllowed the CPUs this process may run on ({@code Cpus_allowed_list}: its pinning); null where unknown
 */
public record HostDescription(String hostname, int cores, String cpuModel, long memoryBytes, String kernel, String jvm,
        String cpusAllowed) {

    public static HostDescription ofThisProcess() {
        long memory = ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getTotalMemorySize() : -1;
        List<String> cpuinfo = lines(Path.of("/proc/cpuinfo"));
        long processors = cpuinfo.stream().filter(line -> line.startsWith("processor")).count();
        String model = cpuinfo.stream().filter(line -> line.startsWith("model name")).findFirst()
                .map(line -> line.substring(line.indexOf(':') + 1).strip()).orElse(null);
        String allowed = CpuAffinity.allowed(Path.of("/proc/self/status")).orElse(null);
        return new HostDescription(machineName(), processors > 0 ? (int) processors : Runtime.getRuntime().availableProcessors(),
                model, memory, System.getProperty("os.name") + " " + System.getProperty("os.version"),
                System.getProperty("java.vm.name") + " " + Runtime.version(), allowed);
    }

    /** One line for a table header: "host, 2 × CPU model, 24.0 GB, Linux 6.1, CPUs 1". */
    public String summary() {
        return String.format(java.util.Locale.ROOT, "%s, %d × %s, %.1f GB, %s, CPUs %s", hostname, cores,
                cpuModel == null ? "CPU" : cpuModel, memoryBytes / 1e9, kernel, cpusAllowed == null ? "?" : cpusAllowed);
    }

    private static String machineName() {
        List<String> name = lines(Path.of("/proc/sys/kernel/hostname"));
        if (!name.isEmpty() && !name.get(0).isBlank()) {
            return name.get(0).strip();
        }
        String variable = System.getenv("HOSTNAME");
        return variable == null ? "unknown" : variable;
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException | RuntimeException unreadable) {
            return List.of();
        }
    }
}
