package dev.wirerace.core;

import dev.wirerace.model.TxMode;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * Counts the calls the core served, per operation. Never reset: readers take the difference of two
 * snapshots, so concurrent runs and tests cannot wipe each other's counts.
 */
@ApplicationScoped
public class CallCounter {

    public static final String ADD_ONE = "addOne";
    public static final String CONCAT = "concat";

    private final Map<String, LongAdder> counts = new ConcurrentHashMap<>();

    /** {@code accounts.none}, {@code accounts.required}, ... */
    public static String accountsKey(TxMode tx) {
        return "accounts." + tx.wireName();
    }

    void served(String operation) {
        counts.computeIfAbsent(operation, key -> new LongAdder()).increment();
    }

    public long count(String operation) {
        LongAdder adder = counts.get(operation);
        return adder == null ? 0 : adder.sum();
    }

    /** Every operation's count so far, by name. */
    public Map<String, Long> snapshot() {
        Map<String, Long> snapshot = new TreeMap<>();
        counts.forEach((operation, adder) -> snapshot.put(operation, adder.sum()));
        return snapshot;
    }
}
