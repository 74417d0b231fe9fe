package dev.wirerace.suite;

import dev.wirerace.model.Account;
import dev.wirerace.model.TxMode;
import java.util.List;

/**
 * The business operations as one wire speaks them, converted to the shared records. Built once, outside
 * the timed loop, and shared by all workers of a scenario (every implementation is thread-safe). Failures
 * surface as {@link dev.wirerace.engine.CallFailure}s of the right kind.
 */
public interface WireClient extends AutoCloseable {

    int addOne(int x) throws Exception;

    String concat(String a, String b) throws Exception;

    /** The first {@code count} accounts. */
    List<Account> accounts(TxMode tx, int count) throws Exception;

    @Override
    default void close() throws Exception {
    }
}
