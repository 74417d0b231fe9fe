package dev.wirerace.presentation.client;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.model.broker.BrokerQueues;
import dev.wirerace.model.usage.ProcessUsage;
import jakarta.enterprise.context.ApplicationScoped;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * The broker JVM's usage ({@code GET /usage}, a ProcessUsage), read at the edges of the broker wires' windows as the
 * business-service's is: the ledger's third tier. Empty without a broker, or when it cannot be read (said once).
 */
@ApplicationScoped
public class BrokerAdmin {

    private static final Logger LOG = Logger.getLogger(BrokerAdmin.class);

    private final Optional<String> usageUrl;
    private final ObjectMapper json;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(3)).build();
    private volatile boolean unreadLogged;

    public BrokerAdmin(@ConfigProperty(name = BrokerQueues.USAGE_URL_SETTING) Optional<String> usageUrl,
            ObjectMapper json) {
        this.usageUrl = usageUrl;
        this.json = json;
    }

    public Optional<ProcessUsage> usage() {
        if (usageUrl.isEmpty()) {
            return Optional.empty();
        }
        try {
            HttpResponse<String> reply = http.send(HttpRequest.newBuilder(URI.create(usageUrl.get()))
                    .timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString());
            if (reply.statusCode() != 200) {
                throw new IllegalStateException(usageUrl.get() + " answered HTTP " + reply.statusCode());
            }
            return Optional.of(json.readValue(reply.body(), ProcessUsage.class));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            if (!unreadLogged) {
                unreadLogged = true;
                LOG.warnf("the broker's CPU cannot be read (%s): its ledger columns stay empty", e.toString());
            }
        }
        return Optional.empty();
    }
}
