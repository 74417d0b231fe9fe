package dev.wirerace.presentation.client;

import dev.wirerace.engine.Failures;
import dev.wirerace.grpc.AccountList;
import dev.wirerace.grpc.AccountsRequest;
import dev.wirerace.grpc.AddOneReply;
import dev.wirerace.grpc.AddOneRequest;
import dev.wirerace.grpc.BusinessServiceGrpc;
import dev.wirerace.grpc.BusinessServiceGrpc.BusinessServiceStub;
import dev.wirerace.grpc.ConcatMessage;
import dev.wirerace.grpc.ConcatReply;
import dev.wirerace.model.Account;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.wire.ServerModel;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
import dev.wirerace.payload.proto.FetchRequest;
import dev.wirerace.payload.proto.PayloadWireGrpc;
import dev.wirerace.payload.proto.ProtoConverters;
import dev.wirerace.payload.proto.StoreReply;
import dev.wirerace.suite.InFlightClient;
import io.grpc.Channel;
import io.grpc.ManagedChannel;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.StreamObserver;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * gRPC with the generated asynchronous stub over grpc-java's Netty channel (Client.GRPC_NETTY_ASYNC) or Quarkus'
 * Vert.x one (Client.GRPC_VERTX_ASYNC): a call
 * returns at once and its reply arrives on the channel's event loop, so the suites keep N calls in flight on one
 * multiplexed HTTP/2 connection with no thread waiting. The same channel, deadline and failure kinds as the
 * blocking GrpcClient.
 */
final class GrpcInFlightClient implements InFlightClient {

    /** The channel this client closes: null for Quarkus' own (Client.GRPC_VERTX_ASYNC), which Quarkus closes. */
    private final ManagedChannel channel;
    private final BusinessServiceStub stub;
    /** The payload's service (payload.proto), on the same channel: served on each wire's default model only. */
    private final PayloadWireGrpc.PayloadWireStub payload;
    private final long timeoutMillis;

    GrpcInFlightClient(Channel channel, ManagedChannel owned, ServerModel model, Duration timeout) {
        this.channel = owned;
        Channel toModel = GrpcModelChannel.toward(channel, model);
        this.stub = BusinessServiceGrpc.newStub(toModel);
        this.payload = PayloadWireGrpc.newStub(toModel);
        this.timeoutMillis = timeout.toMillis();
    }

    @Override
    public CompletionStage<Integer> addOneAsync(int x) {
        return call(stub, (s, reply) -> s.addOne(AddOneRequest.newBuilder().setX(x).build(), reply), AddOneReply::getResult);
    }

    @Override
    public CompletionStage<String> concatAsync(String a, String b) {
        return call(stub, (s, reply) -> s.concat(ConcatMessage.newBuilder().setA(a).setB(b).build(), reply),
                ConcatReply::getResult);
    }

    @Override
    public CompletionStage<List<Account>> accountsAsync(TxMode tx, int count) {
        return call(stub, (s, reply) -> s.accounts(AccountsRequest.newBuilder().setTx(GrpcClient.toProto(tx)).setCount(count)
                .build(), reply), (AccountList list) -> list.getAccountsList().stream().map(GrpcClient::toAccount).toList());
    }

    @Override
    public CompletionStage<Document> fetchAsync(long call) {
        return call(payload, (s, reply) -> s.fetch(FetchRequest.newBuilder().setCall(call).build(), reply),
                (dev.wirerace.payload.proto.Document proto) -> ProtoConverters.fromProto(proto));
    }

    @Override
    public CompletionStage<Receipt> storeAsync(Document document) {
        return call(payload, (s, reply) -> s.store(ProtoConverters.toProto(document), reply),
                (StoreReply r) -> new Receipt(r.getCount(), r.getChecksum()));
    }

    /** Starts a unary call with its own deadline; the stage holds its converted reply or a CallFailure. */
    private <S extends io.grpc.stub.AbstractStub<S>, R, T> CompletionStage<T> call(S on,
            BiConsumer<S, StreamObserver<R>> start, Function<R, T> convert) {
        Reply<R, T> reply = new Reply<>(convert, channel);
        start.accept(on.withDeadlineAfter(timeoutMillis, TimeUnit.MILLISECONDS), reply);
        return reply;
    }

    /** A unary reply as a stage: its one message converted, or its status as a failure of the right kind. */
    private static final class Reply<R, T> extends CompletableFuture<T> implements StreamObserver<R> {

        private final Function<R, T> convert;
        private final ManagedChannel channel;
        private T value;

        Reply(Function<R, T> convert, ManagedChannel channel) {
            this.convert = convert;
            this.channel = channel;
        }

        @Override
        public void onNext(R message) {
            value = convert.apply(message);
        }

        @Override
        public void onError(Throwable failure) {
            completeExceptionally(failure instanceof StatusRuntimeException status
                    ? GrpcClient.translate(status, channel)
                    : failure instanceof io.grpc.StatusException checked
                            ? GrpcClient.translate(checked.getStatus().asRuntimeException(), channel)
                            : Failures.translate(failure));
        }

        @Override
        public void onCompleted() {
            complete(value);
        }
    }

    @Override
    public void close() throws InterruptedException {
        if (channel != null) {
            channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
        }
    }
}
