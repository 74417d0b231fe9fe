package dev.wirerace.business;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.wirerace.grpc.AccountBatchesRequest;
import dev.wirerace.grpc.AccountList;
import dev.wirerace.grpc.AccountMessage;
import dev.wirerace.grpc.AccountsRequest;
import dev.wirerace.grpc.AddOneReply;
import dev.wirerace.grpc.AddOneRequest;
import dev.wirerace.grpc.BusinessStreamsGrpc;
import dev.wirerace.grpc.BusinessStreamsGrpc.BusinessStreamsBlockingStub;
import dev.wirerace.grpc.ConcatMessage;
import dev.wirerace.grpc.ConcatReply;
import dev.wirerace.grpc.Tx;
import dev.wirerace.model.Account;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.wire.Wire;
import io.grpc.CallOptions;
import io.grpc.ManagedChannel;
import io.grpc.MethodDescriptor;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.netty.NettyChannelBuilder;
import io.grpc.stub.ClientCalls;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** gRPC's server streaming (BusinessStreams) with grpc-java's Netty client on the HTTP port, h2c. */
@QuarkusTest
class GrpcStreamWireTest {

    @TestHTTPResource("/")
    URI http;

    private ManagedChannel channel;

    @BeforeEach
    void open() {
        channel = NettyChannelBuilder.forAddress(http.getHost(), http.getPort()).usePlaintext().build();
    }

    @AfterEach
    void close() throws InterruptedException {
        channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
    }

    @Test
    void addOneAndConcatAreStreamsOfOneReply() {
        int x = Expectations.randomInt();
        List<AddOneReply> added = all(stub().addOne(AddOneRequest.newBuilder().setX(x).build()));
        assertEquals(1, added.size());
        assertEquals(x + 1, added.get(0).getResult());
        String a = Expectations.randomText();
        String b = Expectations.randomText();
        List<ConcatReply> joined = all(stub().concat(ConcatMessage.newBuilder().setA(a).setB(b).build()));
        assertEquals(1, joined.size());
        assertEquals(a + b, joined.get(0).getResult());
    }

    @Test
    void theAccountListIsOneMessagePerAccountInOrder() {
        List<AccountMessage> messages = all(stub().accounts(AccountsRequest.newBuilder().setTx(Tx.TX_REQUIRED).build()));
        assertEquals(Accounts.STANDARD_COUNT, messages.size());
        Expectations.assertStandardAccounts(messages.stream().map(GrpcStreamWireTest::account).toList());
    }

    @Test
    void batchesHoldTheBatchAndTheLastOneTheRest() {
        List<AccountList> batches = all(stub().accountBatches(AccountBatchesRequest.newBuilder()
                .setList(AccountsRequest.newBuilder().setCount(1_000)).setBatch(Wire.STREAM_BATCH).build()));
        assertEquals((1_000 + Wire.STREAM_BATCH - 1) / Wire.STREAM_BATCH, batches.size());
        batches.subList(0, batches.size() - 1).forEach(batch -> assertEquals(Wire.STREAM_BATCH, batch.getAccountsCount()));
        assertEquals(1_000 % Wire.STREAM_BATCH, batches.get(batches.size() - 1).getAccountsCount());
        assertEquals(Accounts.list(1_000), batches.stream().flatMap(batch -> batch.getAccountsList().stream())
                .map(GrpcStreamWireTest::account).toList());
    }

    @Test
    void aBadBatchCountOrTxIsInvalidArgumentBeforeAnyMessage() {
        for (AccountBatchesRequest bad : List.of(
                AccountBatchesRequest.newBuilder().setList(AccountsRequest.getDefaultInstance()).setBatch(0).build(),
                AccountBatchesRequest.newBuilder().setList(AccountsRequest.newBuilder().setCount(-1)).setBatch(4).build(),
                AccountBatchesRequest.newBuilder().setList(AccountsRequest.newBuilder().setTxValue(42)).setBatch(4).build())) {
            StatusRuntimeException error = assertThrows(StatusRuntimeException.class,
                    () -> all(stub().accountBatches(bad)), bad.toString());
            assertEquals(Status.Code.INVALID_ARGUMENT, error.getStatus().getCode(), bad.toString());
        }
        StatusRuntimeException error = assertThrows(StatusRuntimeException.class,
                () -> all(stub().accounts(AccountsRequest.newBuilder().setCount(Accounts.MAX_COUNT + 1).build())));
        assertEquals(Status.Code.INVALID_ARGUMENT, error.getStatus().getCode());
    }

    /** Bytes that are not a protobuf message on a streaming method: an error status, and the server goes on. */
    @Test
    void aMalformedMessageIsAnErrorStatus() {
        MethodDescriptor<byte[], byte[]> raw = RawBytes.serverStreaming(
                BusinessStreamsGrpc.getAccountsMethod().getFullMethodName());
        StatusRuntimeException error = assertThrows(StatusRuntimeException.class, () -> all(
                ClientCalls.blockingServerStreamingCall(channel, raw,
                        CallOptions.DEFAULT.withDeadlineAfter(10, TimeUnit.SECONDS),
                        new byte[] { (byte) 0xff, (byte) 0xff, (byte) 0xff, 0x0f, 0x01 })));
        assertNotEquals(Status.Code.OK, error.getStatus().getCode());
        assertNotEquals(Status.Code.DEADLINE_EXCEEDED, error.getStatus().getCode());
        addOneAndConcatAreStreamsOfOneReply();
    }

    private BusinessStreamsBlockingStub stub() {
        return BusinessStreamsGrpc.newBlockingStub(channel).withDeadlineAfter(10, TimeUnit.SECONDS);
    }

    private static <T> List<T> all(Iterator<T> stream) {
        List<T> messages = new ArrayList<>();
        stream.forEachRemaining(messages::add);
        return messages;
    }

    private static Account account(AccountMessage message) {
        return new Account(message.getId(), message.getOwner(), message.getNumber(), message.getBranch());
    }
}
