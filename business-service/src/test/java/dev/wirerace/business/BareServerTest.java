package dev.wirerace.business;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.grpc.AccountList;
import dev.wirerace.grpc.AccountsRequest;
import dev.wirerace.grpc.AddOneRequest;
import dev.wirerace.grpc.BusinessServiceGrpc;
import dev.wirerace.grpc.ConcatMessage;
import dev.wirerace.grpc.Tx;
import dev.wirerace.model.Accounts;
import io.grpc.CallOptions;
import io.grpc.ManagedChannel;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.netty.NettyChannelBuilder;
import io.grpc.stub.ClientCalls;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The bare Vert.x server on its own port, over real sockets: REST's routes and gRPC's handlers, bad input refused. */
@QuarkusTest
class BareServerTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private int port;

    @BeforeEach
    void readThePort() {
        port = ListeningPorts.read().bare();
    }

    private HttpResponse<String> get(String path) throws Exception {
        try (HttpClient http = HttpClient.newHttpClient()) {
            return http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).build(),
                    HttpResponse.BodyHandlers.ofString());
        }
    }

    @Test
    void restRoutesAnswerAsTheRestResourceDoes() throws Exception {
        HttpResponse<String> addOne = get("/rest/add-one/41");
        assertEquals(200, addOne.statusCode());
        assertEquals("42", addOne.body());
        JsonNode accounts = JSON.readTree(get("/rest/accounts?count=" + Accounts.STANDARD_COUNT).body());
        assertEquals(Accounts.STANDARD_COUNT, accounts.size());
        assertEquals(Accounts.list(Accounts.STANDARD_COUNT).get(54).id(), accounts.get(54).path("id").asText());
        try (HttpClient http = HttpClient.newHttpClient()) {
            HttpResponse<String> concat = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                    + "/rest/concat")).header("content-type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"a\":\"ab\",\"b\":\"cd\"}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals("\"abcd\"", concat.body());
            HttpResponse<String> malformed = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                    + "/rest/concat")).header("content-type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"a\":")).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(400, malformed.statusCode());
        }
    }

    @Test
    void badRestInputIsA400() throws Exception {
        assertEquals(400, get("/rest/add-one/forty-one").statusCode());
        assertEquals(400, get("/rest/accounts?count=2001").statusCode());
        assertEquals(Accounts.STANDARD_COUNT, JSON.readTree(get("/rest/accounts?tx=required").body()).size(),
                "a transaction variant, on a worker thread");
        assertEquals(400, get("/rest/accounts?tx=sometimes").statusCode());
        assertEquals(404, get("/rest/nothing-here").statusCode());
        assertEquals(200, get("/rest/add-one/1").statusCode(), "still serving");
    }

    @Test
    void grpcHandlersAnswerAndBadInputGetsAGrpcStatus() throws Exception {
        ManagedChannel channel = NettyChannelBuilder.forAddress("127.0.0.1", port).usePlaintext().build();
        try {
            var stub = BusinessServiceGrpc.newBlockingStub(channel).withDeadlineAfter(5, TimeUnit.SECONDS);
            assertEquals(42, stub.addOne(AddOneRequest.newBuilder().setX(41).build()).getResult());
            assertEquals("abcd", stub.concat(ConcatMessage.newBuilder().setA("ab").setB("cd").build()).getResult());
            AccountList list = stub.accounts(AccountsRequest.newBuilder().setCount(Accounts.STANDARD_COUNT).build());
            assertEquals(Accounts.STANDARD_COUNT, list.getAccountsCount());
            assertEquals(Accounts.STANDARD_COUNT, stub.accounts(AccountsRequest.newBuilder().setTx(Tx.TX_REQUIRED).build())
                    .getAccountsCount(), "a transaction variant, on a worker thread");
            StatusRuntimeException refused = assertThrows(StatusRuntimeException.class,
                    () -> stub.accounts(AccountsRequest.newBuilder().setCount(Accounts.MAX_COUNT + 1).build()));
            assertEquals(Status.Code.INVALID_ARGUMENT, refused.getStatus().getCode());
            assertTrue(refused.getStatus().getDescription().contains("count must be"), refused.toString());
            StatusRuntimeException unknown = assertThrows(StatusRuntimeException.class, () -> ClientCalls.blockingUnaryCall(
                    channel, RawBytes.unary("wirerace.BusinessService/Telepathy"), CallOptions.DEFAULT.withDeadlineAfter(5, TimeUnit.SECONDS),
                    new byte[0]));
            assertEquals(Status.Code.UNIMPLEMENTED, unknown.getStatus().getCode(), unknown.toString());
            StatusRuntimeException malformed = assertThrows(StatusRuntimeException.class, () -> ClientCalls.blockingUnaryCall(
                    channel, RawBytes.unary(BusinessServiceGrpc.getAddOneMethod().getFullMethodName()),
                    CallOptions.DEFAULT.withDeadlineAfter(5, TimeUnit.SECONDS),
                    new byte[] {(byte) 0xff, (byte) 0xff, (byte) 0xff, 0x0f, 0x01}));
            assertTrue(malformed.getStatus().getCode() != Status.Code.OK
                    && malformed.getStatus().getCode() != Status.Code.DEADLINE_EXCEEDED, malformed.toString());
            assertEquals(42, stub.addOne(AddOneRequest.newBuilder().setX(41).build()).getResult(), "still serving");
        } finally {
            channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
        }
    }
}
