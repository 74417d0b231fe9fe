package dev.wirerace.presentation.client;

import dev.wirerace.engine.CallFailure;
import dev.wirerace.engine.FailureKind;
import dev.wirerace.grpc.AccountMessage;
import dev.wirerace.grpc.AccountsRequest;
import dev.wirerace.grpc.AddOneRequest;
import dev.wirerace.grpc.BusinessServiceGrpc;
import dev.wirerace.grpc.BusinessServiceGrpc.BusinessServiceBlockingStub;
import dev.wirerace.grpc.ConcatMessage;
import dev.wirerace.grpc.Tx;
import dev.wirerace.model.Account;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.wire.ServerModel;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
import dev.wirerace.payload.proto.FetchRequest;
import dev.wirerace.payload.proto.PayloadWireGrpc;
import dev.wirerace.payload.proto.ProtoConverters;
import dev.wirerace.payload.proto.StoreReply;
import dev.wirerace.suite.WireClient;
import io.grpc.Channel;
import io.grpc.ManagedChannel;
import io.grpc.StatusRuntimeException;
import io.grpc.netty.GrpcSslContexts;
import io.grpc.netty.NettyChannelBuilder;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLException;
import javax.net.ssl.TrustManagerFactory;

/**
 * gRPC with the generated blocking stub over a channel: grpc-java's Netty channel (one HTTP/2 connection,
 * multiplexed), plain or TLS, or Quarkus' Vert.x one (Client.GRPC_VERTX), configured and owned by Quarkus.
 */
public final class GrpcClient implements WireClient {

    /** The channel this client closes: null for one it does not own. */
    private final ManagedChannel owned;
    private final BusinessServiceBlockingStub stub;
    /** The payload's service (payload.proto), on the same channel: served on each wire's default model only. */
    private final PayloadWireGrpc.PayloadWireBlockingStub payload;
    private final long timeoutMillis;

    private GrpcClient(Channel channel, ManagedChannel owned, Duration timeout) {
        this.owned = owned;
        this.stub = BusinessServiceGrpc.newBlockingStub(channel);
        this.payload = PayloadWireGrpc.newBlockingStub(channel);
        this.timeoutMillis = timeout.toMillis();
    }

    /** A client over a channel built elsewhere (the lookup study builds and connects it phase by phase). */
    public static GrpcClient over(ManagedChannel channel, Duration timeout) {
        return new GrpcClient(channel, channel, timeout);
    }

    /** A client over one of Quarkus' gRPC channels ({@code @GrpcClient}), which Quarkus closes at shutdown. */
    static GrpcClient quarkus(Channel channel, ServerModel model, Duration timeout) {
        return new GrpcClient(GrpcModelChannel.toward(channel, model), null, timeout);
    }

    /** grpc-java's Netty channel in plain text: one HTTP/2 connection, multiplexed. */
    static ManagedChannel plainChannel(String host, int port) {
        return NettyChannelBuilder.forAddress(host, port).usePlaintext().build();
    }

    /** The same over TLS, trusting what the client's TLS context trusts. */
    static ManagedChannel tlsChannel(String host, int port, TrustManagerFactory trust) throws SSLException {
        return NettyChannelBuilder.forAddress(host, port)
                .sslContext(GrpcSslContexts.forClient().trustManager(trust).build()).build();
    }

    /** A client that owns {@code channel} and calls the service of {@code model} over it. */
    static GrpcClient toward(ManagedChannel channel, ServerModel model, Duration timeout) {
        return new GrpcClient(GrpcModelChannel.toward(channel, model), channel, timeout);
    }

    @Override
    public int addOne(int x) {
        try {
            return stub().addOne(AddOneRequest.newBuilder().setX(x).build()).getResult();
        } catch (StatusRuntimeException e) {
            throw translate(e, owned);
        }
    }

    @Override
    public String concat(String a, String b) {
        try {
            return stub().concat(ConcatMessage.newBuilder().setA(a).setB(b).build()).getResult();
        } catch (StatusRuntimeException e) {
            throw translate(e, owned);
        }
    }

    @Override
    public List<Account> accounts(TxMode tx, int count) {
        try {
            return stub().accounts(AccountsRequest.newBuilder().setTx(toProto(tx)).setCount(count).build())
                    .getAccountsList()
                    .stream().map(GrpcClient::toAccount).toList();
        } catch (StatusRuntimeException e) {
            throw translate(e, owned);
        }
    }

    /** The payload's messages converted at this edge to its Java types and back, as the service converts them. */
    @Override
    public Document fetch(long call) {
        try {
            return ProtoConverters.fromProto(payload.withDeadlineAfter(timeoutMillis, TimeUnit.MILLISECONDS)
                    .fetch(FetchRequest.newBuilder().setCall(call).build()));
        } catch (StatusRuntimeException e) {
            throw translate(e, owned);
        }
    }

    @Override
    public Receipt store(Document document) {
        try {
            StoreReply reply = payload.withDeadlineAfter(timeoutMillis, TimeUnit.MILLISECONDS)
                    .store(ProtoConverters.toProto(document));
            return new Receipt(reply.getCount(), reply.getChecksum());
        } catch (StatusRuntimeException e) {
            throw translate(e, owned);
        }
    }

    /** A deadline per call, as gRPC intends; the stub itself is immutable and cheap to derive. */
    private BusinessServiceBlockingStub stub() {
        return stub.withDeadlineAfter(timeoutMillis, TimeUnit.MILLISECONDS);
    }

    static Tx toProto(TxMode tx) {
        return switch (tx) {
            case NONE -> Tx.TX_NONE;
            case REQUIRED -> Tx.TX_REQUIRED;
            case NEVER -> Tx.TX_NEVER;
            case SUPPORTS -> Tx.TX_SUPPORTS;
        };
    }

    static Account toAccount(AccountMessage message) {
        return new Account(message.getId(), message.getOwner(), message.getNumber(), message.getBranch());
    }

    /**
     * An UNAVAILABLE channel waits out grpc-java's reconnect back-off (1 s, growing 1.6 times up to 2 minutes)
     * before it tries again: after a restart or a cut link it would stay down long after the server is back.
     * Asking it to reconnect at the next call ends that wait; calls still fail at once while the server is
     * down, so this only brings the first good call forward.
     */
    static CallFailure translate(StatusRuntimeException e, ManagedChannel owned) {
        if (e.getStatus().getCode() == io.grpc.Status.Code.UNAVAILABLE && owned != null) {
            owned.resetConnectBackoff();
        }
        FailureKind kind = switch (e.getStatus().getCode()) {
            case DEADLINE_EXCEEDED -> FailureKind.TIMEOUT;
            case UNAVAILABLE -> FailureKind.CONNECTION;
            default -> FailureKind.OTHER;
        };
        return new CallFailure(kind, e.getStatus().toString(), e);
    }

    @Override
    public void close() throws InterruptedException {
        if (owned != null) {
            owned.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
        }
    }
}
