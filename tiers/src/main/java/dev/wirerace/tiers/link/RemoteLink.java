package dev.wirerace.tiers.link;

import dev.wirerace.tiers.ports.FreePorts;
import dev.wirerace.tiers.process.ChildProcess;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

/**
 * Toxiproxy on this machine in front of a business-service on another one, for link faults across real
 * hosts: HTTP, HTTPS and both floors pass through it; RMI cannot, because its stubs carry the other host's
 * address (with two hosts made here, {@link BusinessTier} proxies RMI too, by starting the business-service
 * itself).
 */
public final class RemoteLink implements AutoCloseable {

    private final ChildProcess proxy;
    private final Map<String, String> presentationSettings;

    private RemoteLink(ChildProcess proxy, Map<String, String> presentationSettings) {
        this.proxy = proxy;
        this.presentationSettings = presentationSettings;
    }

    /** Starts Toxiproxy here; the presentation-service creates its routes to {@code host}'s standard ports. */
    public static RemoteLink start(Path toxiproxy, Path log, String host, FreePorts free)
            throws IOException, InterruptedException {
        ToxiproxyLink link = ToxiproxyLink.toRemote(host, free);
        return new RemoteLink(link.start(toxiproxy, log, java.util.List.of()), link.presentationSettings());
    }

    /** The presentation-service's settings: the proxy's ports on 127.0.0.1, its API and its routes. */
    public Map<String, String> presentationSettings() {
        return presentationSettings;
    }

    @Override
    public void close() throws InterruptedException {
        proxy.close();
    }
}
