package dev.wirerace.presentation.client;

import io.quarkus.runtime.StartupEvent;
import io.quarkus.tls.TlsConfiguration;
import io.quarkus.tls.TlsConfigurationRegistry;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The one client-side TLS context: it trusts the trust store of the Quarkus TLS configuration named by
 * {@code wirerace.tls.configuration} (by default the generated one, {@code quarkus.tls.wirerace.*}; a user's own
 * CA is another named configuration) and nothing else. It also becomes the JVM's default context, because
 * the RMI/SSL stub's socket factory (sent by the server) always uses the default one; set at start-up,
 * before anything could have read the default.
 */
@ApplicationScoped
public class ClientTls {

    private final TlsConfigurationRegistry registry;
    private final String configuration;
    private SSLContext context;
    private TrustManagerFactory trust;

    public ClientTls(TlsConfigurationRegistry registry,
            @ConfigProperty(name = "wirerace.tls.configuration", defaultValue = "wirerace") String configuration) {
        this.registry = registry;
        this.configuration = configuration;
    }

    void start(@Observes StartupEvent event) throws Exception {
        context();
    }

    public synchronized SSLContext context() throws Exception {
        if (context == null) {
            context = SSLContext.getInstance("TLS");
            context.init(null, trustManagers(), null);
            SSLContext.setDefault(context);
        }
        return context;
    }

    /** The named TLS configuration itself, for Quarkus' own clients (the REST Client). */
    public TlsConfiguration configuration() {
        return registry.get(configuration).orElseThrow(() -> new IllegalStateException(
                "no TLS configuration '" + configuration + "' (quarkus.tls." + configuration + ".*)"));
    }

    /** The trust the context has, for clients that build their own TLS engine (grpc-java's Netty). */
    public synchronized TrustManagerFactory trust() throws Exception {
        if (trust == null) {
            TlsConfiguration tls = configuration();
            if (tls.getTrustStore() == null) {
                throw new IllegalStateException("the TLS configuration '" + configuration + "' has no trust store"
                        + " (quarkus.tls." + configuration + ".trust-store.*)");
            }
            trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            trust.init(tls.getTrustStore());
        }
        return trust;
    }

    private TrustManager[] trustManagers() throws Exception {
        return trust().getTrustManagers();
    }

    /**
     * A new context with the same trust and an empty session cache: a client built on it makes a full TLS
     * handshake, as a client in a fresh process would (the lookup study's "nothing cached from before").
     */
    public SSLContext freshContext() throws Exception {
        SSLContext fresh = SSLContext.getInstance("TLS");
        fresh.init(null, trustManagers(), null);
        return fresh;
    }
}
