package dev.wirerace.launcher;

import dev.wirerace.results.PrecisionRequest;
import dev.wirerace.results.RunPrecision;
import java.time.Duration;

/**
 * After each fork of a run, whether to run another and with how many rounds: until the median row's paired
 * interval reaches the precision asked, or another fork would not fit in the budget, or the most forks have
 * run. Where the variance lives decides what the next fork adds (Kalibera and Jones, via RunPrecision): more
 * rounds when the rounds of a fork vary more than forks do, else the same rounds in one more fork.
 *
 * @param askedShare the precision asked (0.10: ±10 %); 0: none, the least forks and no more
 * @param budget the time the whole run may take
 * @param leastForks forks run whatever the precision (the suite's or --forks)
 * @param baseRounds the rounds per fork the run started with; a fork gets at most four times as many
 */
record PrecisionLoop(double askedShare, Duration budget, int leastForks, int baseRounds) {

    /** The most forks a run may take (--forks allows as many). */
    static final int MOST_FORKS = 20;

    /** Another fork with {@code rounds} rounds, or the end of the run and why (a PrecisionRequest ending). */
    record Next(boolean another, int rounds, String ended) {
        static Next fork(int rounds) {
            return new Next(true, rounds, null);
        }

        static Next stop(String ended) {
            return new Next(false, 0, ended);
        }
    }

    /**
     * @param forksDone forks measured so far
     * @param reachedShare the forks merged so far: the median row's paired half width; null when none has one
     * @param precision their precision by level (null below two forks)
     * @param spent the time the run has taken so far
     * @param rounds the rounds of the last fork
     */
    Next after(int forksDone, Double reachedShare, RunPrecision precision, Duration spent, int rounds) {
        boolean aims = askedShare > 0;
        if (forksDone < leastForks) {
            return Next.fork(rounds);
        }
        if (!aims) {
            return Next.stop(null);
        }
        if (reachedShare != null && reachedShare <= askedShare) {
            return Next.stop(PrecisionRequest.REACHED);
        }
        if (forksDone >= MOST_FORKS) {
            return Next.stop(PrecisionRequest.MOST_FORKS);
        }
        int next = roundsNext(precision, rounds);
        Duration perFork = spent.dividedBy(forksDone);
        Duration nextFork = precision == null ? perFork : scaled(perFork, precision, rounds, next);
        if (spent.plus(nextFork).compareTo(budget) > 0) {
            return Next.stop(PrecisionRequest.BUDGET);
        }
        return Next.fork(next);
    }

    /**
     * The rounds of the next fork: Kalibera and Jones's best rounds per fork when the rounds vary more than the
     * forks (bestRoundsPerFork above the rounds now), twice as many when forks add nothing to the rounds' own
     * spread; the same otherwise. At most four times the run's first.
     */
    int roundsNext(RunPrecision precision, int rounds) {
        if (precision == null) {
            return rounds;
        }
        int wanted = precision.bestRoundsPerFork() == null ? 2 * rounds : Math.max(rounds, precision.bestRoundsPerFork());
        return Math.min(wanted, 4 * baseRounds);
    }

    /** A fork's time at {@code next} rounds, from one at {@code rounds} and what a round costs (RunPrecision). */
    static Duration scaled(Duration perFork, RunPrecision precision, int rounds, int next) {
        double extraSeconds = (next - rounds) * precision.roundSeconds();
        return perFork.plusMillis(Math.round(1000 * Math.max(0, extraSeconds)));
    }
}
