package dev.wirerace.business.grpc;

import dev.wirerace.core.BusinessCore;
import dev.wirerace.grpc.AccountList;
import dev.wirerace.grpc.AccountsRequest;
import dev.wirerace.grpc.AddOneReply;
import dev.wirerace.grpc.AddOneRequest;
import dev.wirerace.grpc.BusinessServiceGrpc;
import dev.wirerace.grpc.ConcatMessage;
import dev.wirerace.grpc.ConcatReply;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.TxMode;
import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import io.quarkus.grpc.GrpcService;
import io.smallrye.common.annotation.Blocking;
import io.smallrye.common.annotation.NonBlocking;

/**
 * gRPC adapter, served by the HTTP server itself: plain (h2c) on the HTTP port, TLS on the HTTPS port.
 * {@code accounts} is blocking because its transactional variants run JTA, which must not run on an event
 * loop; {@code addOne} and {@code concat} run on the event loop, since the worker-thread hop was most of
 * what this layer cost over the bare server (docs/clients-and-servers.md).
 */
@GrpcService
@Blocking
public class GrpcEndpoint extends BusinessServiceGrpc.BusinessServiceImplBase {

    private final BusinessCore core;

    public GrpcEndpoint(BusinessCore core) {
        this.core = core;
    }

    @Override
    @NonBlocking
    public void addOne(AddOneRequest request, StreamObserver<AddOneReply> reply) {
        answer(reply, AddOneReply.newBuilder().setResult(core.addOne(request.getX())).build());
    }

    @Override
    @NonBlocking
    public void concat(ConcatMessage request, StreamObserver<ConcatReply> reply) {
        answer(reply, ConcatReply.newBuilder().setResult(core.concat(request.getA(), request.getB())).build());
    }

    @Override
    public void accounts(AccountsRequest request, StreamObserver<AccountList> reply) {
        TxMode tx = GrpcMessages.txMode(request.getTx());
        if (tx == null) {
            reply.onError(Status.INVALID_ARGUMENT.withDescription("unknown tx value " + request.getTxValue())
                    .asRuntimeException());
            return;
        }
        int count = request.getCount() == 0 ? Accounts.STANDARD_COUNT : request.getCount();
        if (count < 0 || count > Accounts.MAX_COUNT) {
            reply.onError(Status.INVALID_ARGUMENT.withDescription("count must be 1 to " + Accounts.MAX_COUNT
                    + " (0 = " + Accounts.STANDARD_COUNT + "), got " + count).asRuntimeException());
            return;
        }
        answer(reply, GrpcMessages.accountList(core.accounts(tx, count)));
    }

    private static <T> void answer(StreamObserver<T> reply, T value) {
        reply.onNext(value);
        reply.onCompleted();
    }
}
