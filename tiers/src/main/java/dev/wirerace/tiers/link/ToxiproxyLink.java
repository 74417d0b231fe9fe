package dev.wirerace.tiers.link;

import dev.wirerace.model.broker.BrokerQueues;
import dev.wirerace.tiers.ports.BusinessHost;
import dev.wirerace.tiers.ports.BusinessPorts;
import dev.wirerace.tiers.ports.FreePorts;
import dev.wirerace.tiers.process.ChildProcess;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Toxiproxy between the tiers on every business port, on the presentation side's loopback. HTTP, HTTPS, the
 * floors and the bare server get a proxy port of their own; RMI cannot, because its stubs carry the address to call: the
 * business-service binds RMI elsewhere (127.0.0.2 on one machine, its own address on another host) and
 * advertises 127.0.0.1, where the proxy listens on the same port numbers, so registry and remote objects
 * alike are reached only through the proxy.
 */
public final class ToxiproxyLink {

    /** Logged as its API starts to listen, for a proxy in a namespace this process cannot reach. */
    private static final Pattern STARTED = Pattern.compile("Starting Toxiproxy HTTP server");

    private final BusinessPorts service;
    private final String upstream;
    private final String rmiUpstream;
    private final int api;
    private final int rmiObject;
    private final int rmiSslObject;
    private final BusinessPorts proxied;
    /** The broker's port and the proxy's in front of it, when the broker wires' broker runs beside the business-service. */
    private final Optional<BrokerPorts> broker;

    private record BrokerPorts(int broker, int proxy) {
    }

    /**
     * @param rmiUpstream where RMI's registries and objects are bound, or null when RMI cannot be proxied (a
     *        business-service on another machine, whose stubs carry its own address)
     */
    private ToxiproxyLink(BusinessPorts service, String upstream, String rmiUpstream, int api, int rmiObject,
            int rmiSslObject, BusinessPorts proxied, Optional<BrokerPorts> broker) {
        this.service = service;
        this.upstream = upstream;
        this.rmiUpstream = rmiUpstream;
        this.api = api;
        this.rmiObject = rmiObject;
        this.rmiSslObject = rmiSslObject;
        this.proxied = proxied;
        this.broker = broker;
    }

    /** @param host the business-service's; on loopback, its RMI moves to 127.0.0.2 */
    public static ToxiproxyLink plan(BusinessPorts service, FreePorts free, BusinessHost host) throws IOException {
        return plan(service, free, host, Optional.empty());
    }

    /**
     * @param brokerPort the broker wires' broker beside the business-service, whose port gets a proxy of its own:
     *        the link lies between the presentation tier and the broker, as it does between it and the service
     */
    public static ToxiproxyLink plan(BusinessPorts service, FreePorts free, BusinessHost host,
            Optional<Integer> brokerPort) throws IOException {
        BusinessPorts proxied = new BusinessPorts(free.next(), free.next(), service.rmi(), service.rmiSsl(), free.next(),
                free.next(), free.next());
        String upstream = BusinessHost.isWildcard(host.bind()) ? host.advertise() : host.bind();
        Optional<BrokerPorts> broker = brokerPort.isEmpty() ? Optional.empty()
                : Optional.of(new BrokerPorts(brokerPort.get(), free.next()));
        return new ToxiproxyLink(service, upstream, host.loopback() ? "127.0.0.2" : upstream, free.next(), free.next(),
                free.next(), proxied, broker);
    }

    /**
     * In front of a business-service on another machine, already running on the standard ports: HTTP, HTTPS
     * and the floors only, because its RMI stubs carry its own address.
     */
    static ToxiproxyLink toRemote(String host, FreePorts free) throws IOException {
        BusinessPorts service = BusinessPorts.STANDARD;
        BusinessPorts proxied = new BusinessPorts(free.next(), free.next(), service.rmi(), service.rmiSsl(), free.next(),
                free.next(), free.next());
        return new ToxiproxyLink(service, host, null, free.next(), 0, 0, proxied, Optional.empty());
    }

    /** What the business-service needs to hide its RMI behind the proxy. */
    public List<String> businessOptions() {
        return List.of("-Dwirerace.rmi.host=" + rmiUpstream, "-Dwirerace.rmi.advertised-host=127.0.0.1",
                "-Dwirerace.rmi.object-port=" + rmiObject, "-Dwirerace.rmi.ssl-object-port=" + rmiSslObject);
    }

    /** @param prefix what runs it on the presentation side's host ({@code ip netns exec NS}), or empty for here */
    public ChildProcess start(Path binary, Path log, List<String> prefix) throws IOException, InterruptedException {
        if (!Files.isExecutable(binary)) {
            throw new IOException(binary.toAbsolutePath() + " is missing: run tools/install.sh toxiproxy");
        }
        List<String> command = new ArrayList<>(prefix);
        command.addAll(List.of(binary.toAbsolutePath().toString(), "-host", "127.0.0.1", "-port", String.valueOf(api)));
        ChildProcess proxy = ChildProcess.of("toxiproxy", command).log(log).start();
        try {
            if (prefix.isEmpty()) {
                proxy.awaitHttp(URI.create("http://127.0.0.1:" + api + "/version"), body -> true, Duration.ofSeconds(10),
                        Duration.ofMillis(100));
            } else {
                // the presentation-service's first call to the API comes seconds after this line
                proxy.awaitLog(STARTED, Duration.ofSeconds(10));
            }
        } catch (IOException | InterruptedException notReady) {
            proxy.close();
            throw notReady;
        }
        return proxy;
    }

    /** The presentation-service's settings: the proxy's ports, its API, and the routes it is to create. */
    public Map<String, String> presentationSettings() {
        Map<String, String> settings = new LinkedHashMap<>(proxied.clientSettings("127.0.0.1"));
        settings.put("wirerace.link.toxiproxy", "http://127.0.0.1:" + api);
        List<String> routes = new ArrayList<>(List.of(
                route("http", proxied.http(), upstream, service.http()),
                route("https", proxied.https(), upstream, service.https()),
                route("echo", proxied.echo(), upstream, service.echo()),
                route("echo-tls", proxied.echoTls(), upstream, service.echoTls()),
                route("bare", proxied.bare(), upstream, service.bare())));
        if (rmiUpstream != null) {
            routes.addAll(List.of(
                    route("rmi", service.rmi(), rmiUpstream, service.rmi()),
                    route("rmi-object", rmiObject, rmiUpstream, rmiObject),
                    route("rmi-ssl", service.rmiSsl(), rmiUpstream, service.rmiSsl()),
                    route("rmi-ssl-object", rmiSslObject, rmiUpstream, rmiSslObject)));
        }
        broker.ifPresent(ports -> {
            routes.add(route("broker", ports.proxy(), upstream, ports.broker()));
            settings.put(BrokerQueues.URL_SETTING, "tcp://127.0.0.1:" + ports.proxy());
        });
        settings.put("wirerace.link.routes", String.join(",", routes));
        return settings;
    }

    private static String route(String name, int listenPort, String upstreamHost, int upstreamPort) {
        return Route.onLoopback(name, listenPort, upstreamHost, upstreamPort).text();
    }
}
