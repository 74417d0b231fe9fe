package dev.wirerace.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.results.PrecisionRequest;
import dev.wirerace.results.RunPrecision;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The precision loop on made-up figures: when it stops, and what the next fork adds. */
class PrecisionLoopTest {

    private static final PrecisionLoop QUICK = new PrecisionLoop(0.10, Duration.ofMinutes(10), 2, 2);

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
        // 3 minutes a fork at 2 rounds, 20 s a round: 6 rounds add 80 s, past the budget at 7 min spent
        PrecisionLoop loop = new PrecisionLoop(0.05, Duration.ofMinutes(9), 2, 2);
        assertTrue(loop.after(2, 0.14, precision(0.02, 0.08, 2), Duration.ofMinutes(6), 2).another());
        assertEquals(PrecisionRequest.BUDGET, loop.after(2, 0.14, ROUNDS_MOSTLY, Duration.ofMinutes(6), 2).ended());
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
