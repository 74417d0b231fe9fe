package dev.wirerace.business.models;

import dev.wirerace.model.wire.ServerModel;
import dev.wirerace.model.wire.ServerModel.ThreadKind;
import io.vertx.core.Context;
import jakarta.inject.Singleton;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * The kind of thread each call of a server model ran on, counted per model, operation and kind: what a run
 * checks a model's claim against (ServerModel#runsOn), read as the difference of two snapshots like the core's
 * own counter. Told apart by the thread itself, not by its name: a virtual thread says so, an event loop is a
 * Vert.x thread that is not a worker, and any other platform thread is a worker pool's.
 */
@Singleton
public class ServedThreads {

    private final Map<String, LongAdder> counts = new ConcurrentHashMap<>();

    /** Counts one call of {@code operation} (CallCounter's name for it) served under {@code model}. */
    public void served(ServerModel model, String operation) {
        counts.computeIfAbsent(model.countKey(operation, current()), k -> new LongAdder()).increment();
    }

    public static ThreadKind current() {
        if (Thread.currentThread().isVirtual()) {
            return ThreadKind.VIRTUAL;
        }
        return Context.isOnEventLoopThread() ? ThreadKind.EVENT_LOOP : ThreadKind.WORKER;
    }

    /** Every count so far, by key. */
    public Map<String, Long> snapshot() {
        Map<String, Long> snapshot = new TreeMap<>();
        counts.forEach((key, count) -> snapshot.put(key, count.sum()));
        return snapshot;
    }
}
