package dev.wirerace.launcher.nativecompare;

import dev.wirerace.tiers.BrokerTier;
import dev.wirerace.tiers.BusinessTier;
import dev.wirerace.tiers.ports.BusinessPorts;
import dev.wirerace.tiers.ports.FreePorts;
import dev.wirerace.tiers.process.ChildProcess;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The command lines of both services in either mode, on ports the comparison picked, and their launch. */
final class ServiceCommands {

    private final NativeCompareConfig config;
    private final String nativeLabel;
    private final boolean training;
    private final FreePorts free;
    /** The broker wires' broker, a JVM in every mode (it is no tier under comparison); null until started, or for none. */
    private BrokerTier broker;

    /** @param nativeLabel how the native executables were built, which a presentation-service records */
    ServiceCommands(NativeCompareConfig config, String nativeLabel) {
        this(config, nativeLabel, false, new FreePorts(), null);
    }

    private ServiceCommands(NativeCompareConfig config, String nativeLabel, boolean training, FreePorts free,
            BrokerTier broker) {
        this.config = config;
        this.nativeLabel = nativeLabel;
        this.training = training;
        this.free = free;
        this.broker = broker;
    }

    /** Starts the broker the broker wires go through, on the business-service's CPUs, until {@link #stopBroker}. */
    void startBroker(Path logDir) throws IOException, InterruptedException {
        broker = BrokerTier.start(new BrokerTier.Launch(config.java(), config.brokerModule(), config.business().cpus(),
                logDir), free);
    }

    void stopBroker() throws InterruptedException {
        if (broker != null) {
            broker.close();
            broker = null;
        }
    }

    /** The same commands without the broker's settings: the launches that time a service's start, which call no wire. */
    ServiceCommands withoutBroker() {
        return new ServiceCommands(config, nativeLabel, training, free, null);
    }

    /**
     * The same commands for the AOT caches' training run: {@link Mode#AOT} then runs the AOT build and writes its
     * cache as the JVM exits (JEP 514, one step) instead of reading one.
     */
    ServiceCommands training() {
        return new ServiceCommands(config, nativeLabel, true, free, broker);
    }

    BusinessPorts businessPorts() throws IOException {
        return BusinessPorts.free(free);
    }

    int freePort() throws IOException {
        return free.next();
    }

    List<String> business(Mode mode, BusinessPorts ports) {
        List<String> properties = new ArrayList<>(ports.serviceOptions());
        // one HTTP event loop per pinned CPU, as the suites' business-service has (BusinessTier)
        config.business().cpus().ifPresent(cpus -> properties.add(BusinessTier.eventLoopsFor(cpus)));
        if (broker != null) {
            properties.addAll(broker.businessOptions());
        }
        return command(mode, config.business(), properties);
    }

    /** The presentation-service serving its API (how the comparison starts a suite in it). */
    List<String> presentation(Mode mode, int port, BusinessPorts business, Path results, String cpuAffinity) {
        return presentation(mode, port, business, results, cpuAffinity, List.of());
    }

    /** @param more further {@code -D} options, such as the run plan of the suites it will be asked to run */
    List<String> presentation(Mode mode, int port, BusinessPorts business, Path results, String cpuAffinity,
            List<String> more) {
        List<String> properties = new ArrayList<>(List.of("-Dquarkus.http.port=" + port));
        properties.addAll(more);
        properties.addAll(business.clientOptions("127.0.0.1"));
        if (broker != null) {
            broker.presentationSettings().forEach((name, value) -> properties.add("-D" + name + "=" + value));
        }
        properties.addAll(List.of("-Dwirerace.results.dir=" + results, "-Dwirerace.git-commit=" + config.gitCommit(),
                "-Dwirerace.native.label=" + nativeLabel, "-Dwirerace.cpu-affinity=" + cpuAffinity));
        return command(mode, config.presentation(), properties);
    }

    /** Launches one service, on its tier's CPUs when pinned (taskset execs the command: the pid is the service's). */
    ChildProcess start(Service service, List<String> command, Path log) throws IOException {
        return ChildProcess.of(service.id(), command).cpus(service.tier(config).cpus()).log(log).start();
    }

    private List<String> command(Mode mode, NativeCompareConfig.Tier tier, List<String> properties) {
        List<String> command = new ArrayList<>();
        switch (mode) {
            case JVM -> command.addAll(jvm(tier.jar(), "the JVM build (./wirerace build)", List.of(), properties));
            case AOT -> {
                if (!training) {
                    require(tier.aotCache(), "the AOT caches' training (AotTraining)");
                }
                // AOTMode=on: a cache that cannot be used stops the JVM rather than letting it run without;
                // -Xlog:aot says in the service's log that the cache was opened and its classes used
                List<String> modeOptions = new ArrayList<>();
                if (training) {
                    modeOptions.add("-XX:AOTCacheOutput=" + tier.aotCache());
                } else {
                    modeOptions.addAll(List.of("-XX:AOTMode=on", "-XX:AOTCache=" + tier.aotCache(), "-Xlog:aot=info"));
                    modeOptions.addAll(config.aotOptions());
                }
                command.addAll(jvm(tier.aotJar(), AOT_BUILD, modeOptions, properties));
            }
            case NATIVE -> {
                require(tier.executable(), "the native build (native-build/build.sh)");
                command.add(tier.executable().toString());
                command.addAll(config.nativeOptions());
                // An image counts the machine's CPUs, not the ones taskset leaves it (its JVM_ActiveProcessorCount
                // is sysconf(_SC_NPROCESSORS_ONLN)), so it would size its pools for two CPUs where the JVM
                // sizes them for one: tell it what the JVM finds by itself.
                tier.cpus().ifPresent(list -> command.add("-XX:ActiveProcessorCount=" + BusinessTier.cpuCount(list)));
                command.addAll(properties);
            }
        }
        return command;
    }

    private static final String AOT_BUILD = "the AOT build (./mvnw package -Daot-jar)";

    private List<String> jvm(Path jar, String builtBy, List<String> modeOptions, List<String> properties) {
        require(jar, builtBy);
        List<String> command = new ArrayList<>();
        command.add(config.java());
        command.addAll(config.jvmOptions());
        command.addAll(modeOptions);
        command.addAll(properties);
        command.add("-jar");
        command.add(jar.toString());
        return command;
    }

    private static void require(Path artifact, String what) {
        if (!Files.isRegularFile(artifact)) {
            throw new IllegalStateException(artifact + " is missing: run " + what + " first");
        }
    }
}
