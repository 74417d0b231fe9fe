package dev.wirerace.lookup;

import dev.wirerace.engine.CallFailure;
import dev.wirerace.engine.FailureKind;
import dev.wirerace.results.lookup.ShapeOutcome;
import dev.wirerace.suite.WireClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.jboss.logging.Logger;

/**
 * Takes lookup samples: each builds a client from nothing, checks its first reply (addOne(x) == x + 1),
 * times a second call apart, and closes everything outside the timing. A failed sample is an error of
 * its kind, never a time. Threads start together; every wait is bounded.
 */
public final class LookupSampler {

    private static final Logger LOG = Logger.getLogger(LookupSampler.class);
    private static final int ERROR_EXAMPLES = 3;

    private final Duration sampleBound;

    /** @param sampleBound the longest one sample may take (its clients' own timeouts are shorter) */
    public LookupSampler(Duration sampleBound) {
        this.sampleBound = sampleBound;
    }

    /** Untimed samples that bring the code paths to speed; returns how many failed. */
    public int warmUp(Bootstrap bootstrap, int count, Duration pause) throws InterruptedException {
        int failed = 0;
        for (int i = 0; i < count; i++) {
            pause(pause);
            try {
                sample(bootstrap);
            } catch (Exception e) {
                failed++;
            }
        }
        return failed;
    }

    public ShapeOutcome measure(String caseId, String context, Bootstrap bootstrap, int threads, int perThread,
            Duration pause) throws InterruptedException {
        List<ShapeOutcome.Sample> samples = Collections.synchronizedList(new ArrayList<>());
        Map<String, AtomicLong> errors = new ConcurrentHashMap<>();
        List<String> examples = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch start = new CountDownLatch(1);
        CountDownLatch done = new CountDownLatch(threads);
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            workers.add(Thread.ofPlatform().name("lookup-" + caseId + "-" + t).start(() -> {
                try {
                    start.await();
                    for (int i = 0; i < perThread; i++) {
                        pause(pause);
                        try {
                            samples.add(sample(bootstrap));
                        } catch (Exception e) {
                            FailureKind kind = CallFailure.kindOf(e);
                            errors.computeIfAbsent(kind.field(), k -> new AtomicLong()).incrementAndGet();
                            if (examples.size() < ERROR_EXAMPLES) {
                                examples.add(kind.field() + ": " + e);
                                LOG.warnf("lookup %s (%s): %s", caseId, context, e);
                            }
                        }
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } finally {
                    done.countDown();
                }
            }));
        }
        long begin = System.nanoTime();
        start.countDown();
        long bound = sampleBound.toMillis() * perThread + 10_000;
        if (!done.await(bound, TimeUnit.MILLISECONDS)) {
            workers.forEach(Thread::interrupt);
            errors.computeIfAbsent(FailureKind.TIMEOUT.field(), k -> new AtomicLong()).incrementAndGet();
            examples.add("timeout: the shape did not finish within " + bound + " ms");
        }
        long elapsed = System.nanoTime() - begin - perThread * pause.toNanos();
        Map<String, Long> errorCounts = new LinkedHashMap<>();
        errors.forEach((kind, count) -> errorCounts.put(kind, count.get()));
        return new ShapeOutcome(caseId, context, threads, perThread, List.copyOf(samples), errorCounts,
                List.copyOf(examples), elapsed);
    }

    /** One lookup, from nothing to a checked first reply. */
    public static ShapeOutcome.Sample sample(Bootstrap bootstrap) throws Exception {
        PhaseClock clock = new PhaseClock();
        PhaseClock.bind(clock);
        WireClient client = null;
        try {
            client = bootstrap.open(clock);
            int x = ThreadLocalRandom.current().nextInt(1_000_000);
            check(client.addOne(x), x);
            clock.lap("first-call");
            PhaseClock.unbind();
            long secondStart = System.nanoTime();
            check(client.addOne(x + 1), x + 1);
            long second = System.nanoTime() - secondStart;
            return new ShapeOutcome.Sample(new LinkedHashMap<>(clock.phases()), clock.totalNanos(), second,
                    clock.failedAttempts());
        } finally {
            PhaseClock.unbind();
            if (client != null) {
                try {
                    client.close();
                } catch (Exception e) {
                    LOG.debugf("closing a lookup client: %s", e);
                }
            }
        }
    }

    private static void check(int reply, int x) {
        if (reply != x + 1) {
            throw new CallFailure(FailureKind.INVALID_REPLY, "addOne(" + x + ") answered " + reply);
        }
    }

    private static void pause(Duration pause) throws InterruptedException {
        if (!pause.isZero()) {
            Thread.sleep(pause);
        }
    }
}
