package dev.wirerace.suite;

import dev.wirerace.engine.Call;
import dev.wirerace.engine.CallFailure;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.results.data.Recovery;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Right after a fault ends, calls every opened remote way (and floor) through the client the run opened
 * before it, every 10 ms, until the first good call: a client that never recovers on its own (a stale RMI
 * stub, a dead pooled connection) shows here as a way that is not back within the bound. All ways at once,
 * so one slow way does not delay the others' clocks.
 */
final class RecoveryProbe {

    /** Beyond this a way counts as not recovered. */
    static final Duration BOUND = Duration.ofSeconds(15);
    private static final long PAUSE_MILLIS = 10;

    private RecoveryProbe() {
    }

    static List<Recovery> probe(Collection<OpenWire> opened) throws InterruptedException {
        List<OpenWire> ways = opened.stream().filter(wire -> wire.wire().remote() || wire.wire().reach()
                == Wire.Reach.FLOOR).toList();
        long start = System.nanoTime();
        List<Recovery> recoveries = new ArrayList<>();
        try (ExecutorService threads = Executors.newThreadPerTaskExecutor(Thread.ofPlatform().name("recovery-", 0).factory())) {
            List<Future<Recovery>> probes = new ArrayList<>();
            for (OpenWire way : ways) {
                probes.add(threads.submit(() -> probe(way, start)));
            }
            for (Future<Recovery> probe : probes) {
                try {
                    recoveries.add(probe.get());
                } catch (ExecutionException e) {
                    throw new IllegalStateException("a recovery probe failed", e.getCause());
                }
            }
        }
        return recoveries;
    }

    private static Recovery probe(OpenWire way, long start) throws InterruptedException {
        Call call = way.call(way.scenarios().get(0));
        long deadline = start + BOUND.toNanos();
        int failed = 0;
        String lastFailure = null;
        for (long sequence = 0; System.nanoTime() < deadline; sequence++) {
            try {
                call.invoke(sequence);
                return new Recovery(way.way().id(), true, (System.nanoTime() - start) / 1_000_000, failed, lastFailure);
            } catch (Exception e) {
                failed++;
                lastFailure = CallFailure.oneLine(e);
                Thread.sleep(PAUSE_MILLIS);
            }
        }
        return new Recovery(way.way().id(), false, BOUND.toMillis(), failed, lastFailure);
    }
}
