package dev.wirerace.presentation.nativecompare;

import dev.wirerace.processes.BusinessPorts;
import dev.wirerace.processes.BusinessTier;
import dev.wirerace.processes.FreePorts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The command lines of both services in either mode, on ports the comparison picked. */
final class ServiceCommands {

    private final NativeCompareConfig config;
    private final FreePorts free = new FreePorts();

    ServiceCommands(NativeCompareConfig config) {
        this.config = config;
    }

    BusinessPorts businessPorts() throws IOException {
        return BusinessPorts.free(free);
    }

    List<String> business(String mode, BusinessPorts ports) {
        List<String> properties = new ArrayList<>(ports.serviceOptions());
        // one HTTP event loop per pinned CPU, as the suites' business-service has (BusinessTier)
        config.businessCpus().ifPresent(cpus -> properties.add(BusinessTier.eventLoopsFor(cpus)));
        return command(mode, config.businessJar(), config.businessNative(), config.businessCpus(), properties);
    }

    /** The presentation-service serving its API (how the comparison starts a suite in it). */
    List<String> presentation(String mode, int port, BusinessPorts business, Path results, String gitCommit,
            String cpuAffinity) {
        List<String> properties = new ArrayList<>(List.of("-Dquarkus.http.port=" + port));
        properties.addAll(business.clientOptions("127.0.0.1"));
        properties.addAll(List.of("-Dwirerace.results.dir=" + results, "-Dwirerace.git-commit=" + gitCommit,
                "-Dwirerace.native.label=" + config.nativeLabel(), "-Dwirerace.cpu-affinity=" + cpuAffinity));
        return command(mode, config.presentationJar(), config.presentationNative(), config.presentationCpus(),
                properties);
    }

    private List<String> command(String mode, Path jar, Path executable, Optional<String> cpus,
            List<String> properties) {
        List<String> command = new ArrayList<>();
        switch (mode) {
            case "jvm" -> {
                require(jar, "the JVM build (./wirerace build)");
                command.add(config.java());
                command.addAll(config.jvmOptions());
                command.addAll(properties);
                command.add("-jar");
                command.add(jar.toString());
            }
            case "native" -> {
                require(executable, "the native build (native-build/build.sh)");
                command.add(executable.toString());
                command.addAll(config.nativeOptions());
                // An image counts the machine's CPUs, not the ones taskset leaves it (its JVM_ActiveProcessorCount
                // is sysconf(_SC_NPROCESSORS_ONLN)), so it would size its pools for two CPUs where the JVM
                // sizes them for one: tell it what the JVM finds by itself.
                cpus.ifPresent(list -> command.add("-XX:ActiveProcessorCount=" + BusinessTier.cpuCount(list)));
                command.addAll(properties);
            }
            default -> throw new IllegalArgumentException("mode " + mode + ": jvm or native");
        }
        return command;
    }

    private static void require(Path artifact, String what) {
        if (!Files.isRegularFile(artifact)) {
            throw new IllegalStateException(artifact + " is missing: run " + what + " first");
        }
    }

    int freePort() throws IOException {
        return free.next();
    }
}
