package dev.wirerace.presentation.suite;

import dev.wirerace.core.CallCounter;
import dev.wirerace.model.usage.ProcessHealth;
import dev.wirerace.model.wire.ServerModel.ThreadKind;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.presentation.client.BusinessAdmin;
import dev.wirerace.suite.Scenario;
import dev.wirerace.suite.ServedCalls;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * Reads what the server side counted: the business-service's counter over HTTP for remote wires, this
 * JVM's own core for in-process ones; for a server model that claims a kind of thread, only the calls that
 * ran on that kind (so that a model serving elsewhere shows as calls not served). Read before and after a
 * scenario, outside the timed loop.
 */
@ApplicationScoped
public class ServerCounts implements ServedCalls {

    /** Two readings of the counters this far apart that agree: no call is being served. */
    private static final long QUIET_MILLIS = 200;

    private final BusinessAdmin admin;
    private final CallCounter localCounter;

    public ServerCounts(BusinessAdmin admin, CallCounter localCounter) {
        this.admin = admin;
        this.localCounter = localCounter;
    }

    /** The business-service's counters, read until two readings this far apart agree. */
    @Override
    public boolean awaitQuiet(java.time.Duration bound) throws InterruptedException {
        long deadline = System.nanoTime() + bound.toNanos();
        java.util.Optional<java.util.Map<String, Long>> last = java.util.Optional.empty();
        while (System.nanoTime() < deadline) {
            java.util.Optional<java.util.Map<String, Long>> now = admin.calls();
            if (now.isPresent() && now.equals(last)) {
                return true;
            }
            last = now;
            Thread.sleep(QUIET_MILLIS);
        }
        return false;
    }

    @Override
    public java.util.Optional<ProcessHealth> serverProcess(Scenario scenario) {
        return scenario.wire().reach() == Wire.Reach.REMOTE || scenario.wire().reach() == Wire.Reach.FLOOR
                ? admin.process() : java.util.Optional.empty();
    }

    @Override
    public Long read(Scenario scenario) {
        String key = CallCounter.key(scenario.operation(), scenario.tx());
        ThreadKind claimed = scenario.server().runsOn(scenario.wire(), scenario.operation(), scenario.tx());
        if (claimed != null) { // only the calls that ran where the model claims: a call elsewhere is not served so
            String onClaimedThreads = scenario.server().countKey(key, claimed);
            return admin.threads().map(counts -> counts.getOrDefault(onClaimedThreads, 0L)).orElse(null);
        }
        return switch (scenario.wire().reach()) {
            case IN_PROCESS -> localCounter.count(key);
            case REMOTE -> admin.calls().map(counts -> counts.getOrDefault(key, 0L)).orElse(null);
            case FLOOR, HARNESS -> null;
        };
    }
}
