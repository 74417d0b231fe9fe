package dev.wirerace.core;

import dev.wirerace.model.Account;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.BusinessApi;
import dev.wirerace.model.TxMode;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import jakarta.transaction.TransactionSynchronizationRegistry;
import jakarta.transaction.Transactional;
import jakarta.transaction.Transactional.TxType;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The one business core. Every wire's adapter only converts and delegates here, so nothing but the wire
 * differs between transports. Each served call is counted, so a client can check that what it counted is
 * what the server did.
 *
 * <p>A {@code @Singleton}, as its counter is: whoever injects it holds the instance itself. An
 * {@code @ApplicationScoped} bean is reached through a client proxy that looks the instance up on every
 * call, in code shared by every such bean in the JVM and compiled differently from JVM to JVM; through two
 * of them (core, then counter), the local wire's addOne read 14 ns in one JVM and 23 ns in the next.
 */
@Singleton
public class BusinessCore implements BusinessApi {

    /** How many list sizes are kept built; a client asking for ever new sizes gets them built per call. */
    private static final int CACHED_SIZES = 32;

    /**
     * Lists built once per size (study 5 served a static list), immutable so no caller can change what
     * others get.
     */
    private final Map<Integer, List<Account>> lists = new ConcurrentHashMap<>();

    private final CallCounter counter;
    private final TransactionSynchronizationRegistry transactions;
    private final BusinessWork work;

    @Inject
    public BusinessCore(CallCounter counter, TransactionSynchronizationRegistry transactions, BusinessWork work) {
        this.counter = counter;
        this.transactions = transactions;
        this.work = work;
    }

    @Override
    public int addOne(int x) {
        work.spend();
        counter.servedAddOne();
        return x + 1;
    }

    @Override
    public String concat(String a, String b) {
        if (a == null || b == null) {
            throw new IllegalArgumentException("concat needs two strings, got " + (a == null ? "no a" : "no b"));
        }
        work.spend();
        counter.servedConcat();
        return a.concat(b);
    }

    /**
     * Dispatches to the method carrying the transaction attribute. The self-invocation still goes through
     * the interceptor: Quarkus intercepts by subclassing, and {@link #checkTransaction} proves it did.
     *
     * @throws IllegalArgumentException for a count outside 0 to {@value Accounts#MAX_COUNT}
     */
    @Override
    public List<Account> accounts(TxMode tx, int count) {
        Accounts.checkCount(count);
        return switch (tx == null ? TxMode.NONE : tx) {
            case NONE -> served(TxMode.NONE, count);
            case REQUIRED -> accountsRequired(count);
            case NEVER -> accountsNever(count);
            case SUPPORTS -> accountsSupports(count);
        };
    }

    @Transactional(TxType.REQUIRED)
    public List<Account> accountsRequired(int count) {
        checkTransaction(true);
        return served(TxMode.REQUIRED, count);
    }

    @Transactional(TxType.NEVER)
    public List<Account> accountsNever(int count) {
        checkTransaction(false);
        return served(TxMode.NEVER, count);
    }

    /** SUPPORTS joins a caller's transaction if there is one; remote callers never bring one. */
    @Transactional(TxType.SUPPORTS)
    public List<Account> accountsSupports(int count) {
        return served(TxMode.SUPPORTS, count);
    }

    private List<Account> served(TxMode tx, int count) {
        work.spend();
        counter.servedAccounts(tx);
        List<Account> list = lists.get(count);
        if (list == null) {
            list = List.copyOf(Accounts.list(count));
            if (lists.size() < CACHED_SIZES) {
                lists.putIfAbsent(count, list);
            }
        }
        return list;
    }

    private void checkTransaction(boolean expected) {
        boolean active = transactions.getTransactionKey() != null;
        if (active != expected) {
            throw new IllegalStateException("transaction interceptor did not run: active=" + active);
        }
    }
}
