package dev.wirerace.tiers.process;

import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.regex.Pattern;

/**
 * When a Quarkus service this project started is up: its SmallRye Health readiness answers 200 (for the
 * business-service: every wire's listener serves), or, run in a network namespace this process cannot
 * reach, it logs Quarkus's "started in ... Listening on" line, which comes once every port listens (RMI and
 * the floors start before it).
 */
public final class QuarkusReadiness {

    /** SmallRye Health's readiness: 200 when every readiness check is up, 503 while one is down. */
    public static final String PATH = "/q/health/ready";

    private static final Pattern STARTED = Pattern.compile("started in [0-9.]+s\\. Listening on");
    private static final Duration POLL = Duration.ofMillis(200);

    private QuarkusReadiness() {
    }

    /**
     * @param probe a GET that answers 200 once the service is up, normally {@link #PATH}
     * @param reachable whether this process can reach the probe (not when the service runs in another namespace)
     */
    public static void await(ChildProcess service, URI probe, boolean reachable, Duration bound)
            throws IOException, InterruptedException {
        if (reachable) {
            service.awaitHttp(probe, body -> true, bound, POLL);
        } else {
            service.awaitLog(STARTED, bound);
        }
    }
}
