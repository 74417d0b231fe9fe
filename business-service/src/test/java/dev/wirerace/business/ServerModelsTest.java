package dev.wirerace.business;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.wirerace.grpc.AccountList;
import dev.wirerace.grpc.AccountsRequest;
import dev.wirerace.grpc.AddOneRequest;
import dev.wirerace.grpc.BusinessServiceGrpc;
import dev.wirerace.grpc.BusinessServiceOnVirtualGrpc;
import dev.wirerace.grpc.BusinessServiceOnWorkerGrpc;
import dev.wirerace.grpc.ConcatMessage;
import dev.wirerace.grpc.Tx;
import dev.wirerace.model.Account;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.wire.Operation;
import dev.wirerace.model.wire.ServerModel;
import io.grpc.ManagedChannel;
import io.grpc.netty.NettyChannelBuilder;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.net.URI;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Each server model answers every operation of the REST and gRPC wires, on the kind of thread it claims (the
 * event loop's {@code accounts} on a worker: Quarkus will not start a JTA transaction on an event loop): as
 * the business-service's own record of the thread says (ServedThreads), not as a thread's name suggests.
 */
@QuarkusTest
class ServerModelsTest {

    @TestHTTPResource("/")
    URI http;

    private ManagedChannel channel;

    @AfterEach
    void close() throws InterruptedException {
        if (channel != null) {
            channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
        }
    }

    @ParameterizedTest
    @EnumSource(value = ServerModel.class, names = "OWN", mode = EnumSource.Mode.EXCLUDE)
    void everyRestOperationRunsOnTheThreadItsModelClaims(ServerModel model) {
        Map<String, Long> before = threads();
        int x = Expectations.randomInt();
        given().get(model.restPrefix() + "/rest/add-one/{x}", x).then().statusCode(200)
                .body(equalTo(String.valueOf(x + 1)));
        String a = Expectations.randomText();
        String b = Expectations.randomText();
        assertEquals(a + b, given().contentType(ContentType.JSON).body(Map.of("a", a, "b", b))
                .post(model.restPrefix() + "/rest/concat").then().statusCode(200).extract().as(String.class));
        Account[] accounts = given().queryParam("tx", TxMode.REQUIRED.wireName())
                .get(model.restPrefix() + "/rest/accounts").then().statusCode(200).extract().as(Account[].class);
        Expectations.assertStandardAccounts(Arrays.asList(accounts));

        assertEquals(onlyOn(model), grown(before, threads()));
    }

    @ParameterizedTest
    @EnumSource(value = ServerModel.class, names = "OWN", mode = EnumSource.Mode.EXCLUDE)
    void everyGrpcOperationRunsOnTheThreadItsModelClaims(ServerModel model) {
        channel = NettyChannelBuilder.forAddress(http.getHost(), http.getPort()).usePlaintext().build();
        Map<String, Long> before = threads();
        int x = Expectations.randomInt();
        String a = Expectations.randomText();
        String b = Expectations.randomText();
        AddOneRequest addOne = AddOneRequest.newBuilder().setX(x).build();
        ConcatMessage concat = ConcatMessage.newBuilder().setA(a).setB(b).build();
        AccountsRequest accounts = AccountsRequest.newBuilder().setTx(Tx.TX_REQUIRED).build();
        // each model's own generated stub: the three services are separate contracts in business.proto
        AccountList list = switch (model) {
            case EVENT_LOOP -> {
                var stub = BusinessServiceGrpc.newBlockingStub(channel);
                assertEquals(x + 1, stub.addOne(addOne).getResult());
                assertEquals(a + b, stub.concat(concat).getResult());
                yield stub.accounts(accounts);
            }
            case WORKER -> {
                var stub = BusinessServiceOnWorkerGrpc.newBlockingStub(channel);
                assertEquals(x + 1, stub.addOne(addOne).getResult());
                assertEquals(a + b, stub.concat(concat).getResult());
                yield stub.accounts(accounts);
            }
            case VIRTUAL -> {
                var stub = BusinessServiceOnVirtualGrpc.newBlockingStub(channel);
                assertEquals(x + 1, stub.addOne(addOne).getResult());
                assertEquals(a + b, stub.concat(concat).getResult());
                yield stub.accounts(accounts);
            }
            case OWN -> throw new IllegalArgumentException("no gRPC service of its own");
        };
        Expectations.assertStandardAccounts(list.getAccountsList().stream()
                .map(m -> new Account(m.getId(), m.getOwner(), m.getNumber(), m.getBranch())).toList());

        assertEquals(onlyOn(model), grown(before, threads()));
    }

    /** One call of each operation, all on the model's own kind of thread, and nothing on any other. */
    private static Map<String, Long> onlyOn(ServerModel model) {
        Map<String, Long> expected = new TreeMap<>();
        expected.put(model.countKey("addOne", model.runsOn(Operation.ADD_ONE)), 1L);
        expected.put(model.countKey("concat", model.runsOn(Operation.CONCAT)), 1L);
        expected.put(model.countKey("accounts.required", model.runsOn(Operation.ACCOUNTS)), 1L);
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
