package dev.wirerace.launcher.suite;

import dev.wirerace.results.data.PrecisionRequest;
import dev.wirerace.results.data.RunPrecision;
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
        Duration perFork = spent.dividedBy(forksDone);
        int next = roundsNext(precision, rounds);
        // the rounds the variance asks for, or as many as still fit in the budget
        while (next > rounds && spent.plus(scaled(perFork, precision, rounds, next)).compareTo(budget) > 0) {
            next--;
        }
        Duration nextFork = scaled(perFork, precision, rounds, next);
        if (spent.plus(nextFork).compareTo(budget) > 0) {
            return Next.stop(PrecisionRequest.BUDGET);
        }
        return Next.fork(next);
    }

    /**
     * The warm-up budget fork {@code fork} (1-based, about to start) gets: {@code wanted} (the last fork's, or more
     * where a wire was still warming: WarmupCarry), cut to what the budget leaves each fork still to run once the
     * rest of it has taken what it took in the forks before (their time less their waits and their warm-up), and
     * never under {@code least}. Without the cut a slow host's second fork overran quick's budget by 47 s, 70 of
     * them a warm-up grown for SOAP. The first fork, with no pace yet, gets {@code wanted}.
     *
     * @param lastWarmup the warm-up budget of the forks before (their pass stops there, or sooner when all are steady)
     */
    Duration warmupOfFork(Duration wanted, Duration least, Duration lastWarmup, int fork, Duration waited,
            Duration spent) {
        if (fork == 1) {
            return wanted;
        }
        int forksLeft = forksLeft(fork);
        Duration rest = pace(fork, waited, spent).minus(lastWarmup);
        Duration room = budget.minus(spent).dividedBy(forksLeft).minus(rest);
        Duration fitted = room.compareTo(wanted) < 0 ? room : wanted;
        Duration floor = least.compareTo(wanted) < 0 ? least : wanted;
        return fitted.compareTo(floor) < 0 ? floor : fitted;
    }

    /**
     * The patience fork {@code fork} (1-based, about to start) gets: what is left of the run's, shared among the
     * forks still certain to run, and no more than the budget leaves them once they have run at the pace of those
     * before (their time less their waits, with the warm-up {@code warmupChange} longer or shorter). The first
     * fork, with no pace yet, gets its even share.
     *
     * @param waited what the forks before waited for a quiet host
     * @param spent what the run has taken so far, their waits among it
     */
    Duration patienceOfFork(Duration runPatience, int fork, Duration waited, Duration spent, Duration warmupChange) {
        int forksLeft = forksLeft(fork);
        Duration share = atLeastZero(runPatience.minus(waited)).dividedBy(forksLeft);
        if (fork == 1) {
            return share;
        }
        Duration pace = pace(fork, waited, spent).plus(warmupChange);
        Duration room = atLeastZero(budget.minus(spent).minus(pace.multipliedBy(forksLeft))).dividedBy(forksLeft);
        return share.compareTo(room) < 0 ? share : room;
    }

    /** The forks certain to run from {@code fork} on: the least forks left, or this one when it was added. */
    private int forksLeft(int fork) {
        return Math.max(1, leastForks - fork + 1);
    }

    /** A fork's time so far, less its waits for a quiet host, on average over the forks before {@code fork}. */
    private static Duration pace(int fork, Duration waited, Duration spent) {
        return spent.minus(waited).dividedBy(fork - 1);
    }

    private static Duration atLeastZero(Duration value) {
        return value.isNegative() ? Duration.ZERO : value;
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

    /**
     * A fork's time at {@code next} rounds, from one at {@code rounds} and what a round costs (RunPrecision); the
     * same time without a precision to read that cost from.
     */
    static Duration scaled(Duration perFork, RunPrecision precision, int rounds, int next) {
        if (precision == null) {
            return perFork;
        }
        double extraSeconds = (next - rounds) * precision.roundSeconds();
        return perFork.plusMillis(Math.round(1000 * Math.max(0, extraSeconds)));
    }
}
