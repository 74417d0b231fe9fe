package dev.wirerace.model;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Study 5's account list. The UUIDs are name-based (derived from the account's index), so every client
 * can rebuild the list the server must send and check a reply field by field, not just its size.
 */
public final class Accounts {

    /** Study 5 returned 55 accounts per call. */
    public static final int STANDARD_COUNT = 55;

    /** The largest list a call may ask for: within the deserialization allow-list's reference limit. */
    public static final int MAX_COUNT = 2_000;

    private Accounts() {
    }

    /** The first {@code count} accounts, always the same for the same count. */
    public static List<Account> list(int count) {
        checkCount(count);
        List<Account> accounts = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            accounts.add(new Account(uuid(i, "id"), uuid(i, "owner"), uuid(i, "number"), uuid(i, "branch")));
        }
        return accounts;
    }

    /**
     * @throws IllegalArgumentException unless 0 &lt;= count &lt;= {@link #MAX_COUNT}
     */
    public static void checkCount(int count) {
        if (count < 0 || count > MAX_COUNT) {
            throw new IllegalArgumentException("count must be 0 to " + MAX_COUNT + ", got " + count);
        }
    }

    private static String uuid(int index, String field) {
        return UUID.nameUUIDFromBytes(("wirerace-account-" + index + "-" + field).getBytes(StandardCharsets.UTF_8))
                .toString();
    }
}
