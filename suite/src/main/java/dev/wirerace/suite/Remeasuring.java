package dev.wirerace.suite;

import dev.wirerace.engine.ledger.QuietHost;
import java.time.Duration;
import java.util.List;
import java.util.function.LongSupplier;
import org.jboss.logging.Logger;

/**
 * The second chance at the end of a fork: every round still disturbed, or whose window had a tier's JIT
 * compiling, is measured again; ScenarioParts keeps the quieter try. With patience, a disturbed round is measured
 * again only once the host is quiet (QuietHost), waiting as long as the patience lasts: the hypervisor's episodes
 * here last minutes, and a round measured right after a disturbed one falls in the same episode. Without patience, as
 * before it: at most two passes, right away, over at most {@code withoutPatience} rounds.
 */
final class Remeasuring {

    private static final Logger LOG = Logger.getLogger(Remeasuring.class);

    /** Passes over the unsettled rounds with patience: a bound on the loop, rarely reached (quiet rounds settle). */
    static final int MOST_PASSES = 4;

    /** Measures a round's slot again. */
    interface Measure {
        ScenarioParts.Round again(ScenarioParts parts, ScenarioParts.Round round) throws InterruptedException;
    }

    /**
     * @param remeasured rounds measured again
     * @param waits how many times it waited for a quiet host; {@code waitedNanos} for how long in all
     * @param patienceSpent whether it stopped because the patience ran out (the host never quiet for long enough)
     */
    record Outcome(int remeasured, int waits, long waitedNanos, boolean patienceSpent) {
    }

    private final QuietHost host;
    private final LongSupplier clock;

    Remeasuring(QuietHost host, LongSupplier clock) {
        this.host = host;
        this.clock = clock;
    }

    Outcome run(List<ScenarioParts> parts, Measure measure, Duration patience, int withoutPatience)
            throws InterruptedException {
        boolean patient = !patience.isZero() && !patience.isNegative();
        long start = clock.getAsLong();
        int left = patient ? Integer.MAX_VALUE : withoutPatience;
        int remeasured = 0;
        int waits = 0;
        long waited = 0;
        boolean quietNow = false;
        for (int pass = 1; pass <= (patient ? MOST_PASSES : 2); pass++) {
            for (ScenarioParts scenario : parts) {
                for (ScenarioParts.Round round : scenario.unsettled()) {
                    if (left-- <= 0) {
                        return new Outcome(remeasured, waits, waited, false);
                    }
                    Duration rest = patience.minusNanos(clock.getAsLong() - start);
                    if (patient && rest.isNegative()) {
                        return spent(remeasured, waits, waited);
                    }
                    if (patient && round.disturbed() && !quietNow) {
                        QuietHost.Wait wait = host.await(rest);
                        waits++;
                        waited += wait.waitedNanos();
                        LOG.infof("waited %.1f s (%d looks) for a quiet host before measuring %s round %d again%s",
                                wait.waitedNanos() / 1e9, wait.looks(), scenario.scenario.describe(),
                                round.slot().round(), wait.quiet() ? "" : ": the patience ran out, last " + wait.last());
                        if (!wait.quiet()) {
                            return spent(remeasured, waits, waited);
                        }
                    }
                    ScenarioParts.Round again = measure.again(scenario, round);
                    scenario.add(again);
                    remeasured++;
                    // a clean round says the host is still quiet: the next goes straight on
                    quietNow = !again.disturbed();
                }
            }
        }
        return new Outcome(remeasured, waits, waited, false);
    }

    private static Outcome spent(int remeasured, int waits, long waited) {
        return new Outcome(remeasured, waits, waited, true);
    }
}
