package dev.wirerace.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The closed loop of an asynchronous call: N calls in flight with no thread of the runner's waiting, each counted
 * once whatever its outcome, and calls that complete at once (a refusal, a failure before the wire) settled in
 * a loop rather than in ever deeper completions.
 */
class InFlightRunnerTest {

    private static final Timing TIMING = new Timing(Duration.ofMillis(100), 3, Duration.ofMillis(100),
            Duration.ofSeconds(1));

    private final ScenarioRunner runner = new ScenarioRunner();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();

    @Test
    void theCallersNumberOfCallsIsInFlightAtOnceAndEachIsTimedFromItsStart() throws InterruptedException {
        AtomicInteger inFlight = new AtomicInteger();
        AtomicInteger most = new AtomicInteger();
        AtomicLong started = new AtomicLong();
        AsyncCall twentyMillis = sequence -> {
            started.incrementAndGet();
            most.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
            return replyAfter(Duration.ofMillis(20)).thenRun(inFlight::decrementAndGet);
        };
        InFlightSampler sampler = new InFlightSampler(inFlight);
        Measurement m = runner.run("in flight", twentyMillis, 200, LoadModel.CLOSED, 0, TIMING);
        int typical = sampler.stopAndTakeMedian();
        assertEquals(200, most.get(), "calls in flight at once");
        // sampled through the run, not only at its peak: lanes that idled between calls would halve it. Counted
        // rather than derived from ops/s x latency, which a host's pause at a window's end skews by half (CI).
        assertTrue(typical >= 190, "calls in flight through the run, median of samples: " + typical);
        assertEquals(started.get(), m.counts().made());
        assertEquals(m.counts().made(), m.counts().succeeded());
        assertTrue(m.latency().p50Micros() >= 20_000, "a call is timed from its start to its completion: " + m.latency().p50Micros());
        assertTrue(m.throughput().opsPerSecond() <= 10_000, "200 in flight, 20 ms each, cannot exceed 10,000/s: " + m.throughput().opsPerSecond());
    }

    /**
     * Reads the number of calls in flight every millisecond on a thread of its own, for at most 10 s. Only that
     * thread touches the samples until the join, which makes them visible to the test.
     */
    private static final class InFlightSampler {

        private final List<Integer> samples = new ArrayList<>();
        private final Thread thread;
        private volatile boolean stopped;

        InFlightSampler(AtomicInteger inFlight) {
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            thread = Thread.ofPlatform().start(() -> {
                while (!stopped && System.nanoTime() < until) {
                    samples.add(inFlight.get());
                    LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(1));
                }
            });
        }

        int stopAndTakeMedian() throws InterruptedException {
            stopped = true;
            thread.join();
            return samples.stream().sorted().toList().get(samples.size() / 2);
        }
    }

    /** One timer thread completes every call, as an event loop would; no thread made per call. */
    private CompletableFuture<Void> replyAfter(Duration delay) {
        CompletableFuture<Void> reply = new CompletableFuture<>();
        timer.schedule(() -> reply.complete(null), delay.toNanos(), TimeUnit.NANOSECONDS);
        return reply;
    }

    @AfterEach
    void stopTheTimer() {
        timer.shutdownNow();
    }

    @Test
    void everyCallIsCountedOnceWhateverItsOutcome() throws InterruptedException {
        AtomicLong started = new AtomicLong();
        AsyncCall flaky = sequence -> {
            started.incrementAndGet();
            return replyAfter(Duration.ofMillis(1)).thenRun(() -> {
                if (sequence % 10 == 0) {
                    throw new CallFailure(FailureKind.INVALID_REPLY, "every tenth reply is wrong");
                }
            });
        };
        Measurement m = runner.run("flaky", flaky, 8, LoadModel.CLOSED, 0, TIMING);
        assertEquals(started.get(), m.counts().made());
        assertEquals(m.counts().made(), m.counts().succeeded() + m.counts().failures().get(FailureKind.INVALID_REPLY));
        assertTrue(m.counts().failures().get(FailureKind.INVALID_REPLY) > 0);
    }

    @Test
    void callsThatCompleteAtOnceRunInALoopNotADeepeningStack() throws InterruptedException {
        AsyncCall instant = sequence -> CompletableFuture.completedFuture(null);
        Measurement m = runner.run("instant", instant, 2, LoadModel.CLOSED, 0, TIMING);
        assertTrue(m.counts().succeeded() > 100_000, "calls: " + m.counts().succeeded());
        assertEquals(0, m.counts().failureCount());
    }

    @Test
    void aRefusedCallBacksOffInsteadOfSpinning() throws InterruptedException {
        AtomicLong started = new AtomicLong();
        AsyncCall refused = sequence -> {
            started.incrementAndGet();
            return CompletableFuture.failedFuture(new CallFailure(FailureKind.REJECTED, "breaker open"));
        };
        Measurement m = runner.run("refused", refused, 4, LoadModel.CLOSED, 0, TIMING);
        assertEquals(started.get(), m.counts().failures().get(FailureKind.REJECTED));
        // 4 lanes backing off 10 ms over 0.4 s: about 160 refusals, not millions
        assertTrue(started.get() < 400, "refusals: " + started.get());
    }

    @Test
    void aFailureOfTheCallItselfIsCountedNotThrown() throws InterruptedException {
        AsyncCall broken = sequence -> {
            throw new IllegalStateException("the client could not start the call");
        };
        Measurement m = runner.run("broken", broken, 2, LoadModel.CLOSED, 0, TIMING);
        assertTrue(m.counts().failures().get(FailureKind.OTHER) > 0);
        assertEquals(0, m.counts().succeeded());
    }
}
