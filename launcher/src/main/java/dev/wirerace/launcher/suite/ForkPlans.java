package dev.wirerace.launcher.suite;

import dev.wirerace.results.data.PrecisionRequest;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.stats.RunBasis;
import dev.wirerace.suite.RunPlan;
import dev.wirerace.suite.Suite;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The plan of each fork of a run, from what the forks before it came to: whether there is another (PrecisionLoop),
 * its rounds, its share of the patience for a quiet host, and its warm-up budget (WarmupCarry).
 */
final class ForkPlans {

    private final RunPlan plan;
    private final PrecisionLoop loop;
    private final Duration runPatience;
    private final Duration mostWarmup;
    private Duration warmupBudget;
    /** The shortest warm-up the budget may leave a fork: a quarter of the run's first. */
    private final Duration leastWarmup;
    private int rounds;
    private int fork;
    private PrecisionLoop.Next last;

    /** @param forksDone forks finished already (a resumed run's), the last of them of {@code rounds} rounds */
    ForkPlans(RunPlan plan, Suite suite, PrecisionLoop loop, int forksDone, int rounds) {
        this.plan = plan;
        this.loop = loop;
        this.runPatience = Optional.ofNullable(plan.noise().patience()).orElse(suite.patience());
        this.mostWarmup = suite.wireWarmup(RunPlan.DEFAULTS).budget().multipliedBy(2);
        this.warmupBudget = suite.wireWarmup(plan).budget();
        this.leastWarmup = this.warmupBudget.dividedBy(4);
        this.fork = forksDone;
        this.rounds = rounds > 0 ? rounds : loop.baseRounds();
    }

    /** The next fork's plan, or empty when the run has its forks; {@code soFar}: the forks so far, merged. */
    Optional<RunPlan> next(Optional<RunDocument> soFar, Duration spent) {
        last = loop.after(fork, soFar.map(RunBasis::pairedHalfWidth).orElse(null),
                soFar.map(run -> run.settings().precision()).orElse(null), spent, rounds);
        if (!last.another()) {
            return Optional.empty();
        }
        List<String> unsteady = soFar.map(WarmupCarry::unsteadyInLastFork).orElse(List.of());
        Duration longer = WarmupCarry.next(warmupBudget, unsteady, mostWarmup);
        Duration waited = Duration.ofMillis(soFar.map(run -> run.settings().noiseGuard())
                .map(guard -> guard.waitedMillis() == null ? 0L : guard.waitedMillis()).orElse(0L));
        fork++;
        rounds = last.rounds();
        Duration warmup = loop.warmupOfFork(longer, leastWarmup, warmupBudget, fork, waited, spent);
        if (!longer.equals(warmupBudget)) {
            System.err.printf("wirerace: %s still warming when fork %d's warm-up of %d s ran out: the next forks get"
                    + " %d s%n", String.join(", ", unsteady), fork - 1, warmupBudget.toSeconds(), longer.toSeconds());
        }
        if (!warmup.equals(longer)) {
            System.err.printf("wirerace: fork %d's warm-up is %d s, not %d, to keep the run within its budget (%s)"
                    + " at the pace of the forks before%n", fork, warmup.toSeconds(), longer.toSeconds(),
                    loop.budget().toString().substring(2).toLowerCase());
        }
        Duration warmupChange = warmup.minus(warmupBudget);
        warmupBudget = warmup;
        // the outside generators once, with the first fork (the last is not known in advance)
        return Optional.of(plan.withForks(new RunPlan.Forks(plan.forks().eachWire(), fork, Math.max(fork, loop.leastForks())))
                .withReferences(plan.references() && fork == 1)
                .withDurations(plan.durations().withIterations(rounds).withWarmupBudget(warmupBudget))
                .withNoise(plan.noise().withPatience(
                        loop.patienceOfFork(runPatience, fork, waited, spent, warmupChange))));
    }

    /** "fork 3, added for precision: ..., 4 rounds": what the console says as a fork starts. */
    String describe() {
        return String.format("fork %d%s: both tiers started afresh%s", fork,
                fork <= loop.leastForks() ? " of " + loop.leastForks() : ", added for precision",
                rounds == loop.baseRounds() ? "" : ", " + rounds + " rounds");
    }

    int fork() {
        return fork;
    }

    /** How long the whole run may wait for a quiet host, its forks together. */
    Duration runPatience() {
        return runPatience;
    }

    int rounds() {
        return rounds;
    }

    /** Why the run ended (a PrecisionRequest ending), once next() has said there is no other; null: nothing asked. */
    String ended() {
        return last == null ? null : last.ended();
    }
}
