package dev.wirerace.engine;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;

/**
 * Runs one call under one load model with N workers (platform threads, as a blocking client would use, or
 * virtual threads: CallerThreads), or, for an asynchronous client's call in a closed loop, N calls in flight
 * (InFlightRunner), and merges what they saw. Workers run without pause from warm-up through the last iteration. A call's
 * latency sample belongs to the phase in which it started (closed loop) or was due (fixed rate); under
 * fixed rate it counts toward the throughput of the phase in which it completed, so that ops/s is what the
 * wire delivered, not what was offered.
 */
public final class ScenarioRunner {

    private static final long REJECTED_BACKOFF_NANOS = TimeUnit.MILLISECONDS.toNanos(10);
    private static final Logger LOG = Logger.getLogger(ScenarioRunner.class);

    /** How long before a fixed-rate call's start its worker stops parking and spins (see waitPrecisely). */
    static final long SPIN_NANOS = TimeUnit.MICROSECONDS.toNanos(200);

    /** The same with the thread's timer slack at 1 ns (TimerSlack): a park then wakes 47 µs late at the median, 53 at p90. */
    static final long SPIN_NANOS_TIGHT = TimeUnit.MICROSECONDS.toNanos(80);

    /** Lets every worker thread start before the clock does, so no worker begins late. */
    private static final long START_DELAY_NANOS = TimeUnit.MILLISECONDS.toNanos(20);

    private final CallerThreads callers;
    private final Ticker ticker;

    /** Callers on platform threads. */
    public ScenarioRunner() {
        this(CallerThreads.PLATFORM);
    }

    public ScenarioRunner(CallerThreads callers) {
        this(callers, Ticker.SYSTEM);
    }

    /** On a made-up clock: the tests of the load models' timing. */
    ScenarioRunner(CallerThreads callers, Ticker ticker) {
        this.callers = callers;
        this.ticker = ticker;
    }

    /**
     * Runs the call closed-loop for a while and throws the figures away (the JIT's warm-up); returns how many
     * calls succeeded, for telling when the warm-up has stopped paying off.
     */
    public long warmUp(String name, Call call, int concurrency, Duration duration) throws InterruptedException {
        // no start delay: the warm-up's figures are thrown away, and the suites' warm-up pass runs hundreds of
        // short cycles, in which 20 ms of idle workers per scenario took a fifth of the pass (measured: 80 ms
        // of every 400 ms cycle of four scenarios)
        return run("warm-up " + name, call, concurrency, LoadModel.CLOSED, 0,
                new Timing(duration, 1, Duration.ofMillis(1), Duration.ofSeconds(5)), 1, 0).counts().succeeded();
    }

    /** Every call timed alone. */
    public Measurement run(String name, Call call, int concurrency, LoadModel model, double ratePerSecond,
            Timing timing) throws InterruptedException {
        return run(name, call, concurrency, model, ratePerSecond, timing, 1);
    }

    /**
     * @param ratePerSecond total arrival rate for {@link LoadModel#FIXED_RATE}; ignored for closed loop
     * @param callsPerSample calls timed together per latency sample (see ClockGrain); closed loop only, as a
     *        fixed-rate call has an intended start of its own
     */
    public Measurement run(String name, Call call, int concurrency, LoadModel model, double ratePerSecond,
            Timing timing, int callsPerSample) throws InterruptedException {
        return run(name, call, concurrency, model, ratePerSecond, timing, callsPerSample, START_DELAY_NANOS);
    }

    private Measurement run(String name, Call call, int concurrency, LoadModel model, double ratePerSecond,
            Timing timing, int callsPerSample, long startDelayNanos) throws InterruptedException {
        if (model == LoadModel.FIXED_RATE && !(ratePerSecond > 0)) {
            throw new IllegalArgumentException("a fixed-rate scenario needs a rate above 0");
        }
        if (callsPerSample < 1 || (model == LoadModel.FIXED_RATE && callsPerSample > 1)) {
            throw new IllegalArgumentException("calls per sample: 1 for fixed rate, at least 1 for closed loop");
        }
        Set<FailureKind> logged = ConcurrentHashMap.newKeySet();
        if (call instanceof AsyncCall async && model == LoadModel.CLOSED) {
            // an asynchronous client keeps its callers' number of calls in flight, on no thread of ours; each
            // call is timed alone (the groups of ClockGrain are for calls far shorter than a remote one)
            return InFlightRunner.run(name, async, concurrency, timing, startDelayNanos, logged);
        }
        ConcurrentLinkedQueue<WorkerTally> finished = new ConcurrentLinkedQueue<>();
        CountDownLatch done = new CountDownLatch(concurrency);
        long start = ticker.nanoTime() + startDelayNanos;
        for (int w = 0; w < concurrency; w++) {
            int worker = w;
            Thread thread = callers.unstarted("wirerace-worker-" + worker, () -> {
                WorkerTally tally = new WorkerTally(timing.iterations());
                try {
                    if (model == LoadModel.CLOSED) {
                        closedLoop(call, callsPerSample, worker, start, timing, tally, name, logged);
                    } else {
                        fixedRate(call, worker, concurrency, ratePerSecond, start, timing, tally, name, logged);
                    }
                } catch (RuntimeException | Error unexpected) {
                    // a fault of the harness, not of the wire: counted, so no call goes missing from the tally
                    tally.fail(FailureKind.OTHER);
                    LOG.errorf(unexpected, "%s: worker %d stopped", name, worker);
                } finally {
                    finished.add(tally);
                    done.countDown();
                }
            });
            thread.setDaemon(true);
            thread.start();
        }
        long bound = startDelayNanos + timing.totalNanos() + timing.callTimeout().toNanos() * 2
                + TimeUnit.SECONDS.toNanos(2);
        if (!done.await(bound, TimeUnit.NANOSECONDS)) {
            // a worker is stuck inside one call past every timeout: its tally is abandoned, and counted
            long stuck = done.getCount();
            LOG.errorf("%s: %d worker(s) still inside a call after %d ms; counted as timeouts", name, stuck,
                    TimeUnit.NANOSECONDS.toMillis(bound));
            finished.add(WorkerTally.abandoned(timing.iterations(), stuck));
        }
        return Measurement.merge(List.copyOf(finished), timing);
    }

    private void closedLoop(Call call, int callsPerSample, int worker, long start, Timing timing,
            WorkerTally tally, String name, Set<FailureKind> logged) {
        ticker.parkUntil(start);
        long sequence = (long) worker << 40;
        while (true) {
            long began = ticker.nanoTime();
            int phase = timing.phaseOf(began - start);
            if (phase >= timing.iterations()) {
                return;
            }
            FailureKind failed = invoke(call, callsPerSample, sequence, began, phase, tally, name, logged);
            sequence += callsPerSample;
            if (failed == FailureKind.REJECTED) {
                // an open breaker refuses in microseconds: without a pause the loop would spin, counting
                // millions of refusals where a client would have waited; 10 ms, as a client backing off
                ticker.parkNanos(REJECTED_BACKOFF_NANOS);
            }
        }
    }

    /**
     * Worker w of n starts calls at {@code start + w/rate + k*n/rate}: together they arrive at the rate.
     * Behind schedule, calls run back to back and their latency includes the wait.
     */
    private void fixedRate(Call call, int worker, int workers, double ratePerSecond, long start, Timing timing,
            WorkerTally tally, String name, Set<FailureKind> logged) {
        long spin = TimerSlack.tighten() ? SPIN_NANOS_TIGHT : SPIN_NANOS;
        double interval = workers * 1e9 / ratePerSecond;
        double offset = worker * 1e9 / ratePerSecond;
        long total = timing.totalNanos();
        long giveUp = total + timing.callTimeout().toNanos();
        long sequence = (long) worker << 40;
        for (long k = 0;; k++) {
            long due = (long) (offset + k * interval);
            if (due >= total) {
                return;
            }
            if (ticker.nanoTime() - start > giveUp) {
                long unstarted = (long) Math.ceil((total - due) / interval);
                for (long i = 0; i < unstarted; i++) {
                    tally.fail(FailureKind.NOT_STARTED);
                }
                return;
            }
            long intended = start + due;
            tally.spinNanos += waitPrecisely(intended, spin);
            invoke(call, 1, sequence++, intended, timing.phaseOf(due), tally, name, logged);
            // the call counts toward the window it completed in: a wire below the offered rate shows it
            tally.moveLastCompletion(timing.phaseOf(due), timing.phaseOf(ticker.nanoTime() - start));
        }
    }

    /**
     * Makes {@code calls} calls back to back, timed together, and tallies them; stops at the first failure and
     * returns its kind, or null when all succeeded.
     */
    private FailureKind invoke(Call call, int calls, long sequence, long measuredFrom, int phase,
            WorkerTally tally, String name, Set<FailureKind> logged) {
        try {
            call.invokeEach(sequence, calls);
            tally.recordGroup(phase, ticker.nanoTime() - measuredFrom, calls);
            return null;
        } catch (Call.CutShort cut) {
            tally.succeededUntimed(cut.succeeded());
            Throwable failure = cut.getCause();
            FailureKind kind = CallFailure.kindOf(failure);
            tally.fail(kind);
            if (logged.add(kind)) {
                LOG.warnf("%s: first %s failure: %s", name, kind.field(), describe(failure));
            }
            return kind;
        }
    }

    /** The failure and its causes in one line: the root cause is usually what explains it. */
    private static String describe(Throwable failure) {
        StringBuilder text = new StringBuilder(failure.toString());
        for (Throwable cause = failure.getCause(); cause != null && cause != cause.getCause(); cause = cause.getCause()) {
            text.append(" <- ").append(cause);
        }
        return text.toString();
    }

    /**
     * Parks until {@code spin} ns before the deadline, then spins to it: a park alone overshoots by up to the
     * kernel's timer slack (50 µs here, /proc/self/timerslack_ns, unless TimerSlack made it 1 ns) and the
     * wake-up's own delay, which a fixed-rate call measured from its intended start would carry as latency of
     * its own. Returns the nanoseconds it spun: CPU the generator spent, not the call.
     */
    private long waitPrecisely(long deadline, long spin) {
        ticker.parkUntil(deadline - spin);
        long spinFrom = ticker.nanoTime();
        long now = spinFrom;
        while (deadline - now > 0) {
            ticker.onSpinWait();
            now = ticker.nanoTime();
        }
        return now - spinFrom;
    }
}
