package dev.wirerace.core;

import dev.wirerace.model.Account;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.BusinessApi;
import dev.wirerace.model.TxMode;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.TransactionSynchronizationRegistry;
import jakarta.transaction.Transactional;
import jakarta.transaction.Transactional.TxType;
import java.util.List;

/**
 * The one business core. Every wire's adapter only converts and delegates here, so nothing but the wire
 * differs between transports. Each served call is counted, so a client can check that what it counted is
 * what the server did.
 */
@ApplicationScoped
public class BusinessCore implements BusinessApi {

    /** Built once (study 5 served a static list), immutable so no caller can change what others get. */
    private static final List<Account> ACCOUNTS = List.copyOf(Accounts.list(Accounts.STANDARD_COUNT));

    private final CallCounter counter;
    private final TransactionSynchronizationRegistry transactions;

    @Inject
    public BusinessCore(CallCounter counter, TransactionSynchronizationRegistry transactions) {
        this.counter = counter;
        this.transactions = transactions;
    }

    @Override
    public int addOne(int x) {
        counter.served(CallCounter.ADD_ONE);
        return x + 1;
    }

    @Override
    public String concat(String a, String b) {
        if (a == null || b == null) {
            throw new IllegalArgumentException("concat needs two strings, got " + (a == null ? "no a" : "no b"));
        }
        counter.served(CallCounter.CONCAT);
        return a.concat(b);
    }

    /**
     * Dispatches to the method carrying the transaction attribute. The self-invocation still goes through
     * the interceptor: Quarkus intercepts by subclassing, and {@link #checkTransaction} proves it did.
     */
    @Override
    public List<Account> accounts(TxMode tx) {
        return switch (tx == null ? TxMode.NONE : tx) {
            case NONE -> served(TxMode.NONE);
            case REQUIRED -> accountsRequired();
            case NEVER -> accountsNever();
            case SUPPORTS -> accountsSupports();
        };
    }

    @Transactional(TxType.REQUIRED)
    public List<Account> accountsRequired() {
        checkTransaction(true);
        return served(TxMode.REQUIRED);
    }

    @Transactional(TxType.NEVER)
    public List<Account> accountsNever() {
        checkTransaction(false);
        return served(TxMode.NEVER);
    }

    /** SUPPORTS joins a caller's transaction if there is one; remote callers never bring one. */
    @Transactional(TxType.SUPPORTS)
    public List<Account> accountsSupports() {
        return served(TxMode.SUPPORTS);
    }

    private List<Account> served(TxMode tx) {
        counter.served(CallCounter.accountsKey(tx));
        return ACCOUNTS;
    }

    private void checkTransaction(boolean expected) {
        boolean active = transactions.getTransactionKey() != null;
        if (active != expected) {
            throw new IllegalStateException("transaction interceptor did not run: active=" + active);
        }
    }
}
