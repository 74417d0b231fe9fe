package dev.wirerace.launcher.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.results.data.PrecisionRequest;
import dev.wirerace.results.data.RunPrecision;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The precision loop on made-up figures: when it stops, and what the next fork adds. */
class PrecisionLoopTest {

    private static final PrecisionLoop QUICK = new PrecisionLoop(0.10, Duration.ofMinutes(10), 2, 2);
    private static final PrecisionLoop QUICK_8 = new PrecisionLoop(0.12, Duration.ofMinutes(8), 2, 2);

    /** Forks vary more than rounds: Kalibera and Jones's best rounds per fork is 2, what a fork has already. */
    private static final RunPrecision FORKS_VARY = precision(0.02, 0.08, 2);
    /** Rounds vary, forks add nothing: rounds buy precision. */
    private static final RunPrecision ROUNDS_VARY = precision(0.15, 0.0, null);
    /** Rounds vary more than forks: best at 6 rounds a fork. */
    private static final RunPrecision ROUNDS_MOSTLY = precision(0.12, 0.02, 6);

    @Test
    void theLeastForksRunWhateverThePrecision() {
        PrecisionLoop.Next next = QUICK.after(1, 0.01, null, Duration.ofMinutes(3), 2);
        assertTrue(next.another());
    }

    @Test
    void stopsAtTheTarget() {
        PrecisionLoop.Next next = QUICK.after(2, 0.08, FORKS_VARY, Duration.ofMinutes(5), 2);
        assertFalse(next.another());
        assertEquals(PrecisionRequest.REACHED, next.ended());
    }

    @Test
    void addsAForkWhenForksVaryAndOneFits() {
        PrecisionLoop.Next next = QUICK.after(2, 0.14, FORKS_VARY, Duration.ofMinutes(5), 2);
        assertTrue(next.another());
        assertEquals(2, next.rounds(), "the same rounds: another fork is what buys precision");
    }

    @Test
    void addsRoundsWhereRoundsVary() {
        assertEquals(4, QUICK.after(2, 0.14, ROUNDS_VARY, Duration.ofMinutes(5), 2).rounds(), "twice as many");
        assertEquals(6, QUICK.after(2, 0.14, ROUNDS_MOSTLY, Duration.ofMinutes(5), 2).rounds(), "the best count");
        assertEquals(8, QUICK.after(3, 0.14, ROUNDS_VARY, Duration.ofMinutes(7), 6).rounds(), "four times the first at most");
    }

    @Test
    void stopsAtTheBudgetAndSaysSo() {
        // two forks took 8 minutes: a third, as long, would end at 12 of 10
        PrecisionLoop.Next next = QUICK.after(2, 0.18, FORKS_VARY, Duration.ofMinutes(8), 2);
        assertFalse(next.another());
        assertEquals(PrecisionRequest.BUDGET, next.ended());
    }

    @Test
    void aForkOfMoreRoundsCostsItsRoundsToo() {
        // 3 minutes a fork at 2 rounds, 20 s a round: at 6 minutes spent of 9, a fork of 2 rounds just fits, one of 3
        // (+20 s) would not, so the rounds the variance asks for (6) shrink to 2
        PrecisionLoop loop = new PrecisionLoop(0.05, Duration.ofMinutes(9), 2, 2);
        assertEquals(2, loop.after(2, 0.14, ROUNDS_MOSTLY, Duration.ofMinutes(6), 2).rounds());
        assertEquals(PrecisionRequest.BUDGET, loop.after(2, 0.14, ROUNDS_MOSTLY, Duration.ofSeconds(390), 2).ended());
    }

    @Test
    void theRoundsTheVarianceAsksForShrinkToWhatFitsTheBudget() {
        // 5 minutes for two forks, 20 s a round: six rounds (+80 s) would end at 8:50, three (+20 s) at 7:50
        PrecisionLoop.Next next = QUICK_8.after(2, 0.14, ROUNDS_MOSTLY, Duration.ofMinutes(5), 2);
        assertTrue(next.another());
        assertEquals(3, next.rounds());
    }

    @Test
    void eachForkGetsItsShareOfThePatienceAndNoMoreThanTheBudgetLeaves() {
        Duration three = Duration.ofMinutes(3);
        assertEquals(Duration.ofSeconds(90), QUICK_8.patienceOfFork(three, 1, Duration.ZERO, Duration.ZERO, Duration.ZERO),
                "the first fork: half of it");
        assertEquals(Duration.ofSeconds(150), QUICK_8.patienceOfFork(three, 2, Duration.ofSeconds(30),
                Duration.ofMinutes(3), Duration.ZERO), "the second: what the first left, the budget leaving room enough");
        // the first fork took 4 minutes, 30 s of it waiting: the second, at 3.5 minutes of its own, leaves 30 s
        assertEquals(Duration.ofSeconds(30), QUICK_8.patienceOfFork(three, 2, Duration.ofSeconds(30),
                Duration.ofMinutes(4), Duration.ZERO));
        assertEquals(Duration.ZERO, QUICK_8.patienceOfFork(three, 2, Duration.ofSeconds(90), Duration.ofMinutes(7), Duration.ZERO),
                "no room left: measured again right away");
        assertEquals(Duration.ofSeconds(60), QUICK_8.patienceOfFork(three, 3, Duration.ofSeconds(120),
                Duration.ofMinutes(5), Duration.ZERO), "an added fork: what is left of it, the budget allowing");
    }

    @Test
    void aLongerWarmupTakesThePatienceRoomFirst() {
        // the first fork took 4 minutes, 30 s of it waiting: 30 s of room, which a warm-up 20 s longer mostly takes
        assertEquals(Duration.ofSeconds(10), QUICK_8.patienceOfFork(Duration.ofMinutes(3), 2, Duration.ofSeconds(30),
                Duration.ofMinutes(4), Duration.ofSeconds(20)));
    }

    @Test
    void theWarmupIsCutToWhatTheBudgetLeaves() {
        Duration suites = Duration.ofSeconds(140);
        Duration least = suites.dividedBy(4);
        assertEquals(Duration.ofSeconds(210), QUICK_8.warmupOfFork(Duration.ofSeconds(210), least, suites, 1,
                Duration.ZERO, Duration.ZERO), "the first fork: as wanted, there is no pace yet");
        assertEquals(Duration.ofSeconds(210), QUICK_8.warmupOfFork(Duration.ofSeconds(210), least, suites, 2,
                Duration.ZERO, Duration.ofMinutes(2)), "a quick first fork leaves room for the longer warm-up");
        // the slow host of run 20261202-123919: the first fork ended 291 s in, 28 s of it waiting, 140 s warming;
        // the rest of a fork took 123 s, so 189 s left give the second fork's warm-up 66 s
        assertEquals(Duration.ofSeconds(66), QUICK_8.warmupOfFork(Duration.ofSeconds(210), least, suites, 2,
                Duration.ofSeconds(28), Duration.ofSeconds(291)));
        assertEquals(least, QUICK_8.warmupOfFork(Duration.ofSeconds(210), least, suites, 2, Duration.ZERO,
                Duration.ofMinutes(7)), "never under the least, even past the budget");
        assertEquals(Duration.ofSeconds(20), QUICK_8.warmupOfFork(Duration.ofSeconds(20), least, suites, 2,
                Duration.ZERO, Duration.ofMinutes(7)), "nor more than wanted");
    }

    @Test
    void noTargetMeansTheForksAskedAndNoMore() {
        PrecisionLoop loop = new PrecisionLoop(0, Duration.ofMinutes(10), 3, 2);
        assertTrue(loop.after(2, 0.5, FORKS_VARY, Duration.ofMinutes(1), 2).another());
        PrecisionLoop.Next last = loop.after(3, 0.5, FORKS_VARY, Duration.ofMinutes(1), 2);
        assertFalse(last.another());
        assertEquals(null, last.ended(), "nothing asked, nothing to report");
    }

    @Test
    void stopsAtTheMostForks() {
        PrecisionLoop loop = new PrecisionLoop(0.01, Duration.ofHours(10), 2, 2);
        assertEquals(PrecisionRequest.MOST_FORKS, loop.after(PrecisionLoop.MOST_FORKS, 0.05, FORKS_VARY,
                Duration.ofMinutes(30), 2).ended());
    }

    private static RunPrecision precision(double roundLogSd, double forkLogSd, Integer bestRounds) {
        return new RunPrecision(2, 2, roundLogSd, forkLogSd, 30, 0.12, 150, 20, bestRounds, 4);
    }
}
