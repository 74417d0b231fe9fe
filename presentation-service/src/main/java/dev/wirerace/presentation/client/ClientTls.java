package dev.wirerace.presentation.client;

import dev.wirerace.tls.TlsMaterial;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.io.InputStream;
import java.nio.file.Files;
import java.security.KeyStore;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/**
 * The one client-side TLS context: it trusts the generated truststore and nothing else. It also becomes
 * the JVM's default context, because the RMI/SSL stub's socket factory (sent by the server) always uses
 * the default one; set at start-up, before anything could have read the default.
 */
@ApplicationScoped
public class ClientTls {

    private SSLContext context;

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
            context = SSLContext.getInstance("TLS");
            context.init(null, trust.getTrustManagers(), null);
            SSLContext.setDefault(context);
        }
        return context;
    }
}
