package dev.wirerace.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class AccountsTest {

    @Test
    void theListIsTheSameOnEveryCallAndEveryFieldIsADistinctUuid() {
        List<Account> accounts = Accounts.list(Accounts.STANDARD_COUNT);
        assertEquals(accounts, Accounts.list(Accounts.STANDARD_COUNT));
        Set<String> fields = new HashSet<>();
        for (Account account : accounts) {
            for (String field : List.of(account.id(), account.owner(), account.number(), account.branch())) {
                assertEquals(field, UUID.fromString(field).toString());
                fields.add(field);
            }
        }
        assertEquals(4 * Accounts.STANDARD_COUNT, fields.size());
    }

    @Test
    void txModesReadTheirWireNames() {
        for (TxMode mode : TxMode.values()) {
            assertEquals(mode, TxMode.fromWireName(mode.wireName()));
        }
        assertEquals(TxMode.NONE, TxMode.fromWireName(null));
        assertThrows(IllegalArgumentException.class, () -> TxMode.fromWireName("mandatory"));
    }
}
