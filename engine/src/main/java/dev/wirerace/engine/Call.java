package dev.wirerace.engine;

/**
 * One call of a scenario, reply check included. It must throw on any failure ({@link CallFailure} says of
 * which kind); a call that returns normally was correct.
 */
@FunctionalInterface
public interface Call {

    /** @param sequence unique per call of a scenario, so inputs can vary from call to call */
    void invoke(long sequence) throws Exception;

    /**
     * {@code calls} calls back to back, with sequence numbers from {@code first} on: a group timed together
     * (see ClockGrain).
     *
     * @throws CutShort at the first call that fails, saying how many succeeded before it
     */
    default void invokeEach(long first, int calls) throws CutShort {
        for (int done = 0; done < calls; done++) {
            try {
                invoke(first + done);
            } catch (Throwable failure) {
                throw new CutShort(done, failure);
            }
        }
    }

    /** A group of calls stopped by a failure (the cause) after {@code succeeded} calls had succeeded. */
    final class CutShort extends Exception {

        private final int succeeded;

        public CutShort(int succeeded, Throwable failure) {
            super(null, failure, false, false); // only the cause matters: no stack trace to fill in
            this.succeeded = succeeded;
        }

        public int succeeded() {
            return succeeded;
        }
    }
}
