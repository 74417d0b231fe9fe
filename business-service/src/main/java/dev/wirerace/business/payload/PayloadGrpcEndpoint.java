package dev.wirerace.business.payload;

import dev.wirerace.business.models.ServedThreads;
import dev.wirerace.core.CallCounter;
import dev.wirerace.core.PayloadCore;
import dev.wirerace.model.wire.ServerModel;
import dev.wirerace.payload.proto.Document;
import dev.wirerace.payload.proto.FetchRequest;
import dev.wirerace.payload.proto.PayloadWireGrpc;
import dev.wirerace.payload.proto.ProtoConverters;
import dev.wirerace.payload.proto.StoreReply;
import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import io.quarkus.grpc.GrpcService;
import io.smallrye.common.annotation.NonBlocking;

/**
 * The payload over gRPC: payload.proto's PayloadWire service (grpc-java's stubs, built in payload-model), its
 * messages converted at this edge to the payload's Java types and back (ProtoConverters), served beside the
 * business calls on the same ports, on the event loop (its thread counted as the event-loop model's). A message that does not fit the types (an enum left at
 * UNSPECIFIED) is INVALID_ARGUMENT; malformed bytes never reach here (grpc-java answers them).
 */
@GrpcService
public class PayloadGrpcEndpoint extends PayloadWireGrpc.PayloadWireImplBase {

    private final PayloadCore core;
    private final ServedThreads threads;

    public PayloadGrpcEndpoint(PayloadCore core, ServedThreads threads) {
        this.core = core;
        this.threads = threads;
    }

    @Override
    @NonBlocking
    public void fetch(FetchRequest request, StreamObserver<Document> reply) {
        threads.served(ServerModel.EVENT_LOOP, CallCounter.PAYLOAD_FETCH);
        reply.onNext(ProtoConverters.toProto(core.fetch(request.getCall())));
        reply.onCompleted();
    }

    @Override
    @NonBlocking
    public void store(Document request, StreamObserver<StoreReply> reply) {
        StoreReply stored;
        try {
            stored = ProtoStore.store(core, request);
        } catch (ProtoStore.Unfit unfit) {
            reply.onError(Status.INVALID_ARGUMENT.withDescription(unfit.getMessage()).asRuntimeException());
            return;
        }
        threads.served(ServerModel.EVENT_LOOP, CallCounter.PAYLOAD_STORE);
        reply.onNext(stored);
        reply.onCompleted();
    }
}
