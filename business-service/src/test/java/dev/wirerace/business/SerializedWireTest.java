package dev.wirerace.business;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.business.serialized.SerializedResource;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.AccountsQuery;
import dev.wirerace.model.ConcatRequest;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.serial.SerialAllowList;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.io.Serializable;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Java-serialized objects over HTTP, with the JDK's client and the same allow-list on the reply. */
@QuarkusTest
class SerializedWireTest {

    @TestHTTPResource("/serialized")
    URI serialized;

    private final HttpClient client = HttpClient.newHttpClient();

    @Test
    void addOneAndConcatAnswerSerializedResults() throws Exception {
        int x = Expectations.randomInt();
        assertEquals(x + 1, call("add-one", x, Integer.class));
        String a = Expectations.randomText();
        String b = Expectations.randomText();
        assertEquals(a + b, call("concat", new ConcatRequest(a, b), String.class));
    }

    @ParameterizedTest
    @EnumSource(TxMode.class)
    @SuppressWarnings("unchecked")
    void accountsAnswerTheStandardList(TxMode tx) throws Exception {
        Expectations.assertStandardAccounts(call("accounts", tx, List.class));
    }

    @Test
    @SuppressWarnings("unchecked")
    void anAccountsQueryAsksForThatManyAccounts() throws Exception {
        assertEquals(Accounts.list(1_000), call("accounts", new AccountsQuery(TxMode.REQUIRED, 1_000), List.class));
        assertEquals(400, post("accounts", SerialAllowList.write(new AccountsQuery(TxMode.NONE, -1))).statusCode());
    }

    @Test
    void aClassOutsideTheAllowListIsRefusedWith400() throws Exception {
        HttpResponse<String> reply = post("accounts", SerialAllowList.write(new HashSet<>(Set.of("x"))));
        assertEquals(400, reply.statusCode());
        assertTrue(reply.body().contains("allow-list"), reply.body());
        addOneAndConcatAnswerSerializedResults();
    }

    /** A class the server does not have at all, as in a gadget chain: the filter refuses it before loading. */
    @Test
    void anUnknownClassIsRefusedWith400() throws Exception {
        HashMap<String, Serializable> gadget = new HashMap<>();
        gadget.put("payload", new Unlisted());
        HttpResponse<String> reply = post("add-one", SerialAllowList.write(gadget));
        assertEquals(400, reply.statusCode());
    }

    /** The SerialDOS shape: nesting of an allowed collection, refused by depth before it is built. */
    @Test
    void aDeeplyNestedCollectionIsRefusedFast() throws Exception {
        byte[] bomb = nestedStream(50);
        HttpResponse<String> reply = post("accounts", bomb);
        assertEquals(400, reply.statusCode());
        assertTrue(reply.body().contains("allow-list"), reply.body());
        addOneAndConcatAnswerSerializedResults();
    }

    @Test
    void malformedBodiesAndUnknownOperationsAreRefused() throws Exception {
        assertEquals(400, post("add-one", new byte[] { 1, 2, 3, 4 }).statusCode());
        assertEquals(400, post("add-one", new byte[0]).statusCode());
        assertEquals(400, post("add-one", SerialAllowList.write("forty-one")).statusCode());
        assertEquals(404, post("divide", SerialAllowList.write(1)).statusCode());
        // a ConcatRequest cut and garbled by FuzzTest: ObjectInputStream failed with a NullPointerException (a 500)
        byte[] corrupt = java.util.Base64.getDecoder().decode(
                "rO0ABXNwACBkZXYud2lyZXJhYyUubW9kZWwuQ29uY2F0UmVxLTF1ZXN0AAAAAAAAAAACAAJMAAFhdAASTGphdmEvbGE=");
        HttpResponse<String> garbled = post("concat", corrupt);
        assertEquals(400, garbled.statusCode(), garbled.body());
        HttpResponse<String> wrongType = client.send(HttpRequest.newBuilder(URI.create(serialized + "/add-one"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString("1")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(415, wrongType.statusCode());
        addOneAndConcatAnswerSerializedResults();
    }

    private <T> T call(String operation, Object argument, Class<T> type) throws IOException, InterruptedException {
        HttpResponse<byte[]> reply = client.send(request(operation, SerialAllowList.write(argument)),
                HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, reply.statusCode());
        assertEquals(SerializedResource.MEDIA_TYPE, reply.headers().firstValue("Content-Type").orElseThrow());
        return SerialAllowList.read(reply.body(), type);
    }

    private HttpResponse<String> post(String operation, byte[] body) throws IOException, InterruptedException {
        return client.send(request(operation, body), HttpResponse.BodyHandlers.ofString());
    }

    private HttpRequest request(String operation, byte[] body) {
        return HttpRequest.newBuilder(URI.create(serialized + "/" + operation)).timeout(Duration.ofSeconds(10))
                .header("Content-Type", SerializedResource.MEDIA_TYPE)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build();
    }

    private static byte[] nestedStream(int depth) {
        List<Object> root = new ArrayList<>();
        List<Object> current = root;
        for (int i = 0; i < depth; i++) {
            List<Object> next = new ArrayList<>();
            current.add(next);
            current = next;
        }
        return SerialAllowList.write(root);
    }

    static class Unlisted implements Serializable {
    }
}
