package dev.wirerace.probes;

import dev.wirerace.model.usage.HostDescription;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** This machine and this process's pinning, as a HostDescription, from /proc and the JVM. */
public final class HostDescriptionProbe {

    private HostDescriptionProbe() {
    }

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
