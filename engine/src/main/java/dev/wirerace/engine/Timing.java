package dev.wirerace.engine;

import java.time.Duration;

/**
 * The time plan of a scenario: a warm-up whose statistics are thrown away, then measured iterations.
 *
 * @param callTimeout how long after the plan's end a worker may still be inside one call before the
 *        runner gives up on it (bounded waits everywhere)
 */
public record Timing(Duration warmup, int iterations, Duration iteration, Duration callTimeout) {

    public Timing {
        if (iterations < 1) {
            throw new IllegalArgumentException("at least one measured iteration");
        }
    }

    /** The same plan with another warm-up (a wire's first scenario warms up longer). */
    public Timing withWarmup(Duration longerWarmup) {
        return new Timing(longerWarmup, iterations, iteration, callTimeout);
    }

    long warmupNanos() {
        return warmup.toNanos();
    }

    long iterationNanos() {
        return iteration.toNanos();
    }

    long totalNanos() {
        return warmupNanos() + iterations * iterationNanos();
    }

    /** The whole plan: the warm-up and every measured iteration. */
    public Duration length() {
        return Duration.ofNanos(totalNanos());
    }

    /** The phase a call belongs to, from its (intended) start: -1 warm-up, 0..n-1 an iteration, n after. */
    int phaseOf(long nanosSinceStart) {
        if (nanosSinceStart < warmupNanos()) {
            return -1;
        }
        return (int) Math.min(iterations, (nanosSinceStart - warmupNanos()) / iterationNanos());
    }
}
