package dev.wirerace.engine;

import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;

/**
 * Closed loop without threads of its own: N calls in flight, each started from the completion of the one
 * before it in its lane, on whatever thread the client completes it on (its event loop). A lane is the
 * asynchronous counterpart of a worker: one call at a time, its own tally, never touched by two threads at
 * once (each step happens after the one before, through the completion). A call's sample belongs to the
 * phase in which it started, as in the threaded closed loop (ScenarioRunner).
 */
final class InFlightRunner {

    private static final Logger LOG = Logger.getLogger(InFlightRunner.class);
    private static final Executor BACK_OFF = CompletableFuture.delayedExecutor(10, TimeUnit.MILLISECONDS);

    private final String name;
    private final AsyncCall call;
    private final Timing timing;
    private final long start;
    private final Set<FailureKind> logged;
    private final ConcurrentLinkedQueue<WorkerTally> finished = new ConcurrentLinkedQueue<>();
    private final CountDownLatch done;

    private InFlightRunner(String name, AsyncCall call, int inFlight, Timing timing, long start, Set<FailureKind> logged) {
        this.name = name;
        this.call = call;
        this.timing = timing;
        this.start = start;
        this.logged = logged;
        this.done = new CountDownLatch(inFlight);
    }

    static Measurement run(String name, AsyncCall call, int inFlight, Timing timing, long startDelayNanos,
            Set<FailureKind> logged) throws InterruptedException {
        InFlightRunner runner = new InFlightRunner(name, call, inFlight, timing, System.nanoTime() + startDelayNanos,
                logged);
        Ticker.SYSTEM.parkUntil(runner.start);
        for (int lane = 0; lane < inFlight; lane++) {
            new Lane(runner, (long) lane << 40).next();
        }
        long bound = timing.totalNanos() + timing.callTimeout().toNanos() * 2 + TimeUnit.SECONDS.toNanos(2);
        List<WorkerTally> tallies;
        if (runner.done.await(bound, TimeUnit.NANOSECONDS)) {
            tallies = List.copyOf(runner.finished);
        } else {
            // a call never completed, past the client's own deadline: its lane is abandoned, and counted
            long stuck = runner.done.getCount();
            LOG.errorf("%s: %d call(s) still in flight after %d ms; counted as timeouts", name, stuck,
                    TimeUnit.NANOSECONDS.toMillis(bound));
            tallies = new java.util.ArrayList<>(runner.finished);
            tallies.add(WorkerTally.abandoned(timing.iterations(), stuck));
        }
        return Measurement.merge(tallies, timing);
    }

    /** One call in flight at a time, one after the other. */
    private static final class Lane {

        private final InFlightRunner runner;
        private final WorkerTally tally;
        private long sequence;

        Lane(InFlightRunner runner, long firstSequence) {
            this.runner = runner;
            this.tally = new WorkerTally(runner.timing.iterations());
            this.sequence = firstSequence;
        }

        /**
         * Starts calls until one is still in flight (its completion goes on from there) or the window has
         * ended. A reply already there (a refusal, a failure before the wire) is settled in this loop, not
         * by a nested completion, so that a run of them cannot grow the stack.
         */
        void next() {
            while (true) {
                long began = System.nanoTime();
                int phase = runner.timing.phaseOf(began - runner.start);
                if (phase >= runner.timing.iterations()) {
                    runner.finished.add(tally);
                    runner.done.countDown();
                    return;
                }
                CompletableFuture<?> reply = startCall();
                if (!reply.isDone()) {
                    reply.whenComplete((ignored, failure) -> {
                        if (settle(began, phase, failure)) {
                            next();
                        }
                    });
                    return;
                }
                if (!settle(began, phase, failureOf(reply))) {
                    return;
                }
            }
        }

        private CompletableFuture<?> startCall() {
            try {
                return runner.call.start(sequence++).toCompletableFuture();
            } catch (RuntimeException | Error thrown) {
                return CompletableFuture.failedFuture(thrown);
            }
        }

        /** Tallies a completed call; false when the lane goes on later (after a refusal's back-off). */
        private boolean settle(long began, int phase, Throwable failure) {
            if (failure == null) {
                tally.record(phase, System.nanoTime() - began);
                return true;
            }
            Throwable cause = failure instanceof CompletionException && failure.getCause() != null
                    ? failure.getCause() : failure;
            FailureKind kind = CallFailure.kindOf(cause);
            tally.fail(kind);
            if (runner.logged.add(kind)) {
                LOG.warnf("%s: first %s failure: %s", runner.name, kind.field(), cause.toString());
            }
            if (kind == FailureKind.REJECTED) {
                // as a threaded worker backs off an open breaker: 10 ms, not a spin of refusals
                BACK_OFF.execute(this::next);
                return false;
            }
            return true;
        }

        private static Throwable failureOf(CompletableFuture<?> reply) {
            try {
                reply.join();
                return null;
            } catch (CompletionException | java.util.concurrent.CancellationException failed) {
                return failed;
            }
        }
    }
}
