package dev.wirerace.business.models;

import dev.wirerace.core.CallCounter;
import dev.wirerace.model.wire.ServerModel;
import dev.wirerace.model.wire.ServerModel.ThreadKind;
import io.vertx.core.Context;
import jakarta.inject.Singleton;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * The kind of thread each call of a server model ran on, counted per model, operation and kind: what a run
 * checks a model's claim against (ServerModel#runsOn), read as the difference of two snapshots like the core's
 * own counter. Told apart by the thread itself, not by its name: a virtual thread says so, an event loop is a
 * Vert.x thread that is not a worker, and any other platform thread is a worker pool's.
 *
 * <p>Every counter exists from the start, as the core's do: a call looks its counter up without building a key.
 */
@Singleton
public class ServedThreads {

    private final Map<ServerModel, Map<String, Map<ThreadKind, LongAdder>>> counts = new EnumMap<>(ServerModel.class);

    /** One counter per model, kind and operation the core counts (its own list of names). */
    public ServedThreads(CallCounter core) {
        for (ServerModel model : ServerModel.values()) {
            Map<String, Map<ThreadKind, LongAdder>> operations = new HashMap<>();
            for (String operation : core.operations()) {
                Map<ThreadKind, LongAdder> kinds = new EnumMap<>(ThreadKind.class);
                for (ThreadKind kind : ThreadKind.values()) {
                    kinds.put(kind, new LongAdder());
                }
                operations.put(operation, kinds);
            }
            counts.put(model, operations);
        }
    }

    /** Counts one call of {@code operation} (CallCounter's name for it) served under {@code model}. */
    public void served(ServerModel model, String operation) {
        counts.get(model).get(operation).get(current()).increment();
    }

    public static ThreadKind current() {
        if (Thread.currentThread().isVirtual()) {
            return ThreadKind.VIRTUAL;
        }
        return Context.isOnEventLoopThread() ? ThreadKind.EVENT_LOOP : ThreadKind.WORKER;
    }

    /** Every count above zero, by ServerModel#countKey. */
    public Map<String, Long> snapshot() {
        Map<String, Long> snapshot = new TreeMap<>();
        counts.forEach((model, operations) -> operations.forEach((operation, kinds) -> kinds.forEach((kind, count) -> {
            long sum = count.sum();
            if (sum > 0) {
                snapshot.put(model.countKey(operation, kind), sum);
            }
        })));
        return snapshot;
    }
}
