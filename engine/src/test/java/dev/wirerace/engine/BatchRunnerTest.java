package dev.wirerace.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Study 1's runs of N calls: every call made once, each run's throughput from its own duration. */
class BatchRunnerTest {

    @Test
    void eachRunMakesItsCallsAndGetsItsOwnThroughput() {
        AtomicLong invoked = new AtomicLong();
        Call oneMillisecond = sequence -> {
            invoked.incrementAndGet();
            Thread.sleep(1);
        };
        Measurement m = new BatchRunner().run(oneMillisecond, 20, 3);
        assertEquals(60, invoked.get());
        assertEquals(60, m.counts().measured());
        assertEquals(3, m.throughput().perIteration().size());
        // 20 calls of at least 1 ms each: no run can exceed 1,000 calls per second
        m.throughput().perIteration().forEach(rate -> assertTrue(rate > 0 && rate <= 1_000, "rate " + rate));
        assertTrue(m.latency().p50Micros() >= 1_000, "p50 " + m.latency().p50Micros());
    }

    @Test
    void failuresAreCountedAndNotTimed() {
        Call everyOtherFails = sequence -> {
            if (sequence % 2 == 1) {
                throw new CallFailure(FailureKind.INVALID_REPLY, "wrong");
            }
        };
        Measurement m = new BatchRunner().run(everyOtherFails, 10, 2);
        assertEquals(20, m.counts().made());
        assertEquals(10, m.counts().measured());
        assertEquals(10L, m.counts().failures().get(FailureKind.INVALID_REPLY));
    }
}
