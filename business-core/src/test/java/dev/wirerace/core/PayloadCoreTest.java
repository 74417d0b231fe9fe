package dev.wirerace.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
import dev.wirerace.payload.model.DocumentFacts;
import dev.wirerace.payload.model.PayloadSample;
import org.junit.jupiter.api.Test;

/** The core's payload calls: a fetch per call number, a store that proves what it read, each counted. */
class PayloadCoreTest {

    private final CallCounter counter = new CallCounter();
    private final PayloadCore core = new PayloadCore(counter, new BusinessWork(0, 0));

    @Test
    void aFetchCarriesItsCallNumberAndLeavesTheSampleAsItWas() {
        Document sample = PayloadSample.document();
        Document first = core.fetch(1);
        Document second = core.fetch(2);
        assertNotEquals(DocumentFacts.checksum(first), DocumentFacts.checksum(second));
        assertEquals(DocumentFacts.checksum(DocumentFacts.varied(sample, 1)), DocumentFacts.checksum(first));
        assertEquals(DocumentFacts.checksum(first), DocumentFacts.checksum(core.fetch(1)), "the same call, the same document");
        assertEquals(3, counter.count(CallCounter.PAYLOAD_FETCH));
    }

    @Test
    void aStoreAnswersTheCountAndChecksumOfWhatItRead() {
        Document sent = DocumentFacts.varied(PayloadSample.document(), 77);
        Receipt stored = core.store(sent);
        assertEquals(new Receipt(DocumentFacts.count(sent), DocumentFacts.checksum(sent)), stored);
        assertEquals(1, counter.count(CallCounter.PAYLOAD_STORE));
        assertThrows(IllegalArgumentException.class, () -> core.store(null));
        assertEquals(1, counter.count(CallCounter.PAYLOAD_STORE), "a refused store is not counted");
    }
}
