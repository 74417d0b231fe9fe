package dev.wirerace.business.payload;

import dev.wirerace.core.PayloadCore;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.proto.Document;
import dev.wirerace.payload.proto.ProtoConverters;
import dev.wirerace.payload.proto.StoreReply;
import org.jboss.logging.Logger;

/**
 * A store over gRPC as both gRPC adapters answer it (grpc-java's PayloadGrpcEndpoint and the bare Vert.x server):
 * the message converted at the edge to the payload's types, stored by the core, its receipt as a StoreReply.
 */
public final class ProtoStore {

    private static final Logger LOG = Logger.getLogger(ProtoStore.class);

    /** A message that does not fit the payload's types (an enum left at UNSPECIFIED): the caller's INVALID_ARGUMENT. */
    public static final class Unfit extends Exception {
        Unfit(RuntimeException why) {
            super("the document does not fit the payload's types: " + why, why);
        }
    }

    private ProtoStore() {
    }

    public static StoreReply store(PayloadCore core, Document request) throws Unfit {
        dev.wirerace.payload.model.Document document;
        try {
            document = ProtoConverters.fromProto(request);
        } catch (RuntimeException unfit) {
            LOG.debugf("a stored document that does not fit the payload's types: %s", unfit);
            throw new Unfit(unfit);
        }
        Receipt receipt = core.store(document);
        return StoreReply.newBuilder().setCount(receipt.getCount()).setChecksum(receipt.getChecksum()).build();
    }
}
