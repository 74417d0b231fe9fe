package dev.wirerace.replication;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A reader node: looks for every element until it has them all or the bound runs out, checking each
 * one's checksum, then counts duplicate deliveries and weighs its heap. Times as the Ehcache blog did
 * (first element read to last element read) and as wall-clock instants, so the runner can also tell when
 * every reader had everything after the writer began.
 */
final class Reader {

    private Reader() {
    }

    static Map<String, Object> read(ReplicatedStore store, ClusterSpec spec, Duration bound, long heapBaseline)
            throws InterruptedException {
        int elements = spec.elements();
        boolean[] seen = new boolean[elements];
        int remaining = elements;
        int corrupt = 0;
        long first = -1;
        long firstAt = -1;
        long deadline = System.nanoTime() + bound.toNanos();
        while (remaining > 0 && System.nanoTime() < deadline) {
            boolean progressed = false;
            for (int i = 0; i < elements; i++) {
                if (seen[i]) {
                    continue;
                }
                byte[] value = store.get(i);
                if (value == null) {
                    continue;
                }
                if (first < 0) {
                    first = System.nanoTime();
                    firstAt = Writer.epochMicros();
                }
                seen[i] = true;
                remaining--;
                progressed = true;
                if (Element.check(i, value, spec.elementBytes()) == Element.Verdict.CORRUPT) {
                    corrupt++;
                }
            }
            if (!progressed) {
                Thread.sleep(1);
            }
        }
        long last = System.nanoTime();
        long lastAt = Writer.epochMicros();
        int duplicates = 0;
        for (int i = 0; i < elements; i++) {
            if (store.arrivals(i) > 1) {
                duplicates++;
            }
        }
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("received", elements - remaining);
        report.put("missing", remaining);
        report.put("corrupt", corrupt);
        report.put("duplicates", duplicates);
        report.put("firstToAllMillis", first < 0 ? null : (last - first) / 1e6);
        report.put("firstAtMicros", first < 0 ? null : firstAt);
        report.put("allAtMicros", remaining == 0 ? lastAt : null);
        report.put("heapBytesPerElement", (double) (Heap.usedAfterGc() - heapBaseline) / elements);
        return report;
    }
}
