package dev.wirerace.business;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.model.Account;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.TxMode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The GraphQL wire over HTTP, as any GraphQL client posts it: a query and its variables as JSON. */
@QuarkusTest
class GraphQLWireTest {

    @Test
    void eachQueryIsTimedAsAGraphQLCall() {
        long before = served();
        addOneAndConcatAreQueries();
        assertEquals(before + 2, served());
    }

    /** The graphql wire's successful calls in /q/metrics. */
    private static long served() {
        String scrape = given().get("/q/metrics").then().statusCode(200).extract().asString();
        return scrape.lines().filter(line -> line.startsWith("wirerace_server_calls_seconds_count{")
                && line.contains("wire=\"graphql\"") && line.contains("outcome=\"success\""))
                .mapToLong(line -> (long) Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1)))
                .findFirst().orElseThrow();
    }

    @Test
    void addOneAndConcatAreQueries() {
        int x = Expectations.randomInt();
        post("query($x: Int!) { addOne(x: $x) }", Map.of("x", x)).statusCode(200)
                .body("errors", nullValue()).body("data.addOne", equalTo(x + 1));
        String a = Expectations.randomText();
        String b = Expectations.randomText();
        post("query($a: String!, $b: String!) { concat(a: $a, b: $b) }", Map.of("a", a, "b", b)).statusCode(200)
                .body("data.concat", equalTo(a + b));
    }

    @ParameterizedTest
    @EnumSource(TxMode.class)
    void theAccountListSelectingEveryFieldUnderEveryTxVariant(TxMode tx) {
        List<Map<String, String>> rows = post("query($tx: TxMode!) { accounts(tx: $tx) { id owner number branch } }",
                Map.of("tx", tx.name())).statusCode(200).body("errors", nullValue())
                .extract().path("data.accounts");
        Expectations.assertStandardAccounts(rows.stream()
                .map(row -> new Account(row.get("id"), row.get("owner"), row.get("number"), row.get("branch"))).toList());
    }

    @Test
    void aCountAsksForThatManyAndTheSelectionIsWhatComesBack() {
        post("{ accounts(count: 1000) { id } }", Map.of()).statusCode(200)
                .body("data.accounts", hasSize(1_000))
                .body("data.accounts[999].id", equalTo(Accounts.list(1_000).get(999).id()))
                .body("data.accounts[0].owner", nullValue());
    }

    /** Bad input answered as GraphQL answers it: errors that say what was wrong, and the service goes on. */
    @Test
    void badQueriesAreGraphQLErrorsThatNameTheProblem() {
        assertTrue(firstError("{ accounts(count: 2001) { id } }", Map.of()).contains("count must be 1 to 2000"));
        assertTrue(firstError("{ addOne(x: \"one\") }", Map.of()).toLowerCase().contains("x"));
        assertTrue(firstError("{ accounts(tx: SOMETIMES) { id } }", Map.of()).contains("SOMETIMES"));
        assertTrue(firstError("{ divide(x: 1) }", Map.of()).contains("divide"));
        assertTrue(firstError("{ addOne(x: 1 ", Map.of()).length() > 0, "a query that does not parse");
        given().contentType(ContentType.JSON).body("{\"query\": ").post("/graphql").then()
                .statusCode(not(equalTo(500)));
        addOneAndConcatAreQueries();
    }

    private static String firstError(String query, Map<String, Object> variables) {
        ValidatableResponse reply = post(query, variables).statusCode(not(equalTo(500)))
                .body("errors", not(nullValue()));
        Object data = reply.extract().path("data.accounts");
        assertEquals(null, data, query);
        return reply.extract().path("errors[0].message");
    }

    private static ValidatableResponse post(String query, Map<String, Object> variables) {
        return given().contentType(ContentType.JSON).body(Map.of("query", query, "variables", variables))
                .post("/graphql").then();
    }
}
