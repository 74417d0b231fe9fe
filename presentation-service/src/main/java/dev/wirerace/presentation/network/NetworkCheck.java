package dev.wirerace.presentation.network;

import dev.wirerace.model.floor.PingPong;
import dev.wirerace.presentation.client.WireClients;
import dev.wirerace.suite.PingPongClient;
import dev.wirerace.suite.link.NetworkLink;
import dev.wirerace.tiers.link.Route;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Checks, inside each run, that the link adds what its profile says: the raw-socket floor's round trip
 * through the proxy against the same floor straight to the business-service's echo port. A proxy that is
 * missing, misrouted or without its toxics fails the run instead of passing silently.
 */
@ApplicationScoped
public class NetworkCheck {

    private static final int WARM_UP = 20;
    private static final int ROUND_TRIPS = 50;
    private static final byte[] PING = PingPong.pattern(64);

    private final NetworkLink link;
    private final WireClients clients;

    public NetworkCheck(NetworkLink link, WireClients clients) {
        this.link = link;
        this.clients = clients;
    }

    /** The measured figures, and whether the link passed, for the run's settings. */
    public Result verify() throws Exception {
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put("profile", link.profile().id());
        if (!link.proxied()) {
            figures.put("proxied", false);
            return new Result(true, figures);
        }
        Route echo = link.route("echo").orElseThrow(() -> new IllegalStateException("no route named echo"));
        String listen = echo.listen();
        long direct = p50Micros(echo.upstreamHost(), echo.upstreamPort());
        long proxied = p50Micros(listen.substring(0, listen.lastIndexOf(':')),
                Integer.parseInt(listen.substring(listen.lastIndexOf(':') + 1)));
        long added = proxied - direct;
        boolean ok = added >= link.profile().addedRoundTripMicros();
        figures.put("proxied", true);
        figures.put("expectedAddedRoundTripMicros", link.profile().addedRoundTripMicros());
        figures.put("directFloorP50Micros", direct);
        figures.put("proxiedFloorP50Micros", proxied);
        figures.put("addedRoundTripMicros", added);
        figures.put("ok", ok);
        return new Result(ok, figures);
    }

    /** @param ok whether the proxied floor is at least the profile's added round trip above the direct one */
    public record Result(boolean ok, Map<String, Object> figures) {
    }

    private long p50Micros(String host, int port) throws Exception {
        try (PingPongClient floor = clients.floorAt(host, port)) {
            for (int i = 0; i < WARM_UP; i++) {
                floor.exchange(PING, PING);
            }
            long[] micros = new long[ROUND_TRIPS];
            for (int i = 0; i < ROUND_TRIPS; i++) {
                long start = System.nanoTime();
                floor.exchange(PING, PING);
                micros[i] = (System.nanoTime() - start) / 1_000;
            }
            Arrays.sort(micros);
            return micros[ROUND_TRIPS / 2];
        }
    }
}
