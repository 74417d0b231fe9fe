package dev.wirerace.presentation.client;

import dev.wirerace.engine.CallFailure;
import dev.wirerace.engine.FailureKind;
import dev.wirerace.engine.Failures;
import dev.wirerace.model.Account;
import dev.wirerace.model.TxMode;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
import dev.wirerace.suite.WireClient;
import io.smallrye.faulttolerance.api.CircuitBreakerState;
import io.smallrye.faulttolerance.api.Guard;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CopyOnWriteArrayList;
import org.eclipse.microprofile.faulttolerance.exceptions.BulkheadException;
import org.eclipse.microprofile.faulttolerance.exceptions.CircuitBreakerOpenException;
import org.eclipse.microprofile.faulttolerance.exceptions.TimeoutException;

/**
 * SmallRye Fault Tolerance around a remote wire: timeout, circuit breaker and bulkhead, no retry (a
 * measured call is tried once). What the guard refuses is counted as {@link FailureKind#REJECTED} or
 * {@link FailureKind#TIMEOUT}, never as a latency sample; breaker state changes are kept for the results.
 */
final class GuardedClient implements WireClient {

    /** A breaker state change, for the results document. */
    record Transition(Instant at, String state) {
    }

    /** The breaker opens when half of the last 20 calls failed, and tries again after 2 s. */
    private static final int BREAKER_WINDOW = 20;
    private static final double BREAKER_FAILURE_RATIO = 0.5;
    private static final int BREAKER_DELAY_SECONDS = 2;

    private final WireClient wire;
    private final Guard guard;
    private final List<Transition> transitions = new CopyOnWriteArrayList<>();

    GuardedClient(String name, WireClient wire, Duration timeout, int maxConcurrentCalls) {
        this.wire = wire;
        this.guard = Guard.create().withDescription(name)
                .withTimeout().duration(timeout.toMillis(), ChronoUnit.MILLIS).done()
                .withCircuitBreaker().requestVolumeThreshold(BREAKER_WINDOW).failureRatio(BREAKER_FAILURE_RATIO)
                .delay(BREAKER_DELAY_SECONDS, ChronoUnit.SECONDS)
                .successThreshold(2).onStateChange(this::stateChanged).done()
                .withBulkhead().limit(maxConcurrentCalls).done()
                .build();
    }

    /** The guard as the results record it, from the values it is built with. */
    static String describe(Duration timeout, int maxConcurrentCalls) {
        return "timeout " + timeout.toMillis() + " ms, circuit breaker (" + BREAKER_WINDOW + " calls, "
                + Math.round(BREAKER_FAILURE_RATIO * 100) + "%, " + BREAKER_DELAY_SECONDS + " s), bulkhead "
                + maxConcurrentCalls + ", no retry";
    }

    private void stateChanged(CircuitBreakerState state) {
        transitions.add(new Transition(Instant.now(), state.name().toLowerCase()));
    }

    List<Transition> transitions() {
        return List.copyOf(transitions);
    }

    @Override
    public int addOne(int x) {
        return guarded(() -> wire.addOne(x), Integer.class);
    }

    @Override
    public String concat(String a, String b) {
        return guarded(() -> wire.concat(a, b), String.class);
    }

    @Override
    @SuppressWarnings("unchecked")
    public List<Account> accounts(TxMode tx, int count) {
        return guarded(() -> wire.accounts(tx, count), List.class);
    }

    @Override
    public Document fetch(long call) {
        return guarded(() -> wire.fetch(call), Document.class);
    }

    @Override
    public Receipt store(Document document) {
        return guarded(() -> wire.store(document), Receipt.class);
    }

    private <T> T guarded(Callable<T> call, Class<T> type) {
        try {
            return guard.call(call, type);
        } catch (TimeoutException e) {
            throw new CallFailure(FailureKind.TIMEOUT, e.getMessage(), e);
        } catch (CircuitBreakerOpenException | BulkheadException e) {
            throw new CallFailure(FailureKind.REJECTED, e.getMessage(), e);
        } catch (Exception e) {
            throw Failures.translate(e);
        }
    }

    @Override
    public void close() throws Exception {
        wire.close();
    }
}
