package dev.wirerace.business.grpc;

import dev.wirerace.grpc.AccountList;
import dev.wirerace.grpc.AccountsRequest;
import dev.wirerace.grpc.AddOneReply;
import dev.wirerace.grpc.AddOneRequest;
import dev.wirerace.grpc.BusinessServiceOnWorkerGrpc;
import dev.wirerace.grpc.ConcatMessage;
import dev.wirerace.grpc.ConcatReply;
import dev.wirerace.model.wire.ServerModel;
import io.grpc.stub.StreamObserver;
import io.quarkus.grpc.GrpcService;
import io.smallrye.common.annotation.Blocking;

/** The gRPC wires on the worker pool (BusinessServiceOnWorker): every call hops to a platform thread and back. */
@GrpcService
@Blocking
public class WorkerGrpcEndpoint extends BusinessServiceOnWorkerGrpc.BusinessServiceOnWorkerImplBase {

    private final GrpcCalls calls;

    public WorkerGrpcEndpoint(GrpcCalls calls) {
        this.calls = calls;
    }

    @Override
    public void addOne(AddOneRequest request, StreamObserver<AddOneReply> reply) {
        calls.addOne(ServerModel.WORKER, request, reply);
    }

    @Override
    public void concat(ConcatMessage request, StreamObserver<ConcatReply> reply) {
        calls.concat(ServerModel.WORKER, request, reply);
    }

    @Override
    public void accounts(AccountsRequest request, StreamObserver<AccountList> reply) {
        calls.accounts(ServerModel.WORKER, request, reply);
    }
}
