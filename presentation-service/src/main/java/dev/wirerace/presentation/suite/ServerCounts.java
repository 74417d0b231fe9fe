package dev.wirerace.presentation.suite;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.core.CallCounter;
import dev.wirerace.presentation.client.BusinessTarget;
import jakarta.enterprise.context.ApplicationScoped;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import org.jboss.logging.Logger;

/**
 * Reads what the server side counted: the business-service's counter over HTTP for remote wires, this
 * JVM's own core for in-process ones. Read before and after a scenario, outside the timed loop.
 */
@ApplicationScoped
public class ServerCounts {

    private static final Logger LOG = Logger.getLogger(ServerCounts.class);

    private final BusinessTarget target;
    private final CallCounter localCounter;
    private final ObjectMapper json;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(3)).build();

    public ServerCounts(BusinessTarget target, CallCounter localCounter, ObjectMapper json) {
        this.target = target;
        this.localCounter = localCounter;
        this.json = json;
    }

    /** The counter's value for the scenario's operation, or null when the wire reaches no core. */
    Long read(Scenario scenario) {
        String key = switch (scenario.operation()) {
            case ADD_ONE -> CallCounter.ADD_ONE;
            case CONCAT -> CallCounter.CONCAT;
            case ACCOUNTS -> CallCounter.accountsKey(scenario.tx());
        };
        return switch (scenario.wire().reach()) {
            case IN_PROCESS -> localCounter.count(key);
            case REMOTE -> {
                Map<String, Long> counts = remote();
                yield counts == null ? null : counts.getOrDefault(key, 0L);
            }
            case FLOOR, HARNESS -> null;
        };
    }

    /** The business-service's counts, or null when they cannot be read (then "served" is unknown). */
    private Map<String, Long> remote() {
        try {
            HttpResponse<String> reply = http.send(HttpRequest.newBuilder(URI.create(target.httpBase() + "/admin/calls"))
                    .timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString());
            if (reply.statusCode() == 200) {
                return json.readValue(reply.body(), new TypeReference<Map<String, Long>>() { });
            }
            LOG.warnf("business-service call counter answered HTTP %d", reply.statusCode());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            LOG.warnf("cannot read the business-service call counter: %s", e.toString());
        }
        return null;
    }

    /** Null when unknown, or when the counter went back (the business-service was restarted meanwhile). */
    static Long delta(Long before, Long after) {
        return before == null || after == null || after < before ? null : after - before;
    }
}
