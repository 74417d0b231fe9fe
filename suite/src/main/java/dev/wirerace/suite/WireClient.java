package dev.wirerace.suite;

import dev.wirerace.model.Account;
import dev.wirerace.model.TxMode;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
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

    /** The user's payload (payload-model's sample) with call number {@code call} in it, as the wire carries it. */
    Document fetch(long call) throws Exception;

    /** The user's payload sent whole; the reply is how many values the service read and their checksum. */
    Receipt store(Document document) throws Exception;

    @Override
    default void close() throws Exception {
    }
}
