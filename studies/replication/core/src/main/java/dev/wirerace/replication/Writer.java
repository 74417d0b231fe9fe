package dev.wirerace.replication;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.HdrHistogram.Histogram;

/** The writer node: puts every element once, timing each put; element creation is outside the put's time. */
final class Writer {

    private Writer() {
    }

    /** Elements to warm up with: enough for the JIT to compile the put path, at most 32 MB. */
    static int warmUpCount(ClusterSpec spec) {
        return (int) Math.max(20, Math.min(500, (32L << 20) / spec.elementBytes()));
    }

    /**
     * Puts, then removes, warm-up elements under negative keys (readers never look at them), so the
     * measured writes do not pay for class loading and the JIT's first compilations.
     */
    static Map<String, Object> warmUp(ReplicatedStore store, ClusterSpec spec, long seed) throws Exception {
        SplittableRandom random = new SplittableRandom(~seed);
        int count = warmUpCount(spec);
        long start = System.nanoTime();
        for (long i = 1; i <= count; i++) {
            store.put(-i, Element.create(-i, spec.elementBytes(), random));
        }
        for (long i = 1; i <= count; i++) {
            store.remove(-i);
        }
        return Map.of("warmUpElements", count, "warmUpMillis", (System.nanoTime() - start) / 1e6);
    }

    static Map<String, Object> write(ReplicatedStore store, ClusterSpec spec, long seed) throws Exception {
        SplittableRandom random = new SplittableRandom(seed);
        Histogram putMicros = new Histogram(3);
        long startedAt = epochMicros();
        long start = System.nanoTime();
        for (long i = 0; i < spec.elements(); i++) {
            byte[] value = Element.create(i, spec.elementBytes(), random);
            long before = System.nanoTime();
            store.put(i, value);
            putMicros.recordValue(Math.max(0, (System.nanoTime() - before) / 1_000));
        }
        long writeNanos = System.nanoTime() - start;
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("startedAtMicros", startedAt);
        report.put("writeMillis", writeNanos / 1e6);
        report.put("puts", putMicros.getTotalCount());
        report.put("putP50Micros", putMicros.getValueAtPercentile(50));
        report.put("putP90Micros", putMicros.getValueAtPercentile(90));
        report.put("putP99Micros", putMicros.getValueAtPercentile(99));
        report.put("putMaxMicros", putMicros.getMaxValue());
        return report;
    }

    static long epochMicros() {
        Instant now = Instant.now();
        return now.getEpochSecond() * 1_000_000 + now.getNano() / 1_000;
    }
}
