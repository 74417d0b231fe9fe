package dev.wirerace.engine;

import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;

/**
 * A call an asynchronous client starts without waiting for its reply, as such a client is meant to be used: the
 * runner keeps N of them in flight (InFlightRunner) instead of blocking N threads. The stage completes once the
 * reply has been checked, exceptionally with a {@link CallFailure} on any failure; the client's own per-call
 * deadline bounds it.
 */
public interface AsyncCall extends Call {

    /** @param sequence unique per call of a scenario, so inputs can vary from call to call */
    CompletionStage<?> start(long sequence);

    /** The call made blocking (its first call, a batch): started, then waited for. */
    @Override
    default void invoke(long sequence) throws Exception {
        try {
            start(sequence).toCompletableFuture().get();
        } catch (ExecutionException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        }
    }
}
