package dev.wirerace.business.bare;

import dev.wirerace.model.wire.ServerModel.ThreadKind;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Runs a bare call on the kind of thread its server model names, and completes on the event loop that read the
 * request, where the answer is written: inline on that loop, on Vert.x's worker pool, or on a virtual thread of
 * its own. Vert.x 4 has no virtual-thread variant of {@code executeBlocking}, so the last is the JDK's executor,
 * its result handed back with {@code runOnContext}.
 */
final class OnThreadKind implements AutoCloseable {

    private final Vertx vertx;
    /** A new virtual thread per task; closed (waiting for what runs) when the server stops. */
    private final ExecutorService virtualThreads = Executors.newVirtualThreadPerTaskExecutor();

    OnThreadKind(Vertx vertx) {
        this.vertx = vertx;
    }

    /** Called on the request's event loop; the future completes there. */
    <T> Future<T> run(ThreadKind kind, Callable<T> call) {
        return switch (kind) {
            case EVENT_LOOP -> inline(call);
            case WORKER -> vertx.executeBlocking(call, false);
            case VIRTUAL -> onVirtualThread(call);
        };
    }

    private static <T> Future<T> inline(Callable<T> call) {
        try {
            return Future.succeededFuture(call.call());
        } catch (Exception failed) {
            return Future.failedFuture(failed);
        }
    }

    private <T> Future<T> onVirtualThread(Callable<T> call) {
        Context loop = vertx.getOrCreateContext();
        Promise<T> answer = Promise.promise();
        virtualThreads.execute(() -> {
            try {
                T value = call.call();
                loop.runOnContext(ignored -> answer.complete(value));
            } catch (Exception failed) {
                loop.runOnContext(ignored -> answer.fail(failed));
            }
        });
        return answer.future();
    }

    @Override
    public void close() {
        virtualThreads.close();
    }
}
