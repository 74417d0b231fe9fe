package dev.wirerace.business;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.wirerace.core.CallCounter;
import dev.wirerace.model.BusinessApi;
import dev.wirerace.model.TxMode;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.transaction.TransactionalException;
import org.junit.jupiter.api.Test;

/** The core through CDI (the local wire), and proof that each tx attribute is really applied. */
@QuarkusTest
class TransactionVariantsTest {

    @Inject
    BusinessApi local;

    @Inject
    CallCounter counter;

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

    @Test
    void requiredAndSupportsJoinACallersTransaction() {
        QuarkusTransaction.requiringNew().run(() -> {
            Expectations.assertStandardAccounts(local.accounts(TxMode.REQUIRED));
            Expectations.assertStandardAccounts(local.accounts(TxMode.SUPPORTS));
        });
    }

    @Test
    void concatRefusesAMissingString() {
        assertThrows(IllegalArgumentException.class, () -> local.concat(null, "b"));
    }
}
