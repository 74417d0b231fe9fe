package dev.wirerace.suite;

import dev.wirerace.engine.Call;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;

/** The payload's store, its receipt compared with the count and checksum of what was sent. A template: see CallCopies. */
final class StoreCall implements Call {

    private final WireClient client;
    private final long[] calls;
    private final Document[] documents;
    private final Receipt[] receipts;

    StoreCall(WireClient client, long[] calls, Document[] documents, Receipt[] receipts) {
        this.client = client;
        this.calls = calls;
        this.documents = documents;
        this.receipts = receipts;
    }

    @Override
    public void invoke(long sequence) throws Exception {
        int i = (int) Math.floorMod(sequence, (long) calls.length);
        PayloadVariants.checkStored(calls[i], receipts[i], client.store(documents[i]));
    }
}
