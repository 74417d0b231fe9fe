package dev.wirerace.presentation.run;

import dev.wirerace.model.usage.HostDescription;
import dev.wirerace.probes.HostDescriptionProbe;
import dev.wirerace.results.data.RunHeader;
import dev.wirerace.suite.RunContext;
import io.quarkus.runtime.ImageMode;
import jakarta.enterprise.context.ApplicationScoped;
import java.lang.management.ManagementFactory;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** What a run records about where it ran: mode, versions, machine, commit, network. */
@ApplicationScoped
public class RunEnvironment implements RunContext {

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

    /** The host alone before the run started anything (HostProbe), as the launcher read it; JSON. */
    @ConfigProperty(name = dev.wirerace.engine.ledger.HostProbe.PROPERTY)
    java.util.Optional<String> hostAlone;

    public java.util.Optional<String> hostAloneJson() {
        return hostAlone;
    }

    @Override
    public String cpuAffinity() {
        return cpuAffinity;
    }

    /** {@code native}, {@code aot} (the JVM started from an AOT cache, ./wirerace native's aot mode) or {@code jvm}. */
    @Override
    public String mode() {
        if (ImageMode.current().isNativeImage()) {
            return "native";
        }
        return startedFromAotCache(ManagementFactory.getRuntimeMXBean().getInputArguments()) ? "aot" : "jvm";
    }

    public String modeLabel() {
        if (ImageMode.current().isNativeImage()) {
            return nativeLabel;
        }
        String jvm = "JVM (" + System.getProperty("java.vm.name") + " " + Runtime.version() + ")";
        return mode().equals("aot") ? jvm + " with an AOT cache" : jvm;
    }

    /** Whether these JVM options start it from an AOT cache (-XX:AOTCache=, JEP 483). */
    static boolean startedFromAotCache(List<String> jvmOptions) {
        return jvmOptions.stream().anyMatch(option -> option.startsWith("-XX:AOTCache="));
    }

    public String gitCommit() {
        return gitCommit;
    }

    /** The link profile, or the real path between the tiers when they are on two hosts. */
    public String network() {
        return path.filter(p -> !p.isBlank()).orElse(network);
    }

    public Map<String, String> versions() {
        String quarkus = io.quarkus.runtime.Quarkus.class.getPackage().getImplementationVersion();
        return RunHeader.versions(quarkus == null ? "unknown" : quarkus);
    }

    /** The machine's CPUs (not this process's share: the launcher pins each tier to one) and memory. */
    public RunHeader.Machine machine() {
        HostDescription host = HostDescriptionProbe.ofThisProcess();
        return new RunHeader.Machine(host.cores(), host.memoryBytes());
    }

    /**
     * The header of a run that started at {@code startedAt} and ends now: completed when nothing failed, else
     * failed with every failure named.
     */
    @Override
    public RunHeader header(String kind, String runId, String suite, List<String> failures, Instant startedAt) {
        return new RunHeader(kind, runId, suite, mode(), modeLabel(), network(),
                failures.isEmpty() ? "completed" : "failed", failures.isEmpty() ? null : String.join("; ", failures),
                startedAt.toString(), Instant.now().toString(), gitCommit, versions(), machine());
    }
}
