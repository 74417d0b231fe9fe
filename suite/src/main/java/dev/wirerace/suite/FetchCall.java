package dev.wirerace.suite;

import dev.wirerace.engine.Call;
import dev.wirerace.payload.model.Document;

/** The payload's fetch, its reply compared whole with the document it must be. A template: see CallCopies. */
final class FetchCall implements Call {

    private final WireClient client;
    private final long[] calls;
    private final Document[] expected;

    FetchCall(WireClient client, long[] calls, Document[] expected) {
        this.client = client;
        this.calls = calls;
        this.expected = expected;
    }

    @Override
    public void invoke(long sequence) throws Exception {
        int i = (int) Math.floorMod(sequence, (long) calls.length);
        PayloadVariants.checkFetched(calls[i], expected[i], client.fetch(calls[i]));
    }
}
