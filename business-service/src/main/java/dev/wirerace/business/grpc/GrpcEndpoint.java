package dev.wirerace.business.grpc;

import dev.wirerace.grpc.AccountList;
import dev.wirerace.grpc.AccountsRequest;
import dev.wirerace.grpc.AddOneReply;
import dev.wirerace.grpc.AddOneRequest;
import dev.wirerace.grpc.BusinessServiceGrpc;
import dev.wirerace.grpc.ConcatMessage;
import dev.wirerace.grpc.ConcatReply;
import dev.wirerace.model.wire.ServerModel;
import io.grpc.stub.StreamObserver;
import io.quarkus.grpc.GrpcService;
import io.smallrye.common.annotation.Blocking;
import io.smallrye.common.annotation.NonBlocking;

/**
 * gRPC adapter, served by the HTTP server itself: plain (h2c) on the HTTP port, TLS on the HTTPS port. The
 * default server model: {@code addOne} and {@code concat} on the event loop, since the worker-thread hop was
 * most of what this layer cost over the bare server (docs/notebook/clients-and-servers.md); {@code accounts} on a worker,
 * since Quarkus refuses to start its transaction variants' JTA transactions on an event loop.
 */
@GrpcService
@Blocking
public class GrpcEndpoint extends BusinessServiceGrpc.BusinessServiceImplBase {

    private final GrpcCalls calls;

    public GrpcEndpoint(GrpcCalls calls) {
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
    public void accounts(AccountsRequest request, StreamObserver<AccountList> reply) {
        calls.accounts(ServerModel.EVENT_LOOP, request, reply);
    }
}
