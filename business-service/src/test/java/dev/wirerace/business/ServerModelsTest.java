package dev.wirerace.business;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.wirerace.business.bare.BareServer;
import dev.wirerace.grpc.AccountList;
import dev.wirerace.grpc.AccountsRequest;
import dev.wirerace.grpc.AddOneRequest;
import dev.wirerace.grpc.BusinessServiceGrpc;
import dev.wirerace.grpc.BusinessServiceOnVirtualGrpc;
import dev.wirerace.grpc.BusinessServiceOnWorkerGrpc;
import dev.wirerace.grpc.ConcatMessage;
import dev.wirerace.grpc.Tx;
import dev.wirerace.model.Account;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.wire.Operation;
import dev.wirerace.model.wire.ServerModel;
import dev.wirerace.model.wire.Wire;
import io.grpc.ManagedChannel;
import io.grpc.netty.NettyChannelBuilder;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.net.URI;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each server model answers every operation of the REST and gRPC wires, the framework's and the bare server's, on
 * the kind of thread it claims (ServerModel#runsOn: the framework's event-loop {@code accounts} on a worker, since
 * Quarkus will not start a JTA transaction on an event loop; the bare server's only for a transaction variant):
 * as the business-service's own record of the thread says (ServedThreads), not as a thread's name suggests.
 */
@QuarkusTest
class ServerModelsTest {

    @TestHTTPResource("/")
    URI http;

    @Inject
    BareServer bare;

    /** Every model of the framework's REST wire and of the bare server's. */
    static Stream<Arguments> restModels() {
        return Stream.of(Wire.REST_HTTP, Wire.REST_HTTP_BARE).flatMap(w -> ServerModel.of(w).stream()
                .map(m -> Arguments.of(w, m)));
    }

    /** Every model of the framework's gRPC wire and of the bare server's. */
    static Stream<Arguments> grpcModels() {
        return Stream.of(Wire.GRPC, Wire.GRPC_BARE).flatMap(w -> ServerModel.of(w).stream()
                .map(m -> Arguments.of(w, m)));
    }

    private int port(Wire wire) {
        return wire.bare() ? bare.port() : http.getPort();
    }

    private ManagedChannel channel;

    @AfterEach
    void close() throws InterruptedException {
        if (channel != null) {
            channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
        }
    }

    @ParameterizedTest
    @MethodSource("restModels")
    void everyRestOperationRunsOnTheThreadItsModelClaims(Wire wire, ServerModel model) {
        Map<String, Long> before = threads();
        int x = Expectations.randomInt();
        RequestSpecification server = given().baseUri("http://" + http.getHost()).port(port(wire));
        given().spec(server).get(model.restPrefix() + "/rest/add-one/{x}", x).then().statusCode(200)
                .body(equalTo(String.valueOf(x + 1)));
        String a = Expectations.randomText();
        String b = Expectations.randomText();
        assertEquals(a + b, given().spec(server).contentType(ContentType.JSON).body(Map.of("a", a, "b", b))
                .post(model.restPrefix() + "/rest/concat").then().statusCode(200).extract().as(String.class));
        for (TxMode tx : List.of(TxMode.NONE, TxMode.REQUIRED)) {
            Account[] accounts = given().spec(server).queryParam("tx", tx.wireName())
                    .get(model.restPrefix() + "/rest/accounts").then().statusCode(200).extract().as(Account[].class);
            Expectations.assertStandardAccounts(Arrays.asList(accounts));
        }

        assertEquals(onlyOn(wire, model), grown(before, threads()));
    }

    @ParameterizedTest
    @MethodSource("grpcModels")
    void everyGrpcOperationRunsOnTheThreadItsModelClaims(Wire wire, ServerModel model) {
        channel = NettyChannelBuilder.forAddress(http.getHost(), port(wire)).usePlaintext().build();
        Map<String, Long> before = threads();
        int x = Expectations.randomInt();
        String a = Expectations.randomText();
        String b = Expectations.randomText();
        AddOneRequest addOne = AddOneRequest.newBuilder().setX(x).build();
        ConcatMessage concat = ConcatMessage.newBuilder().setA(a).setB(b).build();
        AccountsRequest none = AccountsRequest.newBuilder().setTx(Tx.TX_NONE).build();
        AccountsRequest accounts = AccountsRequest.newBuilder().setTx(Tx.TX_REQUIRED).build();
        // each model's own generated stub: the three services are separate contracts in business.proto
        AccountList list = switch (model) {
            case EVENT_LOOP -> {
                var stub = BusinessServiceGrpc.newBlockingStub(channel);
                assertEquals(x + 1, stub.addOne(addOne).getResult());
                assertEquals(a + b, stub.concat(concat).getResult());
                assertEquals(Accounts.STANDARD_COUNT, stub.accounts(none).getAccountsCount());
                yield stub.accounts(accounts);
            }
            case WORKER -> {
                var stub = BusinessServiceOnWorkerGrpc.newBlockingStub(channel);
                assertEquals(x + 1, stub.addOne(addOne).getResult());
                assertEquals(a + b, stub.concat(concat).getResult());
                assertEquals(Accounts.STANDARD_COUNT, stub.accounts(none).getAccountsCount());
                yield stub.accounts(accounts);
            }
            case VIRTUAL -> {
                var stub = BusinessServiceOnVirtualGrpc.newBlockingStub(channel);
                assertEquals(x + 1, stub.addOne(addOne).getResult());
                assertEquals(a + b, stub.concat(concat).getResult());
                assertEquals(Accounts.STANDARD_COUNT, stub.accounts(none).getAccountsCount());
                yield stub.accounts(accounts);
            }
            case OWN -> throw new IllegalArgumentException("no gRPC service of its own");
        };
        Expectations.assertStandardAccounts(list.getAccountsList().stream()
                .map(m -> new Account(m.getId(), m.getOwner(), m.getNumber(), m.getBranch())).toList());

        assertEquals(onlyOn(wire, model), grown(before, threads()));
    }

    /** One call of each operation (two of accounts), each on the kind of thread its model claims for it. */
    private static Map<String, Long> onlyOn(Wire wire, ServerModel model) {
        Map<String, Long> expected = new TreeMap<>();
        expected.put(model.countKey("addOne", model.runsOn(wire, Operation.ADD_ONE, TxMode.NONE)), 1L);
        expected.put(model.countKey("concat", model.runsOn(wire, Operation.CONCAT, TxMode.NONE)), 1L);
        expected.put(model.countKey("accounts.none", model.runsOn(wire, Operation.ACCOUNTS, TxMode.NONE)), 1L);
        expected.put(model.countKey("accounts.required", model.runsOn(wire, Operation.ACCOUNTS, TxMode.REQUIRED)), 1L);
        return expected;
    }

    private static Map<String, Long> threads() {
        Map<String, Long> counts = new TreeMap<>();
        given().get("/admin/calls/threads").then().statusCode(200).extract().jsonPath().getMap("", String.class, Long.class)
                .forEach(counts::put);
        return counts;
    }

    private static Map<String, Long> grown(Map<String, Long> before, Map<String, Long> after) {
        Map<String, Long> grown = new TreeMap<>();
        after.forEach((key, count) -> {
            long by = count - before.getOrDefault(key, 0L);
            if (by != 0) {
                grown.put(key, by);
            }
        });
        return grown;
    }
}
