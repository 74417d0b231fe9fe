package dev.wirerace.presentation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.wirerace.core.BusinessCore;
import dev.wirerace.core.CallCounter;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.TxMode;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Test;

/** The business core runs inside the presentation tier's own JVM too: study 1's "local" call. */
@QuarkusTest
class LocalCoreTest {

    @Inject
    BusinessCore core;

    @Inject
    CallCounter counter;

    @Test
    void theCoreIsInjectableFromThisModuleAndServesEveryOperation() {
        int x = ThreadLocalRandom.current().nextInt();
        assertEquals(x + 1, core.addOne(x));
        assertEquals("ab", core.concat("a", "b"));
        for (TxMode tx : TxMode.values()) {
            long before = counter.count(CallCounter.accountsKey(tx));
            assertEquals(Accounts.list(Accounts.STANDARD_COUNT), core.accounts(tx));
            assertEquals(before + 1, counter.count(CallCounter.accountsKey(tx)));
        }
    }
}
