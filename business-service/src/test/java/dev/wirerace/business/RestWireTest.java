package dev.wirerace.business;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.wirerace.core.CallCounter;
import dev.wirerace.model.Account;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.TxMode;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

@QuarkusTest
class RestWireTest {

    @TestHTTPResource("/")
    URI http;

    @Test
    void addOneAddsOneToARandomNumber() {
        int x = Expectations.randomInt();
        given().get("/rest/add-one/{x}", x).then().statusCode(200).body(equalTo(String.valueOf(x + 1)));
    }

    @Test
    void concatJoinsTwoRandomStringsIntoAJsonString() {
        String a = Expectations.randomText();
        String b = Expectations.randomText();
        String reply = given().contentType(ContentType.JSON).body(Map.of("a", a, "b", b))
                .post("/rest/concat").then().statusCode(200).contentType(ContentType.JSON)
                .extract().as(String.class);
        assertEquals(a + b, reply);
    }

    @ParameterizedTest
    @EnumSource(TxMode.class)
    void accountsAnswerTheStandardListUnderEveryTxVariantAndAreCounted(TxMode tx) {
        String counterKey = CallCounter.accountsKey(tx);
        long before = served(counterKey);
        Account[] accounts = given().queryParam("tx", tx.wireName()).get("/rest/accounts")
                .then().statusCode(200).extract().as(Account[].class);
        Expectations.assertStandardAccounts(Arrays.asList(accounts));
        assertEquals(before + 1, served(counterKey));
    }

    @Test
    void aCountAsksForThatManyAccounts() {
        Account[] accounts = given().queryParam("count", 1_000).get("/rest/accounts").then().statusCode(200)
                .extract().as(Account[].class);
        assertEquals(Accounts.list(1_000), Arrays.asList(accounts));
        given().queryParam("count", Accounts.MAX_COUNT + 1).get("/rest/accounts").then().statusCode(400)
                .body(containsString("count"));
        given().queryParam("count", "many").get("/rest/accounts").then().statusCode(400);
    }

    @Test
    void accountsWithoutTxAreThePlainCall() {
        long before = served("accounts.none");
        given().get("/rest/accounts").then().statusCode(200);
        assertEquals(before + 1, served("accounts.none"));
    }

    @Test
    void badInputIsA400WithAReasonAndTheServiceKeepsServing() {
        given().contentType(ContentType.JSON).body("{\"a\": \"x\"").post("/rest/concat")
                .then().statusCode(400).body(containsString("malformed"));
        given().contentType(ContentType.JSON).body("{\"a\": 5, \"b\": \"y\"}").post("/rest/concat")
                .then().statusCode(400).body(containsString("JSON"));
        given().contentType(ContentType.JSON).body("{\"a\": \"x\", \"b\": \"y\", \"c\": 1}").post("/rest/concat")
                .then().statusCode(400).body(containsString("c"));
        // a field given twice: Jackson's record creator made this a 500 until duplicates were a parse error
        given().contentType(ContentType.JSON).body("{\"a\": \"x\", \"b\": \"y\", \"b\": \"z\"}").post("/rest/concat")
                .then().statusCode(400).body(containsString("Duplicate field 'b'"));
        given().contentType(ContentType.JSON).body("{\"a\": \"x\"}").post("/rest/concat")
                .then().statusCode(400).body(containsString("no b"));
        given().contentType(ContentType.JSON).body("[1, 2]").post("/rest/concat").then().statusCode(400);
        given().get("/rest/add-one/abc").then().statusCode(400).body(containsString("32-bit integer"));
        given().get("/rest/add-one/99999999999").then().statusCode(400);
        given().queryParam("tx", "mandatory").get("/rest/accounts").then().statusCode(400)
                .body(containsString("required"));
        given().contentType(ContentType.TEXT).body("a b").post("/rest/concat").then().statusCode(415);

        addOneAddsOneToARandomNumber();
    }

    /**
     * The server answers 413 from the Content-Length alone and closes, so this sends the headers only:
     * a client still streaming 5 MiB would see a broken pipe instead of the answer.
     */
    @Test
    void aBodyOverTheLimitIsA413() throws Exception {
        try (Socket socket = new Socket(http.getHost(), http.getPort())) {
            socket.setSoTimeout(10_000);
            String headers = "POST /rest/concat HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                    + "Content-Length: " + 5 * 1024 * 1024 + "\r\n\r\n";
            socket.getOutputStream().write(headers.getBytes(StandardCharsets.US_ASCII));
            socket.getOutputStream().flush();
            String statusLine = new BufferedReader(new InputStreamReader(socket.getInputStream(),
                    StandardCharsets.US_ASCII)).readLine();
            assertEquals("HTTP/1.1 413 Request Entity Too Large", statusLine);
        }
        addOneAddsOneToARandomNumber();
    }

    @Test
    void theCallCounterCountsWhatWasServed() {
        long before = served(CallCounter.ADD_ONE);
        for (int i = 0; i < 3; i++) {
            addOneAddsOneToARandomNumber();
        }
        assertEquals(before + 3, served(CallCounter.ADD_ONE));
    }

    static long served(String operation) {
        Map<String, Number> calls = given().get("/admin/calls").then().statusCode(200).extract().as(Map.class);
        Number count = calls.get(operation);
        return count == null ? 0 : count.longValue();
    }
}
