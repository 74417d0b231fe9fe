package dev.wirerace.business.grpc;

import dev.wirerace.grpc.AccountBatchesRequest;
import dev.wirerace.grpc.AccountList;
import dev.wirerace.grpc.AccountMessage;
import dev.wirerace.grpc.AccountsRequest;
import dev.wirerace.grpc.AddOneReply;
import dev.wirerace.grpc.AddOneRequest;
import dev.wirerace.grpc.BusinessStreamsGrpc;
import dev.wirerace.grpc.ConcatMessage;
import dev.wirerace.grpc.ConcatReply;
import dev.wirerace.model.wire.ServerModel;
import io.grpc.stub.StreamObserver;
import io.quarkus.grpc.GrpcService;
import io.smallrye.common.annotation.Blocking;
import io.smallrye.common.annotation.NonBlocking;

/**
 * gRPC server streaming (Wire.GRPC_STREAM and GRPC_STREAM_BATCH) on the gRPC wire's port and threads: addOne and
 * concat on the event loop as a stream of one message, the account list on a worker (as GrpcEndpoint's, for the
 * same reason) one message per account or in batches. The stream is written with grpc-java's observer, as the
 * unary services are, so that the two differ only in the messages they send.
 */
@GrpcService
@Blocking
public class GrpcStreamEndpoint extends BusinessStreamsGrpc.BusinessStreamsImplBase {

    private final GrpcCalls calls;

    public GrpcStreamEndpoint(GrpcCalls calls) {
        this.calls = calls;
    }

    @Override
    @NonBlocking
    public void addOne(AddOneRequest request, StreamObserver<AddOneReply> reply) {
        calls.addOne(ServerModel.EVENT_LOOP, request, reply);
    }

    @Override
    @NonBlocking
    public void concat(ConcatMessage request, StreamObserver<ConcatReply> reply) {
        calls.concat(ServerModel.EVENT_LOOP, request, reply);
    }

    @Override
    public void accounts(AccountsRequest request, StreamObserver<AccountMessage> reply) {
        calls.accountStream(ServerModel.EVENT_LOOP, request, reply);
    }

    @Override
    public void accountBatches(AccountBatchesRequest request, StreamObserver<AccountList> reply) {
        calls.accountBatches(ServerModel.EVENT_LOOP, request, reply);
    }
}
