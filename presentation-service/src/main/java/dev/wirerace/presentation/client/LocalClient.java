package dev.wirerace.presentation.client;

import dev.wirerace.core.BusinessCore;
import dev.wirerace.model.Account;
import dev.wirerace.model.TxMode;
import dev.wirerace.suite.WireClient;
import java.util.List;

/** Study 1's "local": the core bean called through CDI in this JVM. */
final class LocalClient implements WireClient {

    private final BusinessCore core;

    LocalClient(BusinessCore core) {
        this.core = core;
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
}
