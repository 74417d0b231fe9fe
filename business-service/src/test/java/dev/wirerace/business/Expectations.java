package dev.wirerace.business;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.wirerace.model.Account;
import dev.wirerace.model.Accounts;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;

/** What every wire's test checks a reply against, and fresh random inputs so no fixed answer can pass. */
public final class Expectations {

    private Expectations() {
    }

    public static int randomInt() {
        return ThreadLocalRandom.current().nextInt(-1_000_000, 1_000_000);
    }

    /** Study 2's 500-character strings, different on every call. */
    public static String randomText() {
        StringBuilder text = new StringBuilder(500);
        while (text.length() < 500) {
            text.append(UUID.randomUUID());
        }
        return text.substring(0, 500);
    }

    /** 55 accounts, field for field the list the core serves, every field a distinct UUID. */
    public static void assertStandardAccounts(List<Account> accounts) {
        assertEquals(Accounts.list(Accounts.STANDARD_COUNT), accounts);
        Set<String> ids = new HashSet<>();
        accounts.forEach(account -> ids.add(UUID.fromString(account.id()).toString()));
        assertEquals(Accounts.STANDARD_COUNT, ids.size());
    }
}
