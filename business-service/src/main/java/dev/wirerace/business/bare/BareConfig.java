package dev.wirerace.business.bare;

import dev.wirerace.model.wire.StandardPorts;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** The bare server's port: REST's JSON and gRPC straight on Vert.x, to show what the framework layer costs. */
@ConfigMapping(prefix = "wirerace.bare")
public interface BareConfig {

    @WithDefault("true")
    boolean enabled();

    @WithDefault("127.0.0.1")
    String host();

    /** HTTP/1.1 and h2c on one port; 0 = any free port. */
    @WithDefault(StandardPorts.BARE)
    int port();
}
