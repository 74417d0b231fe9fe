package dev.wirerace.business;

import io.quarkus.tls.TlsConfigurationRegistry;
import jakarta.enterprise.context.ApplicationScoped;
import javax.net.ssl.SSLContext;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The server's key pair for the listeners Quarkus does not own (RMI/SSL, the TLS floor): the same Quarkus TLS
 * configuration as HTTPS and gRPC over TLS, named by {@code wirerace.tls.configuration}.
 */
@ApplicationScoped
public class ServerTls {

    private final TlsConfigurationRegistry registry;
    private final String configuration;

    public ServerTls(TlsConfigurationRegistry registry,
            @ConfigProperty(name = "wirerace.tls.configuration", defaultValue = "wirerace") String configuration) {
        this.registry = registry;
        this.configuration = configuration;
    }

    /** A new context from the configuration's key store. */
    public SSLContext context() {
        var tls = registry.get(configuration).orElseThrow(() -> new IllegalStateException(
                "no TLS configuration '" + configuration + "' (quarkus.tls." + configuration + ".*)"));
        try {
            return tls.createSSLContext();
        } catch (Exception e) {
            throw new IllegalStateException("cannot build a TLS context from quarkus.tls." + configuration, e);
        }
    }
}
