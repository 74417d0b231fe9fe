package dev.wirerace.business;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.model.Account;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Arrays;
import javax.net.ssl.SSLHandshakeException;
import org.junit.jupiter.api.Test;

/** REST over HTTPS with the JDK's own client, trusting only the generated truststore. */
@QuarkusTest
class HttpsWireTest {

    @TestHTTPResource(value = "/rest", tls = true)
    URI https;

    @Test
    void answersOverHttp2NegotiatedByAlpn() throws Exception {
        HttpClient client = HttpClient.newBuilder().sslContext(TrustedTls.clientContext())
                .version(HttpClient.Version.HTTP_2).connectTimeout(Duration.ofSeconds(5)).build();
        int x = Expectations.randomInt();
        HttpResponse<String> addOne = client.send(get("/add-one/" + x), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, addOne.statusCode());
        assertEquals(HttpClient.Version.HTTP_2, addOne.version());
        assertEquals(String.valueOf(x + 1), addOne.body());

        HttpResponse<String> accounts = client.send(get("/accounts?tx=required"), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, accounts.statusCode());
        Expectations.assertStandardAccounts(Arrays.asList(new ObjectMapper().readValue(accounts.body(), Account[].class)));
    }

    @Test
    void answersOverHttp11Too() throws Exception {
        HttpClient client = HttpClient.newBuilder().sslContext(TrustedTls.clientContext())
                .version(HttpClient.Version.HTTP_1_1).build();
        HttpResponse<String> reply = client.send(get("/add-one/1"), HttpResponse.BodyHandlers.ofString());
        assertEquals(HttpClient.Version.HTTP_1_1, reply.version());
        assertEquals("2", reply.body());
    }

    @Test
    void aClientThatDoesNotTrustTheGeneratedCertificateIsRefused() {
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_2).build();
        assertThrows(SSLHandshakeException.class, () -> client.send(get("/add-one/1"), HttpResponse.BodyHandlers.ofString()));
    }

    private HttpRequest get(String path) {
        return HttpRequest.newBuilder(URI.create(https + path)).timeout(Duration.ofSeconds(10)).build();
    }
}
