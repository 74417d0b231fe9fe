package dev.wirerace.business;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.wirerace.core.CallCounter;
import dev.wirerace.model.BusinessApi;
import dev.wirerace.model.TxMode;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Initialized;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.transaction.TransactionScoped;
import jakarta.transaction.TransactionalException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The core through CDI (the local wire), and proof that each tx attribute is really applied. */
@QuarkusTest
class TransactionVariantsTest {

    @Inject
    BusinessApi local;

    @Inject
    CallCounter counter;

    @Inject
    BegunTransactions transactions;

    @Test
    void theLocalWireServesEveryOperation() {
        int x = Expectations.randomInt();
        assertEquals(x + 1, local.addOne(x));
        for (TxMode tx : TxMode.values()) {
            long before = counter.count(CallCounter.accountsKey(tx));
            Expectations.assertStandardAccounts(local.accounts(tx));
            assertEquals(before + 1, counter.count(CallCounter.accountsKey(tx)));
        }
    }

    /** NEVER refuses to run inside a caller's transaction: the interceptor is there. */
    @Test
    void neverRefusesACallersTransaction() {
        assertThrows(TransactionalException.class,
                () -> QuarkusTransaction.requiringNew().run(() -> local.accounts(TxMode.NEVER)));
    }

    /**
     * Joining is seen from the transactions that begin: REQUIRED alone begins one (so the observer below can
     * see a second one begin), SUPPORTS alone begins none, and inside a caller's transaction neither begins
     * any: both ran in the caller's.
     */
    @Test
    void requiredAndSupportsJoinACallersTransaction() {
        int before = transactions.begun();
        Expectations.assertStandardAccounts(local.accounts(TxMode.REQUIRED));
        assertEquals(before + 1, transactions.begun(), "REQUIRED without a caller's transaction begins its own");
        Expectations.assertStandardAccounts(local.accounts(TxMode.SUPPORTS));
        assertEquals(before + 1, transactions.begun(), "SUPPORTS without a caller's transaction begins none");

        QuarkusTransaction.requiringNew().run(() -> {
            int inside = transactions.begun();
            Expectations.assertStandardAccounts(local.accounts(TxMode.REQUIRED));
            Expectations.assertStandardAccounts(local.accounts(TxMode.SUPPORTS));
            assertEquals(inside, transactions.begun(), "REQUIRED and SUPPORTS joined the caller's transaction");
        });
    }

    /** Counts the transactions that begin (JTA 1.2's TransactionScoped lifecycle event). */
    @ApplicationScoped
    static class BegunTransactions {

        private final AtomicInteger begun = new AtomicInteger();

        void onBegin(@Observes @Initialized(TransactionScoped.class) Object transaction) {
            begun.incrementAndGet();
        }

        int begun() {
            return begun.get();
        }
    }

    @Test
    void concatRefusesAMissingString() {
        assertThrows(IllegalArgumentException.class, () -> local.concat(null, "b"));
    }
}
