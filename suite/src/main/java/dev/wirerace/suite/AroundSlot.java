package dev.wirerace.suite;

import dev.wirerace.model.wire.Wire;

/** What a run does around each measured slot: the faults suite's plan acts here; the other suites do nothing. */
@FunctionalInterface
public interface AroundSlot {

    AroundSlot NOTHING = (wire, index, slots, recovery) -> () -> {
    };

    /** Starts what acts on slot {@code index} of {@code slots}; closing the guard undoes it. */
    Guard open(Wire wire, int index, int slots, Recovery recovery);

    /** Undoes what was started around a slot. */
    @FunctionalInterface
    interface Guard extends AutoCloseable {
        @Override
        void close() throws InterruptedException;
    }

    /** Probes the slot's wire (or every wire) until it answers again, noting how long that took. */
    @FunctionalInterface
    interface Recovery {
        void afterFault(boolean everyWay) throws InterruptedException;
    }
}
