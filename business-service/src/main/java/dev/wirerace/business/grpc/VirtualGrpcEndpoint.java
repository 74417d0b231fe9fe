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
import io.smallrye.common.annotation.NonBlocking;

/**
 * The gRPC wires on virtual threads (BusinessServiceOnVirtual): every call on a new virtual thread, handed
 * over here from the event loop that received it. Not with {@code @RunOnVirtualThread}: in Quarkus 3.30 its
 * interceptor can replay a unary call's half-close before its message under load, and grpc-java then closes
 * the call with INTERNAL "Half-closed without a request" (quarkusio/quarkus#48940, fixed in later Quarkus;
 * here a quick fork at 1,024 callers failed on it: docs/notebook/threading-models.md).
 */
@GrpcService
@NonBlocking
public class VirtualGrpcEndpoint extends BusinessServiceOnVirtualGrpc.BusinessServiceOnVirtualImplBase {

    private final GrpcCalls calls;

    public VirtualGrpcEndpoint(GrpcCalls calls) {
        this.calls = calls;
    }

    @Override
    public void addOne(AddOneRequest request, StreamObserver<AddOneReply> reply) {
        calls.onVirtualThread(reply, () -> calls.addOne(ServerModel.VIRTUAL, request, reply));
    }

    @Override
    public void concat(ConcatMessage request, StreamObserver<ConcatReply> reply) {
        calls.onVirtualThread(reply, () -> calls.concat(ServerModel.VIRTUAL, request, reply));
    }

    @Override
    public void accounts(AccountsRequest request, StreamObserver<AccountList> reply) {
        calls.onVirtualThread(reply, () -> calls.accounts(ServerModel.VIRTUAL, request, reply));
    }
}
