package dev.wirerace.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.IntStream;
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
        Measurement m = runner.run("in flight", twentyMillis, 200, LoadModel.CLOSED, 0, TIMING);
        assertEquals(200, most.get(), "calls in flight at once");
        assertEquals(started.get(), m.made());
        assertEquals(m.made(), m.succeeded());
        assertTrue(m.p50Micros() >= 20_000, "a call is timed from its start to its completion: " + m.p50Micros());
        assertTrue(m.opsPerSecond() <= 10_000, "200 in flight, 20 ms each, cannot exceed 10,000/s: " + m.opsPerSecond());
        // Little's law: calls in flight = throughput x time in the system. It holds whatever the host's speed, so
        // a runner that let its lanes go idle between calls (or counted a call twice) fails it on any machine.
        // Taken window by window: a stall makes one window slower in both, and the product of the averages
        // would overstate it.
        double inFlightOnAverage = IntStream.range(0, TIMING.iterations())
                .mapToDouble(i -> m.opsPerSecondPerIteration().get(i) * m.meanMicrosPerIteration().get(i) / 1e6)
                .average().orElseThrow();
        assertEquals(200, inFlightOnAverage, 200 * 0.2, "calls in flight on average, from ops/s x mean latency");
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
        assertEquals(started.get(), m.made());
        assertEquals(m.made(), m.succeeded() + m.failures().get(FailureKind.INVALID_REPLY));
        assertTrue(m.failures().get(FailureKind.INVALID_REPLY) > 0);
    }

    @Test
    void callsThatCompleteAtOnceRunInALoopNotADeepeningStack() throws InterruptedException {
        AsyncCall instant = sequence -> CompletableFuture.completedFuture(null);
        Measurement m = runner.run("instant", instant, 2, LoadModel.CLOSED, 0, TIMING);
        assertTrue(m.succeeded() > 100_000, "calls: " + m.succeeded());
        assertEquals(0, m.failureCount());
    }

    @Test
    void aRefusedCallBacksOffInsteadOfSpinning() throws InterruptedException {
        AtomicLong started = new AtomicLong();
        AsyncCall refused = sequence -> {
            started.incrementAndGet();
            return CompletableFuture.failedFuture(new CallFailure(FailureKind.REJECTED, "breaker open"));
        };
        Measurement m = runner.run("refused", refused, 4, LoadModel.CLOSED, 0, TIMING);
        assertEquals(started.get(), m.failures().get(FailureKind.REJECTED));
        // 4 lanes backing off 10 ms over 0.4 s: about 160 refusals, not millions
        assertTrue(started.get() < 400, "refusals: " + started.get());
    }

    @Test
    void aFailureOfTheCallItselfIsCountedNotThrown() throws InterruptedException {
        AsyncCall broken = sequence -> {
            throw new IllegalStateException("the client could not start the call");
        };
        Measurement m = runner.run("broken", broken, 2, LoadModel.CLOSED, 0, TIMING);
        assertTrue(m.failures().get(FailureKind.OTHER) > 0);
        assertEquals(0, m.succeeded());
    }
}
