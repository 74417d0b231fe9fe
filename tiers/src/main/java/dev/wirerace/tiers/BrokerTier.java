package dev.wirerace.tiers;

import dev.wirerace.files.Folders;
import dev.wirerace.model.broker.BrokerQueues;
import dev.wirerace.tiers.ports.BusinessHost;
import dev.wirerace.tiers.ports.FreePorts;
import dev.wirerace.tiers.process.ChildProcess;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The broker wires' broker: ActiveMQ Artemis in a JVM of its own (the broker module's BrokerMain, run from its
 * target/classes and target/lib as the replication nodes are), on two free ports, the core protocol's and its usage's,
 * beside the business-service (on its host and CPUs: the broker and the business tier share them, so the presentation
 * tier's CPU stays the measuring one's). Its journal goes to a folder of its own on the workspace's disk, never a
 * tmpfs, where a persistent request's sync would cost nothing; the folder is removed when it stops.
 */
public final class BrokerTier implements AutoCloseable {

    private static final Duration READY = Duration.ofSeconds(60);
    private static final Pattern READY_LINE = Pattern.compile("broker ready");
    private static final String MAIN = "dev.wirerace.broker.BrokerMain";

    /**
     * @param java the java executable
     * @param module the broker module's folder (holding target/classes and target/lib)
     * @param cpus CPUs to pin it to, if any
     * @param logDir where its log goes, and its journal's folder beside it
     * @param host where it binds and what the services are told
     * @param prefix what runs it somewhere else ({@code ip netns exec NS}); empty to run it here
     */
    public record Launch(String java, Path module, Optional<String> cpus, Path logDir, BusinessHost host,
            List<String> prefix) {

        /** On loopback, here. */
        public Launch(String java, Path module, Optional<String> cpus, Path logDir) {
            this(java, module, cpus, logDir, BusinessHost.LOOPBACK, List.of());
        }
    }

    private final ChildProcess process;
    private final Path data;
    private final int port;
    private final String url;
    private final String usageUrl;

    private BrokerTier(ChildProcess process, Path data, int port, String url, String usageUrl) {
        this.process = process;
        this.data = data;
        this.port = port;
        this.url = url;
        this.usageUrl = usageUrl;
    }

    /** Starts it on free ports and waits until it says it is ready; stops it if it does not. */
    public static BrokerTier start(Launch launch, FreePorts free) throws IOException, InterruptedException {
        Path target = launch.module().resolve("target");
        if (!Files.isDirectory(target.resolve("classes")) || !Files.isDirectory(target.resolve("lib"))) {
            throw new IOException(target.toAbsolutePath() + " has no classes or lib: build first (./wirerace build)");
        }
        int port = free.next();
        int usagePort = free.next();
        String stamp = Instant.now().toString().replace(":", "");
        Files.createDirectories(launch.logDir());
        Path data = Files.createTempDirectory(launch.logDir(), "broker-data-");
        List<String> command = new ArrayList<>(launch.prefix());
        command.addAll(List.of(launch.java(), "-Xms256m", "-Xmx256m", "--enable-native-access=ALL-UNNAMED",
                "--sun-misc-unsafe-memory-access=allow",
                "-cp", target.resolve("classes").toAbsolutePath() + File.pathSeparator
                        + target.resolve("lib").toAbsolutePath().resolve("*"),
                MAIN, "--host", launch.host().bind(), "--port", String.valueOf(port), "--usage-port",
                String.valueOf(usagePort), "--data", data.toAbsolutePath().toString()));
        ChildProcess process = ChildProcess.of("broker", command).cpus(launch.cpus())
                .log(launch.logDir().resolve("broker-" + stamp + ".log")).start();
        String host = launch.host().advertise();
        BrokerTier tier = new BrokerTier(process, data, port, "tcp://" + host + ":" + port,
                "http://" + host + ":" + usagePort + "/usage");
        try {
            process.awaitLog(READY_LINE, READY);
        } catch (IOException | InterruptedException notReady) {
            tier.close();
            throw notReady;
        }
        return tier;
    }

    public ChildProcess process() {
        return process;
    }

    /** Its core protocol's port, on the business-service's host. */
    public int port() {
        return port;
    }

    /** The business-service's options to consume from it. */
    public List<String> businessOptions() {
        return List.of("-D" + BrokerQueues.URL_SETTING + "=" + url);
    }

    /** The presentation-service's settings to send through it and read its usage. */
    public Map<String, String> presentationSettings() {
        return Map.of(BrokerQueues.URL_SETTING, url, BrokerQueues.USAGE_URL_SETTING, usageUrl);
    }

    @Override
    public void close() throws InterruptedException {
        process.close();
        try {
            Folders.deleteRecursively(data);
        } catch (IOException e) {
            System.err.println("wirerace: the broker's journal was left in " + data + ": " + e.getMessage());
        }
    }
}
