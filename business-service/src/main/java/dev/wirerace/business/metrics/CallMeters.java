package dev.wirerace.business.metrics;

import dev.wirerace.core.CallCounter;
import dev.wirerace.model.wire.Wire;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.concurrent.TimeUnit;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The business-service's calls per wire, as Prometheus reads them: {@code wirerace_server_calls_seconds}
 * (count, sum, max) tagged {@code wire} and {@code outcome}, and the core's own count per operation. The
 * timers are made once, here, so a call only indexes an array: what they cost per call is measured and
 * reported in docs/commands.md ("Health, metrics and OpenAPI"); {@code wirerace.metrics.calls=false} leaves every wire unmetered.
 *
 * <p>What a timer covers depends on who can see the call: on the HTTP wires (REST, SOAP, serialized, gRPC,
 * both bare ones) from the request's arrival to the response's end; on RMI the remote method inside the
 * server (RMI's own reading and writing are not visible to it); on the floors one exchange.
 */
@ApplicationScoped
public class CallMeters {

    public static final String NAME = "wirerace.server.calls";

    private final boolean enabled;
    /** [wire ordinal][0 success, 1 error]; null for the wires this service does not serve. */
    private final Timer[][] timers = new Timer[Wire.values().length][];

    public CallMeters(MeterRegistry registry, CallCounter core,
            @ConfigProperty(name = "wirerace.metrics.calls", defaultValue = "true") boolean enabled) {
        this.enabled = enabled;
        for (Wire wire : Wire.values()) {
            if (wire.remote() || wire.reach() == Wire.Reach.FLOOR) {
                timers[wire.ordinal()] = new Timer[] { timer(registry, wire, "success"), timer(registry, wire, "error") };
            }
        }
        // read when scraped, so free per call: what the core served, whichever wire carried it
        for (String operation : core.operations()) {
            FunctionCounter.builder("wirerace.core.calls", core, c -> c.count(operation))
                    .tag("operation", operation).description("calls the business core served").register(registry);
        }
    }

    private static Timer timer(MeterRegistry registry, Wire wire, String outcome) {
        return Timer.builder(NAME).tag("wire", wire.id()).tag("outcome", outcome)
                .description("calls the business-service served, per wire").register(registry);
    }

    public boolean enabled() {
        return enabled;
    }

    /** Records one call of {@code wire} that began at {@code startNanos} ({@link System#nanoTime()}). */
    public void record(Wire wire, long startNanos, boolean succeeded) {
        if (enabled) {
            timers[wire.ordinal()][succeeded ? 0 : 1].record(System.nanoTime() - startNanos, TimeUnit.NANOSECONDS);
        }
    }
}
