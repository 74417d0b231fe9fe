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
        assertEquals(60, m.measured());
        assertEquals(3, m.opsPerSecondPerIteration().size());
        // 20 calls of at least 1 ms each: no run can exceed 1,000 calls per second
        m.opsPerSecondPerIteration().forEach(rate -> assertTrue(rate > 0 && rate <= 1_000, "rate " + rate));
        assertTrue(m.p50Micros() >= 1_000, "p50 " + m.p50Micros());
    }

    @Test
    void failuresAreCountedAndNotTimed() {
        Call everyOtherFails = sequence -> {
            if (sequence % 2 == 1) {
                throw new CallFailure(FailureKind.INVALID_REPLY, "wrong");
            }
        };
        Measurement m = new BatchRunner().run(everyOtherFails, 10, 2);
        assertEquals(20, m.made());
        assertEquals(10, m.measured());
        assertEquals(10L, m.failures().get(FailureKind.INVALID_REPLY));
    }
}
