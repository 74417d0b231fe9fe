package dev.wirerace.presentation.network;

import io.smallrye.config.ConfigMapping;
import java.util.List;
import java.util.Optional;

/**
 * The proxied link, when the run's network profile ({@code wirerace.network}) is not loopback: where
 * toxiproxy's API is and which ports it carries. ./wirerace starts toxiproxy and passes both.
 */
@ConfigMapping(prefix = "wirerace.link")
public interface LinkConfig {

    /** Toxiproxy's API, e.g. http://127.0.0.1:8474. */
    Optional<String> toxiproxy();

    /** {@code name=listenHost:port>upstreamHost:port}, one per business-service port. */
    Optional<List<String>> routes();
}
