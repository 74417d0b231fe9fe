package dev.wirerace.presentation.bench;

import java.util.List;

/**
 * Runs of N calls back to back by one caller, each run timed as a whole (study 1's experiment), every
 * call's latency recorded too. Each run is one "iteration" of the resulting {@link Measurement}.
 */
public final class BatchRunner {

    public Measurement run(Call call, int callsPerRun, int runs) {
        WorkerTally tally = new WorkerTally(runs);
        long[] runNanos = new long[runs];
        long sequence = 0;
        for (int run = 0; run < runs; run++) {
            long runStart = System.nanoTime();
            for (int i = 0; i < callsPerRun; i++) {
                long start = System.nanoTime();
                try {
                    call.invoke(sequence++);
                    tally.record(run, System.nanoTime() - start);
                } catch (Throwable failure) {
                    tally.fail(CallFailure.kindOf(failure));
                }
            }
            runNanos[run] = System.nanoTime() - runStart;
        }
        return Measurement.merge(List.of(tally), runNanos);
    }
}
