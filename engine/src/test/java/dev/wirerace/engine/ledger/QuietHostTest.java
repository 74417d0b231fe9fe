package dev.wirerace.engine.ledger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Waiting for a quiet host on made-up looks, each a second of a made-up clock. */
class QuietHostTest {

    private static final Noise STEALING = new Noise(0.0, 0.30, 0.01);
    private static final Noise QUIET = new Noise(0.02, 0.0, 0.01);
    private static final Noise BUSY = new Noise(0.40, 0.0, 0.01);

    /** Looks that replay {@code noises} (then quiet), each advancing the clock by its window. */
    private static final class Episode implements QuietHost.Look {
        final Deque<Noise> noises;
        long nanos;
        int looks;

        Episode(List<Noise> noises) {
            this.noises = new ArrayDeque<>(noises);
        }

        @Override
        public Noise over(Duration window) {
            nanos += window.toNanos();
            looks++;
            return noises.isEmpty() ? QUIET : noises.poll();
        }
    }

    @Test
    void waitsOutAnEpisodeAndTwoQuietLooks() throws InterruptedException {
        Episode episode = new Episode(List.of(STEALING, STEALING, QUIET, BUSY, STEALING));
        QuietHost host = QuietHost.with(episode, () -> episode.nanos, 0.10, 0.05);
        QuietHost.Wait wait = host.await(Duration.ofMinutes(1));
        assertTrue(wait.quiet());
        assertEquals(7, wait.looks(), "five in the episode (one quiet look inside it is not the end), then two quiet");
        assertEquals(Duration.ofSeconds(7).toNanos(), wait.waitedNanos());
    }

    @Test
    void theBoundEndsTheWait() throws InterruptedException {
        Episode episode = new Episode(java.util.Collections.nCopies(100, STEALING));
        QuietHost host = QuietHost.with(episode, () -> episode.nanos, 0.10, 0.05);
        QuietHost.Wait wait = host.await(Duration.ofSeconds(10));
        assertFalse(wait.quiet());
        assertEquals(10, wait.looks(), "no look that would end past the bound");
        assertEquals(STEALING, wait.last());
    }

    @Test
    void aQuietHostCostsTwoLooks() throws InterruptedException {
        Episode episode = new Episode(List.of());
        QuietHost.Wait wait = QuietHost.with(episode, () -> episode.nanos, 0.10, 0.05).await(Duration.ofSeconds(30));
        assertTrue(wait.quiet());
        assertEquals(2, wait.looks());
    }

    @Test
    void theHostProbeSaysWhatARunCanHopeFor() {
        HostProbe.Reading noisy = HostProbe.reading(5, List.of(QUIET, STEALING, STEALING, QUIET, QUIET), 20, 60, 0.10, 0.05);
        assertEquals(0.12, noisy.stealMean(), 1e-9);
        assertEquals(0.30, noisy.stealMax(), 1e-9);
        assertTrue(noisy.outlook().contains("loses 12 % of its CPU to its hypervisor (up to 30 % in a second)"),
                noisy.outlook());
        HostProbe.Reading quiet = HostProbe.reading(5, List.of(QUIET, QUIET), 20, 60, 0.10, 0.05);
        assertTrue(quiet.outlook().startsWith("the host is quiet"), quiet.outlook());
        HostProbe.Reading busy = HostProbe.reading(5, List.of(QUIET, BUSY), 20, 60, 0.10, 0.05);
        assertTrue(busy.outlook().contains("up to 40 % of its CPU to other processes"), busy.outlook());
    }
}
