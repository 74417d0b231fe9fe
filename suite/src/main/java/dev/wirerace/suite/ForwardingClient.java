package dev.wirerace.suite;

import dev.wirerace.model.Account;
import dev.wirerace.model.TxMode;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
import java.util.List;

/** Every call passed on to another client: what a wrapper that changes one thing about a client extends. */
public class ForwardingClient implements WireClient {

    protected final WireClient client;

    public ForwardingClient(WireClient client) {
        this.client = client;
    }

    @Override
    public int addOne(int x) throws Exception {
        return client.addOne(x);
    }

    @Override
    public String concat(String a, String b) throws Exception {
        return client.concat(a, b);
    }

    @Override
    public List<Account> accounts(TxMode tx, int count) throws Exception {
        return client.accounts(tx, count);
    }

    @Override
    public Document fetch(long call) throws Exception {
        return client.fetch(call);
    }

    @Override
    public Receipt store(Document document) throws Exception {
        return client.store(document);
    }

    @Override
    public void close() throws Exception {
        client.close();
    }
}
