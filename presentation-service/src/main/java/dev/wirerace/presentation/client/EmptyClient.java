package dev.wirerace.presentation.client;

import dev.wirerace.model.Account;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.TxMode;
import dev.wirerace.payload.model.DocumentFacts;
import dev.wirerace.payload.model.PayloadSample;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
import dev.wirerace.suite.WireClient;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * No transport at all: correct answers made on the spot. Run through the same guard and checks as every
 * remote wire, it shows what the harness itself costs per call.
 */
final class EmptyClient implements WireClient {

    private final Map<Integer, List<Account>> lists = new ConcurrentHashMap<>();
    /** Documents of its own, made once per call number: the caller compares them whole, which is the check's cost. */
    private final Map<Long, Document> documents = new ConcurrentHashMap<>();
    private final Document sample = PayloadSample.document();
    /** Receipts by the document's identity, made once: a store's row then shows the harness, not the counting. */
    private final Map<Sent, Receipt> receipts = new ConcurrentHashMap<>();

    /** A document as a key by identity: its own equals would compare it whole, a cost no wire has. */
    private record Sent(Document document) {
        @Override
        public boolean equals(Object other) {
            return other instanceof Sent sent && sent.document == document;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(document);
        }
    }

    @Override
    public int addOne(int x) {
        return x + 1;
    }

    @Override
    public String concat(String a, String b) {
        return a.concat(b);
    }

    @Override
    public List<Account> accounts(TxMode tx, int count) {
        return lists.computeIfAbsent(count, size -> List.copyOf(Accounts.list(size)));
    }

    @Override
    public Document fetch(long call) {
        return documents.computeIfAbsent(call, number -> DocumentFacts.varied(sample, number));
    }

    @Override
    public Receipt store(Document document) {
        return receipts.computeIfAbsent(new Sent(document),
                sent -> new Receipt(DocumentFacts.count(document), DocumentFacts.checksum(document)));
    }
}
