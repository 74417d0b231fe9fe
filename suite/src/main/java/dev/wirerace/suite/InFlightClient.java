package dev.wirerace.suite;

import dev.wirerace.engine.CallFailure;
import dev.wirerace.engine.Failures;
import dev.wirerace.model.Account;
import dev.wirerace.model.TxMode;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;

/**
 * An asynchronous client: each operation starts a call and returns at once, its reply (or a
 * {@link CallFailure} of the right kind) arriving later on the client's own threads. The suites keep N such
 * calls in flight (InFlightCalls); its blocking operations, for a first call or a caller that must wait, wait
 * for the same call.
 */
public interface InFlightClient extends WireClient {

    CompletionStage<Integer> addOneAsync(int x);

    CompletionStage<String> concatAsync(String a, String b);

    CompletionStage<List<Account>> accountsAsync(TxMode tx, int count);

    CompletionStage<Document> fetchAsync(long call);

    CompletionStage<Receipt> storeAsync(Document document);

    @Override
    default int addOne(int x) {
        return await(addOneAsync(x));
    }

    @Override
    default String concat(String a, String b) {
        return await(concatAsync(a, b));
    }

    @Override
    default List<Account> accounts(TxMode tx, int count) {
        return await(accountsAsync(tx, count));
    }

    @Override
    default Document fetch(long call) {
        return await(fetchAsync(call));
    }

    @Override
    default Receipt store(Document document) {
        return await(storeAsync(document));
    }

    private static <T> T await(CompletionStage<T> call) {
        try {
            return call.toCompletableFuture().get();
        } catch (ExecutionException e) {
            throw Failures.translate(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CallFailure(dev.wirerace.engine.FailureKind.OTHER, "interrupted", e);
        }
    }
}
