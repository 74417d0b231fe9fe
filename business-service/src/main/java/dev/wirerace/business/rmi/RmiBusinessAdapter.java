package dev.wirerace.business.rmi;

import dev.wirerace.core.BusinessCore;
import dev.wirerace.model.Account;
import dev.wirerace.model.BusinessRemote;
import dev.wirerace.model.TxMode;
import java.util.List;

/** RMI adapter: one instance is exported per registry (plain and SSL), both delegating to the core. */
class RmiBusinessAdapter implements BusinessRemote {

    private final BusinessCore core;

    RmiBusinessAdapter(BusinessCore core) {
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
}
