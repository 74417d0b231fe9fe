package dev.wirerace.business;

import dev.wirerace.tls.TlsMaterial;
import java.io.InputStream;
import java.nio.file.Files;
import java.security.KeyStore;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/** A client TLS context that trusts the generated truststore and nothing else. */
public final class TrustedTls {

    private TrustedTls() {
    }

    public static SSLContext clientContext() throws Exception {
        KeyStore trusted = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(TlsMaterial.truststore())) {
            trusted.load(in, TlsMaterial.PASSWORD.toCharArray());
        }
        TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trust.init(trusted);
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, trust.getTrustManagers(), null);
        return context;
    }
}
