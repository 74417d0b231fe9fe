package dev.wirerace.core;

import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
import dev.wirerace.payload.model.DocumentFacts;
import dev.wirerace.payload.model.PayloadSample;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

/**
 * The business core's two calls on a user's payload (payload-model's typed document), as every wire's adapter
 * reaches them: {@code fetch} answers the sample with the call's number in it (DocumentFacts.varied: a few copies,
 * not a document, so the business work is the same on every wire and no cache can answer), {@code store} reads a
 * document whole and answers how many values it held and their checksum. Served calls are counted, the work of
 * {@code --work} spent, as for the built-in calls.
 */
@Singleton
public class PayloadCore {

    private final Document sample;
    private final CallCounter counter;
    private final BusinessWork work;

    @Inject
    public PayloadCore(CallCounter counter, BusinessWork work) {
        this.counter = counter;
        this.work = work;
        this.sample = PayloadSample.document();
    }

    public Document fetch(long call) {
        work.spend();
        counter.servedPayloadFetch();
        return DocumentFacts.varied(sample, call);
    }

    /** @throws IllegalArgumentException for no document */
    public Receipt store(Document document) {
        if (document == null) {
            throw new IllegalArgumentException("store needs a document, got none");
        }
        work.spend();
        counter.servedPayloadStore();
        return new Receipt(DocumentFacts.count(document), DocumentFacts.checksum(document));
    }
}
