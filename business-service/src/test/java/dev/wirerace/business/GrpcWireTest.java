package dev.wirerace.business;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.grpc.AccountList;
import dev.wirerace.grpc.AccountsRequest;
import dev.wirerace.grpc.AddOneRequest;
import dev.wirerace.grpc.BusinessServiceGrpc;
import dev.wirerace.grpc.BusinessServiceGrpc.BusinessServiceBlockingStub;
import dev.wirerace.grpc.ConcatMessage;
import dev.wirerace.grpc.Tx;
import dev.wirerace.model.Account;
import dev.wirerace.model.Accounts;
import dev.wirerace.tls.TlsMaterial;
import io.grpc.CallOptions;
import io.grpc.ManagedChannel;
import io.grpc.MethodDescriptor;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.netty.GrpcSslContexts;
import io.grpc.netty.NettyChannelBuilder;
import io.grpc.reflection.v1.ServerReflectionGrpc;
import io.grpc.reflection.v1.ServerReflectionRequest;
import io.grpc.reflection.v1.ServerReflectionResponse;
import io.grpc.stub.ClientCalls;
import io.grpc.stub.StreamObserver;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.net.URI;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** gRPC with grpc-java's own Netty client: plain (h2c) on the HTTP port, TLS on the HTTPS port. */
@QuarkusTest
class GrpcWireTest {

    @TestHTTPResource("/")
    URI http;

    @TestHTTPResource(value = "/", tls = true)
    URI https;

    private ManagedChannel channel;

    @AfterEach
    void close() throws InterruptedException {
        if (channel != null) {
            channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
        }
    }

    @Test
    void plainAddOneAndConcat() {
        assertAddOneAndConcat(stub(plain()));
    }

    @Test
    void tlsAddOneAndConcatTrustingOnlyTheGeneratedCertificate() throws IOException {
        assertAddOneAndConcat(stub(tls()));
    }

    @ParameterizedTest
    @EnumSource(value = Tx.class, names = "UNRECOGNIZED", mode = EnumSource.Mode.EXCLUDE)
    void accountsUnderEveryTxVariant(Tx tx) {
        AccountList reply = stub(plain()).accounts(AccountsRequest.newBuilder().setTx(tx).build());
        Expectations.assertStandardAccounts(reply.getAccountsList().stream()
                .map(a -> new Account(a.getId(), a.getOwner(), a.getNumber(), a.getBranch())).toList());
    }

    @Test
    void aCountAsksForThatManyAccountsAndANegativeOneIsInvalidArgument() {
        AccountList reply = stub(plain()).accounts(AccountsRequest.newBuilder().setCount(1_000).build());
        assertEquals(Accounts.list(1_000), reply.getAccountsList().stream()
                .map(a -> new Account(a.getId(), a.getOwner(), a.getNumber(), a.getBranch())).toList());
        StatusRuntimeException error = assertThrows(StatusRuntimeException.class,
                () -> stub(plain()).accounts(AccountsRequest.newBuilder().setCount(-1).build()));
        assertEquals(Status.Code.INVALID_ARGUMENT, error.getStatus().getCode());
    }

    @Test
    void anUnknownTxIsInvalidArgument() {
        StatusRuntimeException error = assertThrows(StatusRuntimeException.class,
                () -> stub(plain()).accounts(AccountsRequest.newBuilder().setTxValue(42).build()));
        assertEquals(Status.Code.INVALID_ARGUMENT, error.getStatus().getCode());
    }

    @Test
    void reflectionListsTheService() throws Exception {
        CompletableFuture<ServerReflectionResponse> answer = new CompletableFuture<>();
        StreamObserver<ServerReflectionRequest> requests = ServerReflectionGrpc.newStub(plain())
                .serverReflectionInfo(new StreamObserver<>() {
                    @Override
                    public void onNext(ServerReflectionResponse value) {
                        answer.complete(value);
                    }

                    @Override
                    public void onError(Throwable t) {
                        answer.completeExceptionally(t);
                    }

                    @Override
                    public void onCompleted() {
                    }
                });
        requests.onNext(ServerReflectionRequest.newBuilder().setListServices("").build());
        List<String> services = answer.get(10, TimeUnit.SECONDS).getListServicesResponse().getServiceList().stream()
                .map(service -> service.getName()).toList();
        requests.onCompleted();
        assertTrue(services.contains("wirerace.BusinessService"), services.toString());
    }

    /** Bytes that are not a protobuf message: an error status, and the server goes on serving. */
    @Test
    void aMalformedMessageIsAnErrorStatus() {
        MethodDescriptor<byte[], byte[]> rawAddOne = RawBytes.unary(BusinessServiceGrpc.getAddOneMethod().getFullMethodName());
        StatusRuntimeException error = assertThrows(StatusRuntimeException.class, () -> ClientCalls.blockingUnaryCall(
                plain(), rawAddOne, CallOptions.DEFAULT.withDeadlineAfter(10, TimeUnit.SECONDS),
                new byte[] { (byte) 0xff, (byte) 0xff, (byte) 0xff, 0x0f, 0x01 }));
        assertNotEquals(Status.Code.OK, error.getStatus().getCode());
        assertNotEquals(Status.Code.DEADLINE_EXCEEDED, error.getStatus().getCode());
        plainAddOneAndConcat();
    }

    private static void assertAddOneAndConcat(BusinessServiceBlockingStub stub) {
        int x = Expectations.randomInt();
        assertEquals(x + 1, stub.addOne(AddOneRequest.newBuilder().setX(x).build()).getResult());
        String a = Expectations.randomText();
        String b = Expectations.randomText();
        assertEquals(a + b, stub.concat(ConcatMessage.newBuilder().setA(a).setB(b).build()).getResult());
    }

    private static BusinessServiceBlockingStub stub(ManagedChannel channel) {
        return BusinessServiceGrpc.newBlockingStub(channel).withDeadlineAfter(10, TimeUnit.SECONDS);
    }

    private ManagedChannel plain() {
        if (channel != null) {
            return channel;
        }
        channel = NettyChannelBuilder.forAddress(http.getHost(), http.getPort()).usePlaintext().build();
        return channel;
    }

    private ManagedChannel tls() throws IOException {
        channel = NettyChannelBuilder.forAddress("localhost", https.getPort())
                .sslContext(GrpcSslContexts.forClient().trustManager(TlsMaterial.certificatePem().toFile()).build())
                .build();
        return channel;
    }
}
