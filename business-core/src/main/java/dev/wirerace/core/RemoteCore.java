package dev.wirerace.core;

import dev.wirerace.model.Account;
import dev.wirerace.model.BusinessRemote;
import dev.wirerace.model.TxMode;
import java.util.List;

/**
 * The core as an RMI remote object: the business tier exports one per registry (plain and SSL), the
 * presentation tier one in its own JVM (study 1's "remote interface, same JVM"). Only delegates.
 */
public class RemoteCore implements BusinessRemote {

    private final BusinessCore core;

    public RemoteCore(BusinessCore core) {
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
    public List<Account> accounts(TxMode tx) {
        return core.accounts(tx);
    }

    @Override
    public List<Account> accounts(TxMode tx, int count) {
        return core.accounts(tx, count);
    }
}
