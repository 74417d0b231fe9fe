package dev.wirerace.presentation.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import dev.wirerace.engine.CallFailure;
import dev.wirerace.engine.FailureKind;
import dev.wirerace.model.Account;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.wire.Client;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.presentation.BusinessServiceProcess;
import dev.wirerace.suite.WireClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Every client library of every remote wire against the real business-service: each operation answered
 * correctly. And the HTTP libraries against a server that answers wrongly: every bad reply is a failure of
 * the right kind, never a result.
 */
@QuarkusTest
@QuarkusTestResource(value = BusinessServiceProcess.class, restrictToAnnotatedClass = true)
class ClientMatrixTest {

    @Inject
    WireClients clients;

    @Inject
    BusinessTarget target;

    @Inject
    ObjectMapper json;

    @Test
    void everyClientOfEveryRemoteWireAnswersEveryOperation() throws Exception {
        int ways = 0;
        for (Wire wire : Wire.values()) {
            if (!wire.remote()) {
                continue;
            }
            for (Client library : Client.of(wire)) {
                String name = wire.id() + "@" + library.id();
                try (WireClient client = clients.open(wire, library)) {
                    assertEquals(42, client.addOne(41), name);
                    assertEquals(-2147483648, client.addOne(Integer.MAX_VALUE), name + " wraps as Java does");
                    String a = "é".repeat(300);
                    assertEquals(a + "b", client.concat(a, "b"), name);
                    List<Account> accounts = client.accounts(TxMode.NONE, Accounts.STANDARD_COUNT);
                    assertEquals(Accounts.list(Accounts.STANDARD_COUNT), accounts, name);
                    assertEquals(Accounts.list(7), client.accounts(TxMode.REQUIRED, 7), name);
                } catch (CallFailure failure) {
                    throw new AssertionError(name + " failed: " + failure, failure);
                }
                ways++;
            }
        }
        assertTrue(ways >= 20, "ways tried: " + ways);
    }

    @Test
    void aWireIsRefusedAClientThatDoesNotSpeakIt() {
        assertThrows(IllegalArgumentException.class, () -> clients.open(Wire.GRPC, Client.APACHE));
        assertThrows(IllegalArgumentException.class, () -> clients.open(Wire.REST_HTTPS_H2, Client.APACHE));
    }

    /** A real HTTP server on a free loopback port answering every path with the same wrong reply. */
    @Test
    void everyHttpLibraryCountsBadRepliesAsFailures() throws Exception {
        Map<String, Function<String, WireClient>> libraries = Map.of(
                "jdk", base -> new RestClient(new JdkHttpTransport(java.net.http.HttpClient.newHttpClient(),
                        java.net.http.HttpClient.Version.HTTP_1_1, target.callTimeout()), base, json),
                "apache5", base -> new RestClient(new ApacheHttpTransport(null, target.connectTimeout(),
                        target.callTimeout(), 4), base, json),
                "quarkus-rest", base -> QuarkusRestClient.open(base, null, false, target.connectTimeout(),
                        target.callTimeout(), 4));
        record Reply(int status, String body, FailureKind expected) {
        }
        for (Reply reply : List.of(new Reply(200, "{not json", FailureKind.INVALID_REPLY),
                new Reply(200, "\"a string, not a number\"", FailureKind.INVALID_REPLY),
                new Reply(500, "{\"error\":\"boom\"}", FailureKind.OTHER))) {
            HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
            server.createContext("/", exchange -> {
                byte[] body = reply.body().getBytes(StandardCharsets.UTF_8);
                exchange.getResponseHeaders().add("Content-Type", "application/json");
                exchange.sendResponseHeaders(reply.status(), body.length);
                exchange.getResponseBody().write(body);
                exchange.close();
            });
            server.start();
            try {
                String base = "http://127.0.0.1:" + server.getAddress().getPort();
                for (var library : libraries.entrySet()) {
                    try (WireClient client = library.getValue().apply(base)) {
                        CallFailure failure = assertThrows(CallFailure.class, () -> client.addOne(1),
                                library.getKey() + " took " + reply);
                        assertEquals(reply.expected(), failure.kind(), library.getKey() + " " + reply + ": " + failure);
                    }
                }
            } finally {
                server.stop(0);
            }
        }
    }
}
