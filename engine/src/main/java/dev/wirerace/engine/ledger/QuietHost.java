package dev.wirerace.engine.ledger;

import dev.wirerace.probes.ProcessCpuClock;
import java.time.Duration;
import java.util.OptionalLong;
import java.util.function.LongSupplier;

/**
 * Waits, within a bound, until the host is quiet: the hypervisor's steal and other processes' CPU under the
 * noise guard's limits for two one-second looks in a row. Watched, not guessed: on this project's machine steal
 * comes in episodes of minutes, so a round measured again right after a disturbed one falls in the same episode.
 * A second is long enough for /proc/stat's 10 ms steal counter (1 % on two CPUs), and two in a row tell an
 * episode's end from a gap inside it.
 */
public final class QuietHost {

    /** One look at the host over a window of the given length; blocks for about that long. */
    public interface Look {
        Noise over(Duration window) throws InterruptedException;
    }

    /**
     * @param quiet whether the host became quiet before the bound
     * @param waitedNanos how long the wait took
     * @param looks how many looks it took
     * @param last the last look's noise; null when there was no time for one
     */
    public record Wait(boolean quiet, long waitedNanos, int looks, Noise last) {
    }

    static final Duration LOOK = Duration.ofSeconds(1);
    static final int QUIET_LOOKS = 2;

    private final Look look;
    private final LongSupplier clock;
    private final double othersLimit;
    private final double stealLimit;

    QuietHost(Look look, LongSupplier clock, double othersLimit, double stealLimit) {
        this.look = look;
        this.clock = clock;
        this.othersLimit = othersLimit;
        this.stealLimit = stealLimit;
    }

    /**
     * Watching this machine, the processes under test's own CPU (this one's, and the business-service's where
     * {@code serverPid} runs here) left out of the others'.
     */
    public static QuietHost watching(OptionalLong serverPid, double othersLimit, double stealLimit) {
        LongSupplier ours = () -> ProcessCpuClock.nanos()
                + (serverPid.isPresent() ? ProcessCpuClock.nanosOf(serverPid.getAsLong()).orElse(0) : 0);
        return new QuietHost(window -> look(ours, window), System::nanoTime, othersLimit, stealLimit);
    }

    /** Watching through any Look and clock: made-up hosts in tests. */
    public static QuietHost with(Look look, LongSupplier clock, double othersLimit, double stealLimit) {
        return new QuietHost(look, clock, othersLimit, stealLimit);
    }

    static Noise look(LongSupplier oursNanos, Duration window) throws InterruptedException {
        MachineCpu before = MachineCpu.now();
        long oursBefore = oursNanos.getAsLong();
        Thread.sleep(window.toMillis());
        return Noise.between(before, MachineCpu.now(), oursNanos.getAsLong() - oursBefore);
    }

    /** Whether one look's noise is within the limits (an unknown reading counts as quiet: nothing to wait for). */
    public boolean quiet(Noise noise) {
        return !noise.over(othersLimit, stealLimit);
    }

    /** Looks until two in a row are quiet, or until another look would pass {@code atMost}. */
    public Wait await(Duration atMost) throws InterruptedException {
        long start = clock.getAsLong();
        int looks = 0;
        int quietInARow = 0;
        Noise last = null;
        while (quietInARow < QUIET_LOOKS) {
            if (clock.getAsLong() - start + LOOK.toNanos() > atMost.toNanos()) {
                return new Wait(false, clock.getAsLong() - start, looks, last);
            }
            last = look.over(LOOK);
            looks++;
            quietInARow = quiet(last) ? quietInARow + 1 : 0;
        }
        return new Wait(true, clock.getAsLong() - start, looks, last);
    }
}
