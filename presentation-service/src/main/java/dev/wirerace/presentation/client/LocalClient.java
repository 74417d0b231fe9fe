package dev.wirerace.presentation.client;

import dev.wirerace.core.BusinessCore;
import dev.wirerace.core.PayloadCore;
import dev.wirerace.model.Account;
import dev.wirerace.model.TxMode;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
import dev.wirerace.suite.WireClient;
import java.util.List;

/** Study 1's "local": the core bean called through CDI in this JVM. */
final class LocalClient implements WireClient {

    private final BusinessCore core;
    private final PayloadCore payload;

    LocalClient(BusinessCore core, PayloadCore payload) {
        this.core = core;
        this.payload = payload;
    }

    @Override
    public int addOne(int x) {
        return core.addOne(x);
    }

    @Override
    public String concat(String a, String b) {
        return core.concat(a, b);
    }

    @Override
    public List<Account> accounts(TxMode tx, int count) {
        return core.accounts(tx, count);
    }

    @Override
    public Document fetch(long call) {
        return payload.fetch(call);
    }

    @Override
    public Receipt store(Document document) {
        return payload.store(document);
    }
}
