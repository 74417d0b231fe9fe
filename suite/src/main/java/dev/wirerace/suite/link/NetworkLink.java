package dev.wirerace.suite.link;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.tiers.link.NetworkProfile;
import dev.wirerace.tiers.link.Route;
import dev.wirerace.tiers.link.Toxic;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jboss.logging.Logger;

/**
 * The link between the tiers: with a network profile other than loopback, a toxiproxy proxy per
 * business-service port, carrying the profile's toxics, set up at start and removed at shutdown. Faults
 * act on every proxy at once. Child JVMs (forks, lookup samples) use the link their parent set up. The
 * presentation-service calls {@link #start} and {@link #stop} with its own start and shutdown.
 */
public class NetworkLink {

    private static final Logger LOG = Logger.getLogger(NetworkLink.class);

    private final NetworkProfile profile;
    private final List<Route> routes;
    private final ToxiproxyClient toxiproxy;
    private final boolean child;

    /**
     * @param network the run's network profile's id
     * @param child whether this JVM is a child of the one that set the link up (a fork, a lookup sample)
     * @param toxiproxy toxiproxy's API, e.g. http://127.0.0.1:8474 (./wirerace starts it); empty on loopback
     * @param routes the proxied ports as ./wirerace passes them ({@link Route#text})
     */
    public NetworkLink(String network, boolean child, Optional<String> toxiproxy, List<String> routes,
            ObjectMapper json) {
        this.profile = NetworkProfile.byId(network);
        this.child = child;
        this.routes = Route.parseAll(routes);
        this.toxiproxy = toxiproxy.map(url -> new ToxiproxyClient(url, json)).orElse(null);
        if (profile.proxied() && (toxiproxy == null || routes.isEmpty())) {
            throw new IllegalStateException("network profile " + profile.id()
                    + " needs toxiproxy (wirerace.link.toxiproxy) and routes (wirerace.link.routes): use ./wirerace --network");
        }
    }

    /** Creates the proxies with the profile's toxics, unless the profile is loopback or a parent did. */
    public void start() throws IOException, InterruptedException {
        if (!profile.proxied() || child) {
            return;
        }
        LOG.infof("network %s: toxiproxy %s", profile.id(), toxiproxy.version().trim());
        toxiproxy.reset();
        for (Route route : routes) {
            toxiproxy.createProxy(route.name(), route.listen(), route.upstream());
            for (Toxic toxic : profile.toxics()) {
                toxiproxy.addToxic(route.name(), toxic);
            }
        }
        LOG.infof("network %s: %d ports proxied, toxics %s", profile.id(), routes.size(), profile.toxics());
    }

    /** Removes the proxies this JVM created. */
    public void stop() {
        if (!profile.proxied() || child) {
            return;
        }
        for (Route route : routes) {
            try {
                toxiproxy.deleteProxy(route.name());
            } catch (Exception e) {
                LOG.debugf("removing proxy %s: %s", route.name(), e);
            }
        }
    }

    public NetworkProfile profile() {
        return profile;
    }

    public boolean proxied() {
        return profile.proxied();
    }

    public Optional<Route> route(String name) {
        return routes.stream().filter(r -> r.name().equals(name)).findFirst();
    }

    /** Every proxy disabled: connections closed, new ones refused. */
    public void cut() throws IOException, InterruptedException {
        for (Route route : routes) {
            toxiproxy.setEnabled(route.name(), false);
        }
    }

    public void restore() throws IOException, InterruptedException {
        for (Route route : routes) {
            toxiproxy.setEnabled(route.name(), true);
        }
    }

    /**
     * The round-trip pass's delay (RoundTripProbe): {@value #PROBE_DELAY_MILLIS} ms on every proxy's replies,
     * open connections included, switched on or off.
     */
    public void delayReplies(boolean on) throws IOException, InterruptedException {
        if (on) {
            addEverywhere(PROBE_DELAY);
        } else {
            for (Route route : routes) {
                toxiproxy.removeToxicIfPresent(route.name(), PROBE_DELAY.name());
            }
        }
    }

    /** A whole number of milliseconds (Toxiproxy's unit): one is a thousand times loopback's round trip here. */
    public static final int PROBE_DELAY_MILLIS = 1;
    private static final Toxic PROBE_DELAY = new Toxic("round-trip-probe", "latency", "downstream",
            Map.of("latency", PROBE_DELAY_MILLIS, "jitter", 0));

    /** No data passes, connections stay open: calls hang until their timeout. */
    public void stall() throws IOException, InterruptedException {
        addEverywhere(Toxic.timeout(0));
    }

    public void unstall() throws IOException, InterruptedException {
        removeEverywhere(Toxic.timeout(0));
    }

    /** Connections are reset (TCP RST) as soon as data flows. */
    public void resetConnections() throws IOException, InterruptedException {
        addEverywhere(Toxic.resetPeer(0));
    }

    public void stopResetting() throws IOException, InterruptedException {
        removeEverywhere(Toxic.resetPeer(0));
    }

    private void addEverywhere(Toxic toxic) throws IOException, InterruptedException {
        for (Route route : routes) {
            toxiproxy.addToxic(route.name(), toxic);
        }
    }

    private void removeEverywhere(Toxic toxic) throws IOException, InterruptedException {
        for (Route route : routes) {
            toxiproxy.removeToxic(route.name(), toxic.name());
        }
    }
}
