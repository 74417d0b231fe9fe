package dev.wirerace.broker;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.activemq.artemis.api.config.ActiveMQDefaultConfiguration;
import org.apache.activemq.artemis.cli.commands.ActionContext;
import org.apache.activemq.artemis.cli.commands.util.SyncCalculation;
import org.apache.activemq.artemis.core.server.JournalType;

/**
 * The journal's buffer timeout tuned to the disk under it, as Artemis's own {@code artemis create} does for every
 * broker it makes (its SyncCalculation: 250 synced writes of 4 KiB, the best of 5 tries, the time between two syncs
 * this disk can make). Without it an embedded broker keeps the NIO journal's fixed default, 3.33 ms (300 syncs a
 * second), and every persistent message waits for that timer whatever the disk can do: on this VM's disk, about
 * 0.3 ms a sync, 3.4 ms a call of {@code broker-durable} was Artemis's timer, not the disk.
 */
record JournalTuning(int bufferTimeoutNanos, double syncsPerMillisecond) {

    private static final int BLOCK_BYTES = 4096;
    private static final int WRITES = 250;
    private static final int TRIES = 5;
    /**
     * Artemis refuses a timeout of zero; a disk that syncs faster than the clock's millisecond (tmpfs: the best try
     * takes 0 ms, toNanos gives 0 and the rate is infinite) gets 1 µs.
     */
    private static final int LEAST_NANOS = 1_000;

    static JournalTuning measure(Path journal) throws Exception {
        Files.createDirectories(journal);
        ActionContext quiet = ActionContext.system();
        long millis = SyncCalculation.syncTest(journal.toFile(), BLOCK_BYTES, WRITES, TRIES, false, true, false,
                "journal-test.tmp", ActiveMQDefaultConfiguration.getDefaultJournalMaxIoAio(), JournalType.NIO, quiet);
        long nanos = SyncCalculation.toNanos(millis, WRITES, false, quiet);
        return new JournalTuning((int) Math.max(LEAST_NANOS, Math.min(nanos, Integer.MAX_VALUE)), (double) WRITES / millis);
    }

    /** What the broker's log says of it. */
    String describe() {
        return String.format("journal-buffer-timeout %d µs (this disk syncs %.2f times a millisecond, measured as "
                + "`artemis create` does; Artemis's NIO default 3,333 µs)", bufferTimeoutNanos / 1000, syncsPerMillisecond);
    }
}
