package dev.wirerace.presentation.client;

import dev.wirerace.engine.Failures;
import dev.wirerace.model.Account;
import dev.wirerace.model.ConcatRequest;
import dev.wirerace.model.TxMode;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
import dev.wirerace.suite.InFlightClient;
import io.quarkus.tls.TlsConfiguration;
import io.smallrye.mutiny.Uni;
import java.io.Closeable;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The Quarkus REST Client through its reactive interface (Client.QUARKUS_REST_ASYNC, Mutiny's {@code Uni}): the
 * suites keep N calls in flight, each subscribed to at once and its reply read on the client's event loop, with
 * the blocking interface's pool, timeouts and failure kinds (QuarkusRestClient).
 */
final class QuarkusRestInFlightClient implements InFlightClient {

    private final BusinessRestApiAsync api;

    private QuarkusRestInFlightClient(BusinessRestApiAsync api) {
        this.api = api;
    }

    static QuarkusRestInFlightClient open(String base, TlsConfiguration tls, boolean http2, Duration connectTimeout,
            Duration callTimeout, int connections) {
        return new QuarkusRestInFlightClient(QuarkusRestClient.builder(base, tls, http2, connectTimeout, callTimeout,
                connections).build(BusinessRestApiAsync.class));
    }

    @Override
    public CompletionStage<Integer> addOneAsync(int x) {
        return checked(() -> api.addOne(x), reply -> present(reply, "no number in the reply"));
    }

    @Override
    public CompletionStage<String> concatAsync(String a, String b) {
        return checked(() -> api.concat(new ConcatRequest(a, b)),
                reply -> present(reply, "no string in the reply").textValue());
    }

    @Override
    public CompletionStage<List<Account>> accountsAsync(TxMode tx, int count) {
        return checked(() -> api.accounts(tx.wireName(), count), reply -> present(reply, "no list in the reply"));
    }

    @Override
    public CompletionStage<Document> fetchAsync(long call) {
        return checked(() -> api.fetch(call), reply -> present(reply, "no document in the reply"));
    }

    @Override
    public CompletionStage<Receipt> storeAsync(Document document) {
        return checked(() -> api.store(document), reply -> present(reply, "no receipt in the reply"));
    }

    private static <T> T present(T reply, String otherwise) {
        if (reply == null) {
            throw Failures.invalidReply(otherwise);
        }
        return reply;
    }

    /** The call's reply converted, or its failure (thrown at once or later) as a CallFailure of its kind. */
    private static <R, T> CompletionStage<T> checked(Supplier<Uni<R>> call, Function<R, T> convert) {
        CompletableFuture<T> result = new CompletableFuture<>();
        try {
            call.get().subscribe().with(reply -> {
                try {
                    result.complete(convert.apply(reply));
                } catch (RuntimeException wrong) {
                    result.completeExceptionally(wrong);
                }
            }, failure -> result.completeExceptionally(QuarkusRestClient.translate(failure)));
        } catch (RuntimeException refused) {
            result.completeExceptionally(QuarkusRestClient.translate(refused));
        }
        return result;
    }

    @Override
    public void close() throws Exception {
        if (api instanceof Closeable closeable) {
            closeable.close();
        }
    }
}
