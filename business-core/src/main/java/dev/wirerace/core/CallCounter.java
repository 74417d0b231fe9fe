package dev.wirerace.core;

import dev.wirerace.model.TxMode;
import dev.wirerace.model.wire.Operation;
import jakarta.inject.Singleton;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * Counts the calls the core served, per operation. Never reset: readers take the difference of two
 * snapshots, so concurrent runs and tests cannot wipe each other's counts.
 *
 * <p>Every counter exists from the start, and a served call increments one held in a field: counting is on
 * every call of every wire, and a map lookup (and, for accounts, a key built per call) there cost the local
 * wire's 15 ns call a third of its time, in code whose compiled form varied from JVM to JVM.
 */
@Singleton
public class CallCounter {

    public static final String ADD_ONE = "addOne";
    public static final String CONCAT = "concat";
    /** A user's payload fetched: a small request, the document back. */
    public static final String PAYLOAD_FETCH = "payload.fetch";
    /** A user's payload stored: the document up, its count and checksum back. */
    public static final String PAYLOAD_STORE = "payload.store";

    private final LongAdder addOne = new LongAdder();
    private final LongAdder concat = new LongAdder();
    private final LongAdder payloadFetch = new LongAdder();
    private final LongAdder payloadStore = new LongAdder();
    private final Map<TxMode, LongAdder> accounts = new EnumMap<>(TxMode.class);
    /** The same counters by name, for readers. */
    private final Map<String, LongAdder> byName = new LinkedHashMap<>();

    public CallCounter() {
        byName.put(ADD_ONE, addOne);
        byName.put(CONCAT, concat);
        byName.put(PAYLOAD_FETCH, payloadFetch);
        byName.put(PAYLOAD_STORE, payloadStore);
        for (TxMode tx : TxMode.values()) {
            LongAdder counter = new LongAdder();
            accounts.put(tx, counter);
            byName.put(accountsKey(tx), counter);
        }
    }

    /** The counter's name for a call of {@code operation} with transaction {@code tx}: what readers ask for. */
    public static String key(Operation operation, TxMode tx) {
        return switch (operation) {
            case ADD_ONE -> ADD_ONE;
            case CONCAT -> CONCAT;
            case ACCOUNTS -> accountsKey(tx);
            case FETCH -> PAYLOAD_FETCH;
            case STORE -> PAYLOAD_STORE;
        };
    }

    /** {@code accounts.none}, {@code accounts.required}, ... */
    public static String accountsKey(TxMode tx) {
        return "accounts." + tx.wireName();
    }

    void servedAddOne() {
        addOne.increment();
    }

    void servedConcat() {
        concat.increment();
    }

    void servedPayloadFetch() {
        payloadFetch.increment();
    }

    void servedPayloadStore() {
        payloadStore.increment();
    }

    void servedAccounts(TxMode tx) {
        accounts.get(tx).increment();
    }

    public long count(String operation) {
        LongAdder counter = byName.get(operation);
        return counter == null ? 0 : counter.sum();
    }

    /** Every operation's name: {@code addOne}, {@code concat}, {@code accounts.none} ... */
    public java.util.Set<String> operations() {
        return java.util.Collections.unmodifiableSet(byName.keySet());
    }

    /** The count of every operation served at least once, by name. */
    public Map<String, Long> snapshot() {
        Map<String, Long> snapshot = new TreeMap<>();
        byName.forEach((operation, counter) -> {
            long count = counter.sum();
            if (count > 0) {
                snapshot.put(operation, count);
            }
        });
        return snapshot;
    }
}
