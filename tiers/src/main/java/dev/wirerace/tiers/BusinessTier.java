package dev.wirerace.tiers;

import dev.wirerace.tiers.link.ToxiproxyLink;
import dev.wirerace.tiers.ports.BusinessHost;
import dev.wirerace.tiers.ports.BusinessPorts;
import dev.wirerace.tiers.ports.FreePorts;
import dev.wirerace.tiers.process.ChildProcess;
import dev.wirerace.tiers.process.QuarkusReadiness;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The business-service as the presentation-service reaches it: its JVM on free ports, and, when a link is
 * emulated or faults act on it, Toxiproxy between the tiers on every port (RMI included), on the
 * presentation side. {@link #presentationSettings()} is what
 * the presentation-service must be given to call it. Used by the command line and by the tests alike.
 */
public final class BusinessTier implements AutoCloseable {

    /** How long a business-service JVM may take to answer its call counter. */
    private static final Duration READY = Duration.ofSeconds(90);

    /**
     * @param java the java executable
     * @param jvmOptions options before the service's own ({@code -Xmx...})
     * @param jar the business-service's {@code quarkus-run.jar}
     * @param cpus CPUs to pin it to, if any
     * @param logDir where its log (and Toxiproxy's) go
     * @param toxiproxy the Toxiproxy binary, when the tiers talk through an emulated link
     * @param host where it binds and what it advertises
     * @param prefix what runs it somewhere else ({@code ip netns exec NS}); empty to run it here
     * @param linkPrefix what runs Toxiproxy on the presentation side's host; empty to run it here
     * @param broker the broker module's folder, to start the broker wires' broker beside it (BrokerTier); empty for
     *        none, and the broker wires are off
     */
    public record Launch(String java, List<String> jvmOptions, Path jar, Optional<String> cpus, Path logDir,
            Optional<Path> toxiproxy, BusinessHost host, List<String> prefix, List<String> linkPrefix,
            Optional<Path> broker) {

        /** On loopback, here. */
        public Launch(String java, List<String> jvmOptions, Path jar, Optional<String> cpus, Path logDir,
                Optional<Path> toxiproxy) {
            this(java, jvmOptions, jar, cpus, logDir, toxiproxy, BusinessHost.LOOPBACK, List.of(), List.of(),
                    Optional.empty());
        }

        /** The same, with the broker of the broker wires started beside it, from the broker module at {@code module}. */
        public Launch withBroker(Path module) {
            return new Launch(java, jvmOptions, jar, cpus, logDir, toxiproxy, host, prefix, linkPrefix,
                    Optional.of(module));
        }
    }

    private final ChildProcess service;
    private final Optional<BrokerTier> broker;
    private final Optional<ChildProcess> proxy;
    private final BusinessPorts ports;
    private final Map<String, String> presentationSettings;

    private BusinessTier(ChildProcess service, Optional<BrokerTier> broker, Optional<ChildProcess> proxy,
            BusinessPorts ports, Map<String, String> presentationSettings) {
        this.service = service;
        this.broker = broker;
        this.proxy = proxy;
        this.ports = ports;
        this.presentationSettings = presentationSettings;
    }

    /** Starts it on free ports and waits until it answers; stops what it started if it does not. */
    public static BusinessTier start(Launch launch, FreePorts free) throws IOException, InterruptedException {
        return start(launch, BusinessPorts.free(free), free);
    }

    /** Starts it on {@code ports} (a link's own ports come from {@code free}) and waits until it answers. */
    public static BusinessTier start(Launch launch, BusinessPorts ports, FreePorts free)
            throws IOException, InterruptedException {
        if (!Files.isRegularFile(launch.jar())) {
            throw new IOException(launch.jar().toAbsolutePath() + " is missing: build first (./wirerace build)");
        }
        List<String> command = new ArrayList<>(launch.prefix());
        command.add(launch.java());
        command.addAll(launch.jvmOptions());
        command.addAll(ports.serviceOptions());
        command.addAll(launch.host().serviceOptions());
        // One HTTP event loop per pinned CPU, as the bare server has (one loop): Quarkus' default of two per
        // CPU made the two loops of a one-CPU business-service wait on each other's time slices, which showed
        // as millisecond p90s under four connections (docs/notebook/clients-and-servers.md)
        launch.cpus().ifPresent(cpus -> command.add(eventLoopsFor(cpus)));
        Map<String, String> presentation = new LinkedHashMap<>(ports.clientSettings(launch.host().advertise()));
        Optional<BrokerTier> broker = Optional.empty();
        Optional<ChildProcess> proxy = Optional.empty();
        String stamp = Instant.now().toString().replace(":", "");
        try {
            if (launch.broker().isPresent()) {
                // on the business-service's host and CPUs: the broker serves that side of the system
                broker = Optional.of(BrokerTier.start(new BrokerTier.Launch(launch.java(), launch.broker().get(),
                        launch.cpus(), launch.logDir(), launch.host(), launch.prefix()), free));
                command.addAll(broker.get().businessOptions());
                presentation.putAll(broker.get().presentationSettings());
            }
            if (launch.toxiproxy().isPresent()) {
                ToxiproxyLink link = ToxiproxyLink.plan(ports, free, launch.host(), broker.map(BrokerTier::port));
                // after the host's own options: the last -D of a name is the one the JVM keeps
                command.addAll(link.businessOptions());
                proxy = Optional.of(link.start(launch.toxiproxy().get(), launch.logDir().resolve("toxiproxy-" + stamp + ".log"),
                        launch.linkPrefix()));
                presentation.putAll(link.presentationSettings());
            }
            command.addAll(List.of("-jar", launch.jar().toAbsolutePath().toString()));
            ChildProcess service = ChildProcess.of("business-service", command).cpus(launch.cpus())
                    .log(launch.logDir().resolve("business-service-" + stamp + ".log")).start();
            BusinessTier tier = new BusinessTier(service, broker, proxy, ports, presentation);
            try {
                QuarkusReadiness.await(service, URI.create("http://" + reachable(launch.host()) + ":" + ports.http()
                        + QuarkusReadiness.PATH), launch.prefix().isEmpty(), READY);
            } catch (IOException | InterruptedException notReady) {
                tier.close();
                throw notReady;
            }
            return tier;
        } catch (IOException | RuntimeException failed) {
            if (proxy.isPresent()) {
                proxy.get().close();
            }
            if (broker.isPresent()) {
                broker.get().close();
            }
            throw failed;
        }
    }

    /** Where this process reaches it: the bound address, or the advertised host when it binds them all. */
    private static String reachable(BusinessHost host) {
        String address = BusinessHost.isWildcard(host.bind()) ? host.advertise() : host.bind();
        return address.contains(":") ? "[" + address + "]" : address;
    }

    public ChildProcess process() {
        return service;
    }

    /** The ports it listens on itself (the presentation-service may be given Toxiproxy's instead). */
    public BusinessPorts ports() {
        return ports;
    }

    /** The presentation-service's settings to reach it: host, ports, and the link's Toxiproxy and routes. */
    public Map<String, String> presentationSettings() {
        return presentationSettings;
    }

    /** The broker of the broker wires, when one was started beside it. */
    public Optional<BrokerTier> broker() {
        return broker;
    }

    @Override
    public void close() throws InterruptedException {
        service.close();
        if (proxy.isPresent()) {
            proxy.get().close();
        }
        if (broker.isPresent()) {
            broker.get().close();
        }
    }

    /** The business-service's option for one HTTP event loop per CPU of a taskset list. */
    public static String eventLoopsFor(String cpus) {
        return "-Dquarkus.http.io-threads=" + cpuCount(cpus);
    }

    /** How many CPUs a taskset list names: "1", "0-3", "1,3,5-6". */
    public static int cpuCount(String list) {
        int count = 0;
        for (String part : list.split(",")) {
            String[] range = part.trim().split("-");
            count += range.length == 1 ? 1 : Integer.parseInt(range[1].trim()) - Integer.parseInt(range[0].trim()) + 1;
        }
        return count;
    }
}
