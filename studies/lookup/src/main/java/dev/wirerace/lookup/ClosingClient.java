package dev.wirerace.lookup;

import dev.wirerace.model.Account;
import dev.wirerace.model.TxMode;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
import dev.wirerace.suite.WireClient;
import java.util.List;

/** A client that also releases what was built to get it (an HTTP client's threads, a JNDI context, a binding). */
public final class ClosingClient implements WireClient {

    private final WireClient client;
    private final AutoCloseable[] resources;

    private ClosingClient(WireClient client, AutoCloseable[] resources) {
        this.client = client;
        this.resources = resources;
    }

    public static WireClient of(WireClient client, AutoCloseable... resources) {
        return new ClosingClient(client, resources);
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
        Exception first = null;
        for (AutoCloseable resource : resources) {
            try {
                resource.close();
            } catch (Exception e) {
                first = first == null ? e : first;
            }
        }
        client.close();
        if (first != null) {
            throw first;
        }
    }
}
