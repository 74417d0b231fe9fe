package dev.wirerace.processes;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Toxiproxy between the tiers on every business port. HTTP, HTTPS and the floors get a proxy port of their
 * own; RMI cannot, because its stubs carry the address to call: the business-service binds RMI on 127.0.0.2
 * and advertises 127.0.0.1, where the proxy listens on the same port numbers, so registry and remote objects
 * alike are reached only through the proxy.
 */
final class ToxiproxyLink {

    private final BusinessPorts service;
    private final int api;
    private final int rmiObject;
    private final int rmiSslObject;
    private final BusinessPorts proxied;

    private ToxiproxyLink(BusinessPorts service, int api, int rmiObject, int rmiSslObject, BusinessPorts proxied) {
        this.service = service;
        this.api = api;
        this.rmiObject = rmiObject;
        this.rmiSslObject = rmiSslObject;
        this.proxied = proxied;
    }

    static ToxiproxyLink plan(BusinessPorts service, FreePorts free) throws IOException {
        BusinessPorts proxied = new BusinessPorts(free.next(), free.next(), service.rmi(), service.rmiSsl(), free.next(),
                free.next());
        return new ToxiproxyLink(service, free.next(), free.next(), free.next(), proxied);
    }

    /** What the business-service needs to hide its RMI behind the proxy. */
    List<String> businessOptions() {
        return List.of("-Dwirerace.rmi.host=127.0.0.2", "-Dwirerace.rmi.advertised-host=127.0.0.1",
                "-Dwirerace.rmi.object-port=" + rmiObject, "-Dwirerace.rmi.ssl-object-port=" + rmiSslObject);
    }

    ChildProcess start(Path binary, Path log) throws IOException, InterruptedException {
        if (!Files.isExecutable(binary)) {
            throw new IOException(binary.toAbsolutePath() + " is missing: run tools/install.sh toxiproxy");
        }
        ChildProcess proxy = ChildProcess.of("toxiproxy", List.of(binary.toAbsolutePath().toString(), "-host",
                "127.0.0.1", "-port", String.valueOf(api))).log(log).start();
        try {
            proxy.awaitHttp(URI.create("http://127.0.0.1:" + api + "/version"), body -> true, Duration.ofSeconds(10),
                    Duration.ofMillis(100));
        } catch (IOException | InterruptedException notReady) {
            proxy.close();
            throw notReady;
        }
        return proxy;
    }

    /** The presentation-service's settings: the proxy's ports, its API, and the routes it is to create. */
    Map<String, String> presentationSettings() {
        Map<String, String> settings = new LinkedHashMap<>(proxied.clientSettings("127.0.0.1"));
        settings.put("wirerace.link.toxiproxy", "http://127.0.0.1:" + api);
        settings.put("wirerace.link.routes", String.join(",",
                route("http", proxied.http(), "127.0.0.1", service.http()),
                route("https", proxied.https(), "127.0.0.1", service.https()),
                route("echo", proxied.echo(), "127.0.0.1", service.echo()),
                route("echo-tls", proxied.echoTls(), "127.0.0.1", service.echoTls()),
                route("rmi", service.rmi(), "127.0.0.2", service.rmi()),
                route("rmi-object", rmiObject, "127.0.0.2", rmiObject),
                route("rmi-ssl", service.rmiSsl(), "127.0.0.2", service.rmiSsl()),
                route("rmi-ssl-object", rmiSslObject, "127.0.0.2", rmiSslObject)));
        return settings;
    }

    private static String route(String name, int listenPort, String upstreamHost, int upstreamPort) {
        return name + "=127.0.0.1:" + listenPort + ">" + upstreamHost + ":" + upstreamPort;
    }
}
