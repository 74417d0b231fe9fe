package dev.wirerace.presentation.run;

import java.util.List;
import java.time.Instant;
import dev.wirerace.results.RunHeader;
import dev.wirerace.results.RunDocument;
import dev.wirerace.model.usage.HostDescription;
import io.quarkus.runtime.ImageMode;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.LinkedHashMap;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** What a run records about where it ran: mode, versions, machine, commit, network. */
@ApplicationScoped
public class RunEnvironment {

    @ConfigProperty(name = "wirerace.git-commit", defaultValue = "unknown")
    String gitCommit;

    /** How the native binary was built, shown beside native figures (see native-build/). */
    @ConfigProperty(name = "wirerace.native.label", defaultValue = "native")
    String nativeLabel;

    /** The network profile between the tiers. */
    @ConfigProperty(name = "wirerace.network", defaultValue = "loopback")
    String network;

    /**
     * The path between the tiers when it is not this machine's loopback: another host, or two network
     * namespaces over a veth pair (the launcher describes it). Recorded as the run's network.
     */
    @ConfigProperty(name = "wirerace.path")
    java.util.Optional<String> path;

    /** Which CPUs the tiers were pinned to, as the launcher says (none when not pinned). */
    @ConfigProperty(name = "wirerace.cpu-affinity", defaultValue = "none")
    String cpuAffinity;

    public String cpuAffinity() {
        return cpuAffinity;
    }

    public String mode() {
        return ImageMode.current().isNativeImage() ? "native" : "jvm";
    }

    public String modeLabel() {
        return ImageMode.current().isNativeImage() ? nativeLabel
                : "JVM (" + System.getProperty("java.vm.name") + " " + Runtime.version() + ")";
    }

    public String gitCommit() {
        return gitCommit;
    }

    /** The link profile, or the real path between the tiers when they are on two hosts. */
    public String network() {
        return path.filter(p -> !p.isBlank()).orElse(network);
    }

    public Map<String, String> versions() {
        Map<String, String> versions = new LinkedHashMap<>();
        String quarkus = io.quarkus.runtime.Quarkus.class.getPackage().getImplementationVersion();
        versions.put("quarkus", quarkus == null ? "unknown" : quarkus);
        versions.put("java", Runtime.version().toString());
        versions.put("javaVendor", System.getProperty("java.vendor"));
        versions.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                + System.getProperty("os.arch"));
        return versions;
    }

    /** The machine's CPUs (not this process's share: the launcher pins each tier to one) and memory. */
    public RunHeader.Machine machine() {
        HostDescription host = HostDescription.ofThisProcess();
        return new RunHeader.Machine(host.cores(), host.memoryBytes());
    }

    /**
     * The header of a run that started at {@code startedAt} and ends now: completed when nothing failed, else
     * failed with every failure named.
     */
    public RunHeader header(String kind, String runId, String suite, List<String> failures, Instant startedAt) {
        return new RunHeader(kind, runId, suite, mode(), modeLabel(), network(),
                failures.isEmpty() ? "completed" : "failed", failures.isEmpty() ? null : String.join("; ", failures),
                startedAt.toString(), Instant.now().toString(), gitCommit, versions(), machine());
    }
}
