package dev.wirerace.suite;

import dev.wirerace.model.usage.YardstickReading;
import dev.wirerace.probes.JavaYardstick;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Both tiers' Java yardstick (JavaYardstick), read between a run's slots into its RunRecord: before the first
 * slot, every eighth of the slots and after the last, so that the run's figure (their median) describes the host
 * while the rounds ran, not only as they began. About ten milliseconds of each tier's CPU a reading, outside
 * every measured window.
 */
final class YardstickReadings {

    /** Readings spread over the slots, one more after the last. */
    static final int SPREAD = 8;

    private final Supplier<Optional<YardstickReading>> server;
    private final RunRecord record;

    YardstickReadings(Supplier<Optional<YardstickReading>> server, RunRecord record) {
        this.server = server;
        this.record = record;
    }

    /** The first reading of each tier compiles the work (half a second of one CPU): taken before the warm-up, not kept. */
    void warm() {
        JavaYardstick.read();
        server.get();
    }

    /** Reads both tiers if slot {@code index} of {@code slots} is one the readings fall before. */
    void beforeSlot(int index, int slots) {
        if (index % Math.max(1, slots / SPREAD) == 0) {
            read();
        }
    }

    void read() {
        JavaYardstick.read().ifPresent(reading -> record.clientYardstickNanos.add(reading.nanosPerPass()));
        server.get().ifPresent(reading -> record.serverYardstickNanos.add(reading.nanosPerPass()));
    }
}
