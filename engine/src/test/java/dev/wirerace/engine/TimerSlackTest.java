package dev.wirerace.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class TimerSlackTest {

    @Test
    void aThreadsSlackIsTightenedToOneNanosecondAndOnlyItsOwn() throws InterruptedException {
        assumeTrue(TimerSlack.ofThisThread() >= 0, "prctl cannot be called here: not Linux");
        AtomicLong inside = new AtomicLong(-1);
        AtomicLong tightened = new AtomicLong();
        Thread caller = new Thread(() -> {
            tightened.set(TimerSlack.tighten() ? 1 : 0);
            inside.set(TimerSlack.ofThisThread());
        });
        caller.start();
        caller.join(10_000);
        assertEquals(1, tightened.get(), "prctl(PR_SET_TIMERSLACK) failed");
        assertEquals(1, inside.get(), "the thread's slack as the kernel reports it");
        assertTrue(TimerSlack.ofThisThread() > 1, "another thread keeps its own: " + TimerSlack.ofThisThread());
    }
}
