package dev.wirerace.business.rmi;

import dev.wirerace.model.wire.StandardPorts;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.util.Optional;

/** Where the two RMI registries listen. Port 0 picks a free port (the tests do). */
@ConfigMapping(prefix = "wirerace.rmi")
public interface RmiConfig {

    /** Whether to start the registries at all. */
    @WithDefault("true")
    boolean enabled();

    /** Address the registries and exported objects bind to, and (unless {@link #advertisedHost()}) the host their stubs advertise. */
    @WithDefault("127.0.0.1")
    String host();

    /**
     * The host stubs advertise, when clients must reach the objects another way than {@link #host()}: a
     * proxy in front (./wirerace --network) listens on this host at the same ports and forwards to {@code host}.
     */
    Optional<String> advertisedHost();

    /** Plain JRMP registry (study 2's port). */
    @WithDefault(StandardPorts.RMI)
    int registryPort();

    /** Port of the plain exported object; 0 = any free port. Fix it to put a proxy in front. */
    @WithDefault("0")
    int objectPort();

    /** RMI over SSL registry (study 2's port). */
    @WithDefault(StandardPorts.RMI_SSL)
    int sslRegistryPort();

    /** Port of the SSL exported object; 0 = any free port. */
    @WithDefault("0")
    int sslObjectPort();
}
