package dev.wirerace.model.usage;

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

    /** One line for a table header: "host, 2 × CPU model, 24.0 GB, Linux 6.1, CPUs 1". */
    public String summary() {
        return String.format(java.util.Locale.ROOT, "%s, %d × %s, %.1f GB, %s, CPUs %s", hostname, cores,
                cpuModel == null ? "CPU" : cpuModel, memoryBytes / 1e9, kernel, cpusAllowed == null ? "?" : cpusAllowed);
    }
}
