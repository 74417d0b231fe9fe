package dev.wirerace.core;

import dev.wirerace.payload.contract.PayloadRemote;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;

/**
 * The payload's core as an RMI remote object: bound on each of the business-service's registries beside the business
 * calls, and exported in the presentation tier's own JVM for RMI's same-JVM wire, as RemoteCore is.
 */
public final class RemotePayloadCore implements PayloadRemote {

    private final PayloadCore core;

    public RemotePayloadCore(PayloadCore core) {
        this.core = core;
    }

    @Override
    public Document fetch(long call) {
        return core.fetch(call);
    }

    @Override
    public Receipt store(Document document) {
        return core.store(document);
    }
}
