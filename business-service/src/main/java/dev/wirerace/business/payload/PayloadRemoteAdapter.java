package dev.wirerace.business.payload;

import dev.wirerace.core.PayloadCore;
import dev.wirerace.payload.contract.PayloadRemote;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;

/** The payload's core as exported on each RMI registry (RmiServer binds it beside the business calls). */
public final class PayloadRemoteAdapter implements PayloadRemote {

    private final PayloadCore core;

    public PayloadRemoteAdapter(PayloadCore core) {
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
