package dev.wirerace.replication;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

/**
 * The reader's verdicts on elements it is handed directly: intact, corrupted (a flipped byte, a wrong
 * length, another key's element) and missing ones are each counted as such.
 */
class VerificationTest {

    private static final int BYTES = 1_280;

    @Test
    void anIntactElementPassesAndAnyChangeFails() {
        byte[] element = Element.create(7, BYTES, new SplittableRandom(1));
        assertEquals(Element.Verdict.INTACT, Element.check(7, element, BYTES));
        assertEquals(Element.Verdict.CORRUPT, Element.check(8, element, BYTES), "another key's element");
        assertEquals(Element.Verdict.CORRUPT, Element.check(7, java.util.Arrays.copyOf(element, BYTES - 1), BYTES));
        element[BYTES / 2] ^= 1;
        assertEquals(Element.Verdict.CORRUPT, Element.check(7, element, BYTES), "a flipped bit");
    }

    @Test
    void theReaderCountsMissingCorruptAndDuplicatedElements() throws Exception {
        ClusterSpec spec = new ClusterSpec(1, 2, new String[] {ClusterSpec.LOOPBACK, ClusterSpec.LOOPBACK}, new int[] {0, 0}, "test", 10, BYTES, Duration.ofSeconds(1));
        MapStore store = new MapStore();
        SplittableRandom random = new SplittableRandom(2);
        for (long i = 0; i < 10; i++) {
            store.arrive(i, Element.create(i, BYTES, random));
        }
        store.values.remove(3L);                       // never arrived
        store.values.get(5L)[100] ^= 1;                // arrived damaged
        store.arrive(8L, store.values.get(8L));        // arrived twice

        Map<String, Object> report = Reader.read(store, spec, Duration.ofMillis(300), 0);

        assertEquals(9, report.get("received"));
        assertEquals(1, report.get("missing"));
        assertEquals(1, report.get("corrupt"));
        assertEquals(1, report.get("duplicates"));
        assertEquals(null, report.get("allAtMicros"), "a reader that lacks an element never had them all");
    }

    /** The verifier's input, held in memory: what a cache would have delivered. */
    private static final class MapStore implements ReplicatedStore {
        final Map<Long, byte[]> values = new ConcurrentHashMap<>();
        final Map<Long, Integer> arrivals = new ConcurrentHashMap<>();

        void arrive(long key, byte[] value) {
            values.put(key, value);
            arrivals.merge(key, 1, Integer::sum);
        }

        @Override
        public void put(long key, byte[] value) {
            arrive(key, value);
        }

        @Override
        public void remove(long key) {
            values.remove(key);
        }

        @Override
        public byte[] get(long key) {
            return values.get(key);
        }

        @Override
        public int arrivals(long key) {
            return arrivals.getOrDefault(key, 0);
        }

        @Override
        public Map<String, Object> settings() {
            return Map.of();
        }

        @Override
        public void close() {
        }
    }
}
