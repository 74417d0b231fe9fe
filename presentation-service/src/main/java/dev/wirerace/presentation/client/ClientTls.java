package dev.wirerace.presentation.client;

import dev.wirerace.tls.TlsMaterial;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.io.InputStream;
import java.nio.file.Files;
import java.security.KeyStore;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;

/**
 * The one client-side TLS context: it trusts the generated truststore and nothing else. It also becomes
 * the JVM's default context, because the RMI/SSL stub's socket factory (sent by the server) always uses
 * the default one; set at start-up, before anything could have read the default.
 */
@ApplicationScoped
public class ClientTls {

    private SSLContext context;
    private TrustManager[] trustManagers;

    void start(@Observes StartupEvent event) throws Exception {
        context();
    }

    public synchronized SSLContext context() throws Exception {
        if (context == null) {
            KeyStore trusted = KeyStore.getInstance("PKCS12");
            try (InputStream in = Files.newInputStream(TlsMaterial.ensureGenerated().resolve(TlsMaterial.TRUSTSTORE))) {
                trusted.load(in, TlsMaterial.PASSWORD.toCharArray());
            }
            TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            trust.init(trusted);
            trustManagers = trust.getTrustManagers();
            context = SSLContext.getInstance("TLS");
            context.init(null, trustManagers, null);
            SSLContext.setDefault(context);
        }
        return context;
    }

    /**
     * A new context with the same trust and an empty session cache: a client built on it makes a full TLS
     * handshake, as a client in a fresh process would (the lookup study's "nothing cached from before").
     */
    public SSLContext freshContext() throws Exception {
        context();
        SSLContext fresh = SSLContext.getInstance("TLS");
        fresh.init(null, trustManagers, null);
        return fresh;
    }
}
