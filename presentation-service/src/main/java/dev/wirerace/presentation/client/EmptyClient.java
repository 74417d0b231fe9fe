package dev.wirerace.presentation.client;

import dev.wirerace.model.Account;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.TxMode;
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
}
