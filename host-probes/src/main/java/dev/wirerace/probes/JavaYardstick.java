package dev.wirerace.probes;

import dev.wirerace.model.usage.YardstickReading;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * How fast this host runs Java right now: the calling thread's CPU time for a fixed piece of work of the kinds a
 * call's Java does (objects allocated, text built, encoded and parsed back, a map filled, a list sorted). The same
 * code on the same host came out 15 to 20 % dearer per call from one run to the next while the network floor
 * moved 5 %: CPU time per call carries the host's speed at Java code, and this reading lets a run say how fast its
 * hosts ran Java while it measured. Read between measured windows, never inside one, on the thread and CPU of the
 * tier it describes. It is a yardstick, not a divisor: the same reading varies by a few per cent from one JVM start
 * to the next (its own JIT's code differs), as much as the wires' CPU per call moves with a host that holds still.
 *
 * <p>Hand-written rather than a JMH benchmark: it runs inside both services, between a suite's slots, in
 * milliseconds; JMH's forks and iterations are the suite's own here.
 */
public final class JavaYardstick {

    /** Passes before the first reading: enough for the JIT's last tier to have compiled the pass. */
    static final int WARM_UP_PASSES = 30_000;
    /** Passes per batch: about a millisecond on this kind of host, a thousand clock grains. */
    static final int PASSES_PER_BATCH = 300;
    /**
     * Batches per reading; the reading is the quickest, since an interrupt or a neighbour's spell only ever slows a
     * batch down (over five fresh JVMs a reading's median of batches spread ±10 %, its quickest ±4 %).
     */
    static final int BATCHES = 7;
    private static final int ACCOUNTS = 40;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private static volatile boolean warm;
    /** Written so that the JIT cannot drop the work as dead code. */
    private static volatile long sink;

    private JavaYardstick() {
    }

    /**
     * One reading: the CPU nanoseconds of one pass in the quickest batch, warmed on first use; empty where this JVM
     * cannot read a thread's own CPU time (then no figure is better than the wall clock's, which counts other
     * processes).
     */
    public static Optional<YardstickReading> read() {
        if (!THREADS.isCurrentThreadCpuTimeSupported()) {
            return Optional.empty();
        }
        if (!warm) {
            long total = 0;
            for (int i = 0; i < WARM_UP_PASSES; i++) {
                total += pass(i);
            }
            sink = total;
            warm = true;
        }
        long quickest = Long.MAX_VALUE;
        long total = 0;
        for (int batch = 0; batch < BATCHES; batch++) {
            long started = THREADS.getCurrentThreadCpuTime();
            for (int i = 0; i < PASSES_PER_BATCH; i++) {
                total += pass(batch * PASSES_PER_BATCH + i);
            }
            quickest = Math.min(quickest, THREADS.getCurrentThreadCpuTime() - started);
        }
        sink = total;
        return Optional.of(new YardstickReading(quickest / (double) PASSES_PER_BATCH, BATCHES * PASSES_PER_BATCH));
    }

    /** One pass of the work; its result depends on every step, and on {@code seed} only through the numbers. */
    static long pass(int seed) {
        Map<String, Integer> balances = new HashMap<>();
        List<String> lines = new ArrayList<>(ACCOUNTS);
        StringBuilder text = new StringBuilder(32);
        for (int i = 0; i < ACCOUNTS; i++) {
            text.setLength(0);
            text.append("{\"id\":").append(seed % 1000 * ACCOUNTS + i).append(",\"balance\":").append(i * 7919 % 1013)
                    .append('}');
            String line = text.toString();
            lines.add(line);
            byte[] encoded = line.getBytes(StandardCharsets.UTF_8);
            String decoded = new String(encoded, StandardCharsets.UTF_8);
            int balance = Integer.parseInt(decoded, decoded.lastIndexOf(':') + 1, decoded.length() - 1, 10);
            balances.merge(decoded.substring(6, decoded.indexOf(',')), balance, Integer::sum);
        }
        lines.sort(null);
        long hash = 0;
        for (String line : lines) {
            hash = hash * 31 + line.hashCode();
        }
        for (int value : balances.values()) {
            hash += value;
        }
        return hash;
    }
}
