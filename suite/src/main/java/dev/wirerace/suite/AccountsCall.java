package dev.wirerace.suite;

import dev.wirerace.engine.Call;
import dev.wirerace.model.Account;
import dev.wirerace.model.TxMode;
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
        check(expected, client.accounts(tx, expected.size()));
    }

    static void check(List<Account> expected, List<Account> reply) {
        int wrong = firstWrong(expected, reply);
        if (wrong >= 0) {
            throw ScenarioCalls.invalid(reply == null ? "accounts answered null"
                    : reply.size() != expected.size()
                            ? "accounts answered " + reply.size() + " accounts, not " + expected.size()
                            : "accounts answered a wrong account at index " + wrong + ": " + reply.get(wrong));
        }
    }

    /**
     * The index of the first account that is not the expected one, 0 for a reply of the wrong size, -1 for a
     * right reply. Compared field by field in this class's own code rather than through {@code List.equals}:
     * the JDK's shared list code is profiled by every caller in the JVM, and its compiled form differed from
     * one JVM to the next, which moved the in-process wires' accounts p50 by a third between runs.
     */
    private static int firstWrong(List<Account> expected, List<Account> reply) {
        int size = expected.size();
        if (reply == null || reply.size() != size) {
            return 0;
        }
        for (int i = 0; i < size; i++) {
            Account want = expected.get(i);
            Account got = reply.get(i);
            if (got == null || !want.id().equals(got.id()) || !want.owner().equals(got.owner())
                    || !want.number().equals(got.number()) || !want.branch().equals(got.branch())) {
                return i;
            }
        }
        return -1;
    }
}
