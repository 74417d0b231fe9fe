package dev.wirerace.engine;

import java.util.List;

/**
 * Runs of N calls back to back by one caller, each run timed as a whole, as study 1 timed them (here with a
 * nanosecond clock). Each run is one "iteration" of the resulting {@link Measurement}, and its calls' latency
 * sample is the run's mean per call: timing every call as well would add two clock reads per call to the
 * run, ten times a local call's own cost.
 */
public final class BatchRunner {

    public Measurement run(Call call, int callsPerRun, int runs) {
        WorkerTally tally = new WorkerTally(runs);
        long[] runNanos = new long[runs];
        long sequence = 0;
        for (int run = 0; run < runs; run++) {
            int done = 0;
            int succeeded = 0;
            long runStart = System.nanoTime();
            while (done < callsPerRun) {
                try {
                    call.invokeEach(sequence + done, callsPerRun - done);
                    succeeded += callsPerRun - done;
                    done = callsPerRun;
                } catch (Call.CutShort cut) {
                    // a failed call is counted, and the run goes on after it, as a client's loop would
                    succeeded += cut.succeeded();
                    done += cut.succeeded() + 1;
                    tally.fail(CallFailure.kindOf(cut.getCause()));
                }
            }
            runNanos[run] = System.nanoTime() - runStart;
            sequence += callsPerRun;
            if (succeeded > 0) {
                tally.recordGroup(run, runNanos[run], succeeded);
            }
        }
        return Measurement.merge(List.of(tally), runNanos);
    }
}
