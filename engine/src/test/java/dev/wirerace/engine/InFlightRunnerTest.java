package dev.wirerace.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
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

    @Test
    void theCallersNumberOfCallsIsInFlightAtOnceAndEachIsTimedFromItsStart() throws InterruptedException {
        AtomicInteger inFlight = new AtomicInteger();
        AtomicInteger most = new AtomicInteger();
        AtomicLong started = new AtomicLong();
        Executor later = CompletableFuture.delayedExecutor(20, TimeUnit.MILLISECONDS);
        AsyncCall twentyMillis = sequence -> {
            started.incrementAndGet();
            most.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
            return CompletableFuture.runAsync(inFlight::decrementAndGet, later);
        };
        Measurement m = runner.run("in flight", twentyMillis, 200, LoadModel.CLOSED, 0, TIMING);
        assertEquals(200, most.get(), "calls in flight at once");
        assertEquals(started.get(), m.made());
        assertEquals(m.made(), m.succeeded());
        assertTrue(m.p50Micros() >= 20_000, "a call is timed from its start to its completion: " + m.p50Micros());
        // 200 in flight, 20 ms each: up to 10,000 calls a second, less what the delay's own timer adds
        assertTrue(m.opsPerSecond() > 2_000 && m.opsPerSecond() <= 10_000, "ops/s " + m.opsPerSecond());
    }

    @Test
    void everyCallIsCountedOnceWhateverItsOutcome() throws InterruptedException {
        AtomicLong started = new AtomicLong();
        Executor later = CompletableFuture.delayedExecutor(1, TimeUnit.MILLISECONDS);
        AsyncCall flaky = sequence -> {
            started.incrementAndGet();
            return CompletableFuture.runAsync(() -> {
                if (sequence % 10 == 0) {
                    throw new CallFailure(FailureKind.INVALID_REPLY, "every tenth reply is wrong");
                }
            }, later);
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
