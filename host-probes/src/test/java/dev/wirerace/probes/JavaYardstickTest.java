package dev.wirerace.probes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.model.usage.YardstickReading;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** The Java yardstick: fixed work whose result the JIT cannot drop, timed on the thread's own CPU clock. */
class JavaYardstickTest {

    @Test
    void aPassIsTheSameWorkEveryTimeAndItsResultDependsOnItsInput() {
        assertEquals(JavaYardstick.pass(7), JavaYardstick.pass(7));
        assertNotEquals(JavaYardstick.pass(7), JavaYardstick.pass(8));
    }

    @Test
    void aReadingTimesEveryBatchOnTheThreadsOwnCpuClock() {
        Assumptions.assumeTrue(ManagementFactory.getThreadMXBean().isCurrentThreadCpuTimeSupported(),
                "this JVM cannot read a thread's CPU time: the yardstick reads nothing here");
        YardstickReading reading = JavaYardstick.read().orElseThrow();
        assertEquals(JavaYardstick.BATCHES * JavaYardstick.PASSES_PER_BATCH, reading.passes());
        // a pass builds, encodes and parses forty short lines: more than a few hundred nanoseconds on any host
        assertTrue(reading.nanosPerPass() > 300, reading.nanosPerPass() + " ns a pass");
    }
}
