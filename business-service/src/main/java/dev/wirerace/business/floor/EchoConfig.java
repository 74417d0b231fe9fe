package dev.wirerace.business.floor;

import dev.wirerace.model.wire.StandardPorts;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** The floor's ping-pong ports: what a bare socket costs, measured beside every wire. */
@ConfigMapping(prefix = "wirerace.echo")
public interface EchoConfig {

    @WithDefault("true")
    boolean enabled();

    @WithDefault("127.0.0.1")
    String host();

    /** Plain TCP ping-pong; 0 = any free port. */
    @WithDefault(StandardPorts.ECHO)
    int port();

    /** The same over TLS, with the service's key pair. */
    @WithDefault(StandardPorts.ECHO_TLS)
    int tlsPort();
}
