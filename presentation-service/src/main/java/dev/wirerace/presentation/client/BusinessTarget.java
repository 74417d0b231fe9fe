package dev.wirerace.presentation.client;

import dev.wirerace.model.wire.StandardPorts;
import dev.wirerace.suite.references.Endpoints;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** Where the business-service listens; the launcher passes the ports it started it on. */
@ConfigMapping(prefix = "wirerace.business")
public interface BusinessTarget {

    @WithDefault("127.0.0.1")
    String host();

    /** HTTP: REST, SOAP, serialized objects, plain gRPC (h2c), and the call counter. */
    @WithDefault(StandardPorts.HTTP)
    int httpPort();

    /** HTTPS (HTTP/1.1 and HTTP/2) and gRPC over TLS. */
    @WithDefault(StandardPorts.HTTPS)
    int httpsPort();

    @WithDefault(StandardPorts.RMI)
    int rmiPort();

    @WithDefault(StandardPorts.RMI_SSL)
    int rmiSslPort();

    /** The floor's ping-pong ports. */
    @WithDefault(StandardPorts.ECHO)
    int echoPort();

    @WithDefault(StandardPorts.ECHO_TLS)
    int echoTlsPort();

    /** The bare Vert.x server: REST's JSON routes and gRPC handlers without the framework's layer. */
    @WithDefault(StandardPorts.BARE)
    int barePort();

    /** Every remote call gives up after this (each client's own timeout, and the fault-tolerance guard). */
    @WithDefault("5s")
    Duration callTimeout();

    /** Connection set-up limit. */
    @WithDefault("3s")
    Duration connectTimeout();

    /** The HTTP endpoints as one record, which spells their URLs (and the outside load generators aim at). */
    default Endpoints endpoints() {
        return new Endpoints(host(), httpPort(), httpsPort(), barePort());
    }

    default String httpBase() {
        return endpoints().httpBase();
    }

    default String bareBase() {
        return endpoints().bareBase();
    }

    default String httpsBase() {
        return endpoints().httpsBase();
    }
}
