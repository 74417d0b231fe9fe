package dev.wirerace.presentation.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import dev.wirerace.engine.CallFailure;
import dev.wirerace.engine.FailureKind;
import dev.wirerace.model.Account;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.broker.BrokerQueues;
import dev.wirerace.model.floor.PingPong;
import dev.wirerace.model.wire.Client;
import dev.wirerace.model.wire.Operation;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.presentation.BusinessServiceProcess;
import dev.wirerace.suite.PingPongClient;
import dev.wirerace.suite.WireClient;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import org.eclipse.microprofile.config.ConfigProvider;
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

    @Inject
    io.vertx.core.Vertx vertx;

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
                    if (wire.carries(Operation.ADD_ONE)) {
                        assertEquals(42, client.addOne(41), name);
                        assertEquals(-2147483648, client.addOne(Integer.MAX_VALUE), name + " wraps as Java does");
                        String a = "é".repeat(300);
                        assertEquals(a + "b", client.concat(a, "b"), name);
                    } else {
                        Exception refused = assertThrows(Exception.class, () -> client.addOne(41), name);
                        assertTrue(String.valueOf(refused.getMessage()).contains("does not carry addOne"),
                                name + ": " + refused);
                    }
                    assertEquals(Accounts.list(1_000), client.accounts(TxMode.NONE, 1_000), name);
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

    /**
     * The runner starts new worker threads for every warm-up cycle and every round: the floor's sockets must
     * outlive them, one per round trip in flight, or every round would open new connections (and shake hands).
     */
    /** A service's refusal reaches the caller as a failed call saying why, and the client goes on. */
    @Test
    void aGraphQLErrorOrAStreamsRefusalFailsTheCallAndTheNextOneWorks() throws Exception {
        for (Wire wire : List.of(Wire.GRAPHQL, Wire.WEBSOCKET, Wire.GRPC_STREAM, Wire.GRPC_STREAM_BATCH, Wire.BROKER,
                Wire.BROKER_DURABLE)) {
            try (WireClient client = clients.open(wire)) {
                CallFailure refused = assertThrows(CallFailure.class,
                        () -> client.accounts(TxMode.NONE, Accounts.MAX_COUNT + 1), wire.id());
                assertTrue(refused.getMessage().contains("count must be") && refused.getMessage()
                        .contains(String.valueOf(Accounts.MAX_COUNT)), refused.getMessage());
                assertEquals(Accounts.list(3), client.accounts(TxMode.NONE, 3), wire.id());
            }
        }
    }


    /** The WebSocket client opens its socket again at the first call after it closed, and loses no call to it. */
    @Test
    void aClosedSocketIsOpenedAgainAtTheNextCall() throws Exception {
        SocketClient client = new SocketClient(target.httpBase(), target.connectTimeout(), target.callTimeout(), json);
        assertEquals(42, client.addOne(41));
        client.close();
        assertEquals(43, client.addOne(42), "the next call after the socket closed");
        assertEquals(Accounts.list(2_000), client.accounts(TxMode.NONE, 2_000), "the largest list, one message");
        assertEquals(0, client.strayReplies());
        client.close();
    }

    /**
     * The broker's client: many callers at once, each reply matched to its caller by correlation id through one reply
     * queue; a closed connection opened again at the next call.
     */
    @Test
    void theBrokerClientMatchesConcurrentCallersAndConnectsAgain() throws Exception {
        for (Wire wire : List.of(Wire.BROKER, Wire.BROKER_DURABLE)) {
            // read here, not injected: a test class's injection points are checked for every test of the module, and
            // tests without BusinessServiceProcess have no broker
            String brokerUrl = ConfigProvider.getConfig().getValue(BrokerQueues.URL_SETTING, String.class);
            BrokerClient client = new BrokerClient(wire, brokerUrl, target.callTimeout(), json);
            try (ExecutorService callers = Executors.newFixedThreadPool(64)) {
                List<Future<Integer>> replies = new ArrayList<>();
                for (int i = 0; i < 640; i++) {
                    int x = i;
                    replies.add(callers.submit(() -> client.addOne(x)));
                }
                for (int i = 0; i < replies.size(); i++) {
                    assertEquals(i + 1, replies.get(i).get(), wire.id() + " call " + i);
                }
            }
            client.close();
            assertEquals(43, client.addOne(42), wire.id() + ": the next call after the connection closed");
            assertEquals(Accounts.list(2_000), client.accounts(TxMode.NONE, 2_000), wire.id() + ": the largest list");
            assertEquals(0, client.strayReplies(), wire.id());
            client.close();
        }
    }

    @Test
    void theFloorKeepsOneSocketPerRoundTripInFlight() throws Exception {
        for (Wire wire : new Wire[] {Wire.FLOOR_TCP, Wire.FLOOR_TLS}) {
            try (PingPongClient floor = clients.openFloor(wire)) {
                byte[] ping = PingPong.pattern(64);
                for (int round = 0; round < 20; round++) {
                    Thread worker = new Thread(() -> {
                        for (int i = 0; i < 5; i++) {
                            floor.exchange(ping, ping);
                        }
                    });
                    worker.start();
                    worker.join(30_000);
                }
                assertEquals(1, floor.openedSockets(), wire.id() + ": twenty threads one after another");
                java.util.concurrent.CyclicBarrier together = new java.util.concurrent.CyclicBarrier(4);
                java.util.concurrent.ExecutorService four = java.util.concurrent.Executors.newFixedThreadPool(4);
                try {
                    List<java.util.concurrent.Future<?>> done = new java.util.ArrayList<>();
                    for (int w = 0; w < 4; w++) {
                        done.add(four.submit(() -> {
                            together.await(30, java.util.concurrent.TimeUnit.SECONDS);
                            for (int i = 0; i < 200; i++) {
                                floor.exchange(ping, ping);
                            }
                            return null;
                        }));
                    }
                    for (java.util.concurrent.Future<?> worker : done) {
                        worker.get(60, java.util.concurrent.TimeUnit.SECONDS);
                    }
                } finally {
                    four.shutdownNow();
                }
                assertTrue(floor.openedSockets() >= 2 && floor.openedSockets() <= 4,
                        wire.id() + ": four callers at once opened " + floor.openedSockets() + " sockets in all");
            }
        }
    }

    /**
     * An asynchronous client starts hundreds of calls from one thread without waiting, and each gets its reply;
     * again on the connections the first hundreds left in its pool (where a reply was once lost: VertxRestClient).
     */
    @Test
    void anAsynchronousClientHasHundredsOfCallsInFlightFromOneThread() throws Exception {
        for (dev.wirerace.model.wire.Way way : List.of(new dev.wirerace.model.wire.Way(Wire.REST_HTTP, Client.VERTX_HTTP),
                new dev.wirerace.model.wire.Way(Wire.REST_HTTPS_H2, Client.VERTX_HTTP),
                new dev.wirerace.model.wire.Way(Wire.REST_HTTPS_H1, Client.QUARKUS_REST_ASYNC),
                new dev.wirerace.model.wire.Way(Wire.GRPC_TLS, Client.GRPC_NETTY_ASYNC),
                new dev.wirerace.model.wire.Way(Wire.GRPC, Client.GRPC_VERTX_ASYNC))) {
            try (WireClient client = clients.open(way)) {
                dev.wirerace.suite.InFlightClient async = assertInstanceOf(dev.wirerace.suite.InFlightClient.class, client,
                        way.id() + " is driven in flight, so it must not come wrapped in a blocking guard");
                for (int round = 0; round < 5; round++) {
                    List<java.util.concurrent.CompletableFuture<Integer>> replies = new java.util.ArrayList<>();
                    for (int i = 0; i < 256; i++) {
                        replies.add(async.addOneAsync(i).toCompletableFuture());
                    }
                    for (int i = 0; i < replies.size(); i++) {
                        assertEquals(i + 1, replies.get(i).get(30, java.util.concurrent.TimeUnit.SECONDS),
                                way.id() + " round " + round);
                    }
                }
            }
        }
    }

    @Test
    void aWireIsRefusedAClientThatDoesNotSpeakIt() {
        assertThrows(IllegalArgumentException.class, () -> clients.open(Wire.GRPC, Client.APACHE));
        assertThrows(IllegalArgumentException.class, () -> clients.open(Wire.REST_HTTPS_H2, Client.APACHE));
        assertThrows(IllegalArgumentException.class, () -> clients.open(Wire.SOAP, Client.VERTX_HTTP));
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
                        target.callTimeout(), 4),
                "quarkus-rest-async", base -> QuarkusRestInFlightClient.open(base, null, false,
                        target.connectTimeout(), target.callTimeout(), 4),
                "vertx-http", base -> new VertxRestClient(vertx, base, null, false, target.connectTimeout(),
                        target.callTimeout(), 4, json));
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
