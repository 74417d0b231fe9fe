package dev.wirerace.business;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.model.Account;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.socket.SocketCall;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The WebSocket wire with the JDK's own WebSocket client: one socket, JSON text frames matched by id. */
@QuarkusTest
class SocketWireTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TestHTTPResource("/")
    URI http;

    private WebSocket socket;
    private final BlockingQueue<JsonNode> replies = new LinkedBlockingQueue<>();

    @BeforeEach
    void open() {
        URI uri = URI.create("ws://" + http.getHost() + ":" + http.getPort() + SocketCall.PATH);
        socket = HttpClient.newHttpClient().newWebSocketBuilder().buildAsync(uri, new WebSocket.Listener() {
            private final StringBuilder frame = new StringBuilder();

            @Override
            public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
                frame.append(data);
                if (last) {
                    try {
                        replies.add(JSON.readTree(frame.toString()));
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                    frame.setLength(0);
                }
                webSocket.request(1);
                return null;
            }
        }).join();
    }

    @AfterEach
    void close() {
        socket.abort();
    }

    @Test
    void theThreeCallsOnOneSocket() throws Exception {
        int x = Expectations.randomInt();
        assertEquals(x + 1, call("{\"id\":1,\"op\":\"addOne\",\"x\":" + x + "}").get("result").asInt());
        String a = Expectations.randomText();
        String b = Expectations.randomText();
        assertEquals(a + b, call(JSON.writeValueAsString(SocketCall.concat(2, a, b))).get("text").asText());
        JsonNode accounts = call("{\"id\":3,\"op\":\"accounts\",\"tx\":\"required\"}").get("accounts");
        List<Account> list = new ArrayList<>();
        accounts.forEach(account -> list.add(JSON.convertValue(account, Account.class)));
        Expectations.assertStandardAccounts(list);
        assertEquals(Accounts.list(2_000).size(), call("{\"id\":4,\"op\":\"accounts\",\"count\":2000}").get("accounts").size(),
                "the largest list, over the default message size of 64 KB frames");
    }

    /** Calls in flight on one socket, answered each under its own id. */
    @Test
    void manyCallsInFlightAreMatchedByTheirIds() throws Exception {
        int calls = 200;
        for (int id = 1; id <= calls; id++) {
            String frame = id % 10 == 0 ? "{\"id\":" + id + ",\"op\":\"accounts\",\"count\":" + id + "}"
                    : "{\"id\":" + id + ",\"op\":\"addOne\",\"x\":" + id + "}";
            socket.sendText(frame, true).join();
        }
        Map<Long, JsonNode> byId = new HashMap<>();
        for (int i = 0; i < calls; i++) {
            JsonNode reply = replies.poll(10, TimeUnit.SECONDS);
            assertNotNull(reply, "reply " + i + " of " + calls);
            byId.put(reply.get("id").asLong(), reply);
        }
        assertEquals(calls, byId.size());
        byId.forEach((id, reply) -> {
            if (id % 10 == 0) {
                assertEquals(id.intValue(), reply.get("accounts").size(), "call " + id);
            } else {
                assertEquals(id + 1, reply.get("result").asLong(), "call " + id);
            }
        });
    }

    /** Every bad frame is answered with an error frame, under its id where it had one; the socket goes on. */
    @Test
    void badFramesAreErrorFramesAndTheSocketStaysOpen() throws Exception {
        assertRefused("not json", null, "not a call");
        assertRefused("{\"op\":\"addOne\",\"x\":1}", null, "an id and an op");
        assertRefused("{\"id\":\"seven\",\"op\":\"addOne\",\"x\":1}", null, "not a call");
        assertRefused("{\"id\":5,\"op\":\"divide\",\"x\":1}", 5L, "unknown op");
        assertRefused("{\"id\":6,\"op\":\"addOne\"}", 6L, "x is required");
        assertRefused("{\"id\":7,\"op\":\"accounts\",\"count\":2001}", 7L, "2000");
        assertRefused("{\"id\":8,\"op\":\"accounts\",\"tx\":\"sometimes\"}", 8L, "tx must be");
        assertEquals(42, call("{\"id\":9,\"op\":\"addOne\",\"x\":41}").get("result").asInt());
    }

    private void assertRefused(String frame, Long id, String why) throws Exception {
        JsonNode reply = send(frame);
        assertTrue(reply.get("error").asText().contains(why), frame + " -> " + reply);
        if (id == null) {
            assertNull(reply.get("id"), reply.toString());
        } else {
            assertEquals(id.longValue(), reply.get("id").asLong());
        }
    }

    private JsonNode call(String frame) throws Exception {
        JsonNode reply = send(frame);
        assertNull(reply.get("error"), reply.toString());
        assertEquals(JSON.readTree(frame).get("id").asLong(), reply.get("id").asLong());
        return reply;
    }

    private JsonNode send(String frame) throws Exception {
        socket.sendText(frame, true).join();
        JsonNode reply = replies.poll(10, TimeUnit.SECONDS);
        assertNotNull(reply, "no reply to " + frame);
        return reply;
    }
}
