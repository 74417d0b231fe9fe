package dev.wirerace.business.grpc;

import dev.wirerace.grpc.AccountList;
import dev.wirerace.grpc.AccountsRequest;
import dev.wirerace.grpc.AddOneReply;
import dev.wirerace.grpc.AddOneRequest;
import dev.wirerace.grpc.BusinessServiceOnVirtualGrpc;
import dev.wirerace.grpc.ConcatMessage;
import dev.wirerace.grpc.ConcatReply;
import dev.wirerace.model.wire.ServerModel;
import io.grpc.stub.StreamObserver;
import io.quarkus.grpc.GrpcService;
import io.smallrye.common.annotation.RunOnVirtualThread;

/**
 * The gRPC wires on virtual threads (BusinessServiceOnVirtual): every call on a new virtual thread. Quarkus
 * takes {@code @RunOnVirtualThread} per method on a gRPC service.
 */
@GrpcService
public class VirtualGrpcEndpoint extends BusinessServiceOnVirtualGrpc.BusinessServiceOnVirtualImplBase {

    private final GrpcCalls calls;

    public VirtualGrpcEndpoint(GrpcCalls calls) {
        this.calls = calls;
    }

    @Override
    @RunOnVirtualThread
    public void addOne(AddOneRequest request, StreamObserver<AddOneReply> reply) {
        calls.addOne(ServerModel.VIRTUAL, request, reply);
    }

    @Override
    @RunOnVirtualThread
    public void concat(ConcatMessage request, StreamObserver<ConcatReply> reply) {
        calls.concat(ServerModel.VIRTUAL, request, reply);
    }

    @Override
    @RunOnVirtualThread
    public void accounts(AccountsRequest request, StreamObserver<AccountList> reply) {
        calls.accounts(ServerModel.VIRTUAL, request, reply);
    }
}
