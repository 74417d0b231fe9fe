package dev.wirerace.model;

import java.util.List;

/** The business operations, as a plain Java interface: what the CDI-local call and every client speak. */
public interface BusinessApi {

    /** Study 1: the smallest possible call. */
    int addOne(int x);

    /** Study 2: two strings in (500 characters each in the study), their concatenation out. */
    String concat(String a, String b);

    /** Study 5: the {@value Accounts#STANDARD_COUNT}-account list, under the given transaction attribute. */
    default List<Account> accounts(TxMode tx) {
        return accounts(tx, Accounts.STANDARD_COUNT);
    }

    /** The first {@code count} accounts (0 to {@value Accounts#MAX_COUNT}): the payload sweep. */
    List<Account> accounts(TxMode tx, int count);
}
