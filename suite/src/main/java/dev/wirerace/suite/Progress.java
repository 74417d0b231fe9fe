package dev.wirerace.suite;

import java.time.Duration;
import java.time.Instant;
import java.util.Locale;

/** Where the current run is, for the page and the console. One run at a time. */
public class Progress {

    /**
     * A snapshot, as {@code GET /api/progress} returns it.
     *
     * @param expectedEnd when the run should end, as far as its plan says (warm-ups end when steady, so
     *        earlier is usual); null when unknown
     */
    public record State(boolean running, String suite, String runId, int done, int total, String current,
            Instant expectedEnd) {
    }

    private volatile State state = new State(false, null, null, 0, 0, null, null);

    public State state() {
        return state;
    }

    /** Claims the single run slot; false when a run is already going. */
    public synchronized boolean begin(String suite, String runId, int total) {
        if (state.running()) {
            return false;
        }
        state = new State(true, suite, runId, 0, total, null, null);
        return true;
    }

    public void starting(String scenario) {
        State s = state;
        state = new State(true, s.suite(), s.runId(), s.done(), s.total(), scenario, s.expectedEnd());
    }

    public void finished() {
        State s = state;
        state = new State(true, s.suite(), s.runId(), s.done() + 1, s.total(), s.current(), s.expectedEnd());
    }

    /** The run is planned to need {@code left} more. */
    public void expectEndIn(Duration left) {
        State s = state;
        state = new State(s.running(), s.suite(), s.runId(), s.done(), s.total(), s.current(), Instant.now().plus(left));
    }

    /** "~1m20s left", or "time left unknown" when the plan says nothing. */
    public String timeLeft() {
        Instant end = state.expectedEnd();
        if (end == null) {
            return "time left unknown";
        }
        long seconds = Math.max(0, Duration.between(Instant.now(), end).toSeconds());
        return String.format(Locale.ROOT, "~%dm%02ds left", seconds / 60, seconds % 60);
    }

    /** A claimed run's work, measurement and writing of its results together. */
    @FunctionalInterface
    public interface RunWork<T, E extends Exception> {
        T run() throws E;
    }

    /**
     * Does a claimed run's work and only then marks the run ended, whatever the work throws: whoever sees
     * the run ended (the page, the JVM-vs-native comparison) must find its results already written.
     */
    public <T, E extends Exception> T endAfter(RunWork<T, E> work) throws E {
        try {
            return work.run();
        } finally {
            end();
        }
    }

    private synchronized void end() {
        State s = state;
        state = new State(false, s.suite(), s.runId(), s.done(), s.total(), null, null);
    }
}
