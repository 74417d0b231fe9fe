package dev.wirerace.presentation.suite;

import dev.wirerace.model.Account;
import dev.wirerace.model.TxMode;
import dev.wirerace.presentation.bench.Call;
import dev.wirerace.presentation.client.WireClient;
import java.util.List;

/** accounts, its reply compared with the list it must be. A template: see CallCopies. */
final class AccountsCall implements Call {

    private final WireClient client;
    private final TxMode tx;
    private final List<Account> expected;

    AccountsCall(WireClient client, TxMode tx, List<Account> expected) {
        this.client = client;
        this.tx = tx;
        this.expected = expected;
    }

    @Override
    public void invoke(long sequence) throws Exception {
        List<Account> reply = client.accounts(tx, expected.size());
        if (!expected.equals(reply)) {
            throw ScenarioCalls.invalid("accounts answered " + (reply == null ? "null" : reply.size()
                    + " accounts, not the " + expected.size() + " expected"));
        }
    }
}
