package dev.wirerace.suite.faults;

import dev.wirerace.model.wire.Wire;
import dev.wirerace.results.data.FaultEvent;
import dev.wirerace.suite.link.NetworkLink;
import dev.wirerace.tiers.link.FaultPlan;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.jboss.logging.Logger;

/**
 * Acts out the run's fault plan while scenarios are measured, on a clock that starts with each scenario:
 * <ul>
 * <li>{@code link}, in every remote wire's scenario: at 2 s the link is cut (every proxy disabled) for 2 s;
 * at 5 s it stalls (no data passes, connections stay open) for 1.5 s; at 8 s connections are reset for
 * 1 s; the rest of the scenario shows the recovery (the circuit breaker closing again), and the wire is
 * probed until it answers (the run's recoveries).</li>
 * <li>{@code kill}, once, in the middle scenario: at 2 s the business-service is killed and started again;
 * once it is ready, every opened way is probed until it answers again (the run's recoveries).</li>
 * </ul>
 * Whatever happens, a scenario ends with the link whole again and the business-service answering (bounded
 * waits). Every action is recorded when it is done (a restart when the service answers again).
 */
public class FaultInjector {

    private static final Logger LOG = Logger.getLogger(FaultInjector.class);
    private static final Duration RESTART_BOUND = Duration.ofSeconds(60);
    /** How long a scenario's end waits for its link faults and recovery probe still under way. */
    private static final Duration RECOVERY_BOUND = Duration.ofSeconds(20);

    private final FaultPlan plan;
    private final NetworkLink link;
    private final BusinessRestarter restarter;

    /** @param plan the run's fault plan ({@code wirerace.faults.plan}); only the faults suite acts it out */
    public FaultInjector(FaultPlan plan, NetworkLink link, BusinessRestarter restarter) {
        this.plan = plan;
        this.link = link;
        this.restarter = restarter;
        if (plan == FaultPlan.LINK && !link.proxied()) {
            throw new IllegalStateException("link faults need a proxied network profile (--network lan|wan|slow)");
        }
    }

    /** The configured plan ({@code wirerace.faults.plan}); only the faults suite acts it out. */
    public FaultPlan plan() {
        return plan;
    }

    /** What to do once a fault has ended: measure how every way (or the scenario's own) comes back. */
    public interface RecoveryCheck {
        void afterFault(boolean everyWay) throws Exception;
    }

    /**
     * Starts the plan's faults for one scenario (or nothing), noting what was done in {@code events};
     * closing the session undoes them.
     */
    public Session during(FaultPlan plan, Wire wire, int scenarioIndex, int scenarioCount, List<FaultEvent> events,
            RecoveryCheck recovery) {
        List<Step> steps = switch (plan) {
            case NONE -> List.of();
            case LINK -> wire.remote() ? List.of(
                    new Step(2_000, "link cut", link::cut), new Step(4_000, "link restored", link::restore),
                    new Step(5_000, "link stalled", link::stall), new Step(6_500, "link flowing", link::unstall),
                    new Step(8_000, "connections reset", link::resetConnections),
                    new Step(9_000, "resets stopped", link::stopResetting),
                    new Step(9_000, "probed until it answers", () -> recovery.afterFault(false))) : List.of();
            case KILL -> scenarioIndex == scenarioCount / 2
                    ? List.of(new Step(2_000, "business-service killed (SIGKILL) and started again",
                            () -> LOG.infof("business-service restarted as pid %d", restarter.killAndRestart())),
                            new Step(2_000, "business-service answering again", this::awaitRestarted),
                            new Step(2_000, "every way probed until it answers", () -> recovery.afterFault(true)))
                    : List.of();
        };
        return new Session(plan, wire, steps, events);
    }

    private void awaitRestarted() throws Exception {
        if (!restarter.awaitReady(RESTART_BOUND)) {
            throw new IllegalStateException("not answering " + RESTART_BOUND.toSeconds() + " s after the restart");
        }
    }

    private interface Action {
        void run() throws Exception;
    }

    private record Step(long atMillis, String name, Action action) {
    }


    /** The faults of one scenario, acted out on their own thread. */
    public final class Session implements AutoCloseable {

        private final FaultPlan plan;
        private final Wire wire;
        private final List<Step> steps;
        private final List<FaultEvent> events;
        private final Thread thread;
        /** Every step done: the schedule itself ended with the link whole, nothing to undo. */
        private volatile boolean completed;

        private Session(FaultPlan plan, Wire wire, List<Step> steps, List<FaultEvent> events) {
            this.plan = plan;
            this.wire = wire;
            this.steps = steps;
            this.events = events;
            this.thread = steps.isEmpty() ? null : Thread.ofPlatform().name("faults-" + wire.id()).start(this::act);
        }

        private void act() {
            long start = System.nanoTime();
            for (Step step : steps) {
                try {
                    long wait = step.atMillis() - (System.nanoTime() - start) / 1_000_000;
                    if (wait > 0) {
                        Thread.sleep(wait);
                    }
                    step.action().run();
                    record(step.name());
                } catch (InterruptedException e) {
                    return;
                } catch (Exception e) {
                    record(step.name() + " FAILED: " + e.getMessage());
                    return;
                }
            }
            completed = true;
        }

        private void record(String action) {
            events.add(new FaultEvent(Instant.now().toString(), wire.id(), action));
            LOG.infof("fault: %s during %s", action, wire.id());
        }

        /** Stops the schedule and makes the link whole and the business-service ready again. */
        @Override
        public void close() throws InterruptedException {
            if (thread == null) {
                return;
            }
            if (plan == FaultPlan.KILL) {
                // the next scenario must find the business-service up: wait for the restart, bounded
                thread.join(RESTART_BOUND.plusSeconds(15));
            } else {
                // the last step probes the wire until it answers: let it finish, bounded, before stopping it
                thread.join(RECOVERY_BOUND);
                thread.interrupt();
                thread.join(Duration.ofSeconds(30));
            }
            if (plan == FaultPlan.LINK && !completed) {
                List<String> problems = new ArrayList<>();
                for (Action undo : List.<Action>of(link::restore, link::unstall, link::stopResetting)) {
                    try {
                        undo.run();
                    } catch (Exception alreadyUndone) {
                        problems.add(alreadyUndone.getMessage());
                    }
                }
                LOG.debugf("link made whole after %s (%s)", wire.id(), problems);
            }

        }
    }
}
