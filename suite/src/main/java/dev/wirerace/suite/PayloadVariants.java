package dev.wirerace.suite;

import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
import dev.wirerace.payload.model.DocumentFacts;
import dev.wirerace.payload.model.PayloadSample;

/**
 * The payload's calls' inputs and what they must answer, built before the timed loop: for each of a few call
 * numbers, the sample varied by it (DocumentFacts.varied, as the business core varies what it fetches) and that
 * document's receipt. A call takes them in turn by its sequence number, so no two neighbouring calls carry the same
 * document and no cache can answer.
 */
record PayloadVariants(long[] calls, Document[] documents, Receipt[] receipts) {

    /** As many as concat's text pairs (ScenarioCalls): enough that neighbouring calls differ. */
    private static final int VARIANTS = 64;

    /**
     * Each variant a document of its own, read from the sample afresh, so that a reply is compared with an object
     * the wire never held (an in-process wire answers the core's objects).
     */
    static PayloadVariants of() {
        Document sample = PayloadSample.document();
        long[] calls = new long[VARIANTS];
        Document[] documents = new Document[VARIANTS];
        Receipt[] receipts = new Receipt[VARIANTS];
        for (int i = 0; i < VARIANTS; i++) {
            calls[i] = 1_000_003L * (i + 1); // spread, and never the sample's own value
            documents[i] = DocumentFacts.varied(sample, calls[i]);
            receipts[i] = new Receipt(DocumentFacts.count(documents[i]), DocumentFacts.checksum(documents[i]));
        }
        return new PayloadVariants(calls, documents, receipts);
    }

    int index(long sequence) {
        return (int) Math.floorMod(sequence, (long) VARIANTS);
    }

    static void checkFetched(long call, Document expected, Document reply) {
        if (reply == null) {
            throw ScenarioCalls.invalid("fetch(" + call + ") answered no document");
        }
        if (!expected.equals(reply)) {
            throw ScenarioCalls.invalid("fetch(" + call + ") answered a document that is not the sample varied by "
                    + call + " at " + DocumentFacts.VARIED);
        }
    }

    static void checkStored(long call, Receipt expected, Receipt reply) {
        if (reply == null || reply.getCount() != expected.getCount() || reply.getChecksum() != expected.getChecksum()) {
            throw ScenarioCalls.invalid("store of the sample varied by " + call + " answered " + reply + ", not "
                    + expected + ": the document was not read whole");
        }
    }
}
