package dev.wirerace.presentation.tls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.model.floor.PingPong;
import dev.wirerace.model.wire.Client;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.presentation.client.BusinessTarget;
import dev.wirerace.presentation.client.WireClients;
import dev.wirerace.suite.PingPongClient;
import dev.wirerace.suite.WireClient;
import dev.wirerace.tls.TlsMaterial;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.security.KeyStore;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLHandshakeException;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.Test;

/**
 * A user's own certificate, configured the Quarkus TLS registry way on both services: every TLS wire works
 * with verification on, and the business-service really serves that certificate (a client trusting only the
 * generated CA is refused).
 */
@QuarkusTest
@TestProfile(OwnCertificateTest.Own.class)
@QuarkusTestResource(value = OwnCertificate.class, restrictToAnnotatedClass = true)
class OwnCertificateTest {

    /** Its own profile: the presentation-service restarts with the TLS configuration the resource gives. */
    public static class Own implements QuarkusTestProfile {
    }

    @Inject
    WireClients clients;

    @Inject
    BusinessTarget target;

    @Test
    void everyTlsWireCallsWithTheUsersOwnCertificate() throws Exception {
        for (Wire wire : new Wire[] {Wire.REST_HTTPS_H1, Wire.REST_HTTPS_H2, Wire.GRPC_TLS, Wire.RMI_SSL}) {
            for (Client library : Client.of(wire)) {
                try (WireClient client = clients.open(wire, library)) {
                    assertEquals(42, client.addOne(41), wire.id() + "@" + library.id());
                }
            }
        }
        try (PingPongClient floor = clients.openFloor(Wire.FLOOR_TLS)) {
            byte[] ping = PingPong.pattern(64);
            floor.exchange(ping, ping);
        }
    }

    private static java.util.stream.Stream<Throwable> causes(Throwable failure) {
        return java.util.stream.Stream.iterate(failure, t -> t != null, Throwable::getCause);
    }

    @Test
    void aClientTrustingOnlyTheGeneratedCaIsRefused() throws Exception {
        KeyStore generated = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(TlsMaterial.ensureGenerated().resolve(TlsMaterial.TRUSTSTORE))) {
            generated.load(in, TlsMaterial.PASSWORD.toCharArray());
        }
        TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trust.init(generated);
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, trust.getTrustManagers(), null);
        try (HttpClient http = HttpClient.newBuilder().sslContext(context).build()) {
            URI root = URI.create("https://" + target.host() + ":" + target.httpsPort() + "/");
            IOException refused = assertThrows(IOException.class,
                    () -> http.send(HttpRequest.newBuilder(root).build(), HttpResponse.BodyHandlers.discarding()));
            assertTrue(causes(refused).anyMatch(SSLHandshakeException.class::isInstance),
                    "not a TLS handshake failure: " + refused);
        }
    }
}
