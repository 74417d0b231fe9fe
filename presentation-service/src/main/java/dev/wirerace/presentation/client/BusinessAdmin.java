package dev.wirerace.presentation.client;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.model.WorkSetting;
import dev.wirerace.model.usage.HostDescription;
import dev.wirerace.model.usage.ProcessHealth;
import dev.wirerace.model.usage.ProcessUsage;
import dev.wirerace.model.usage.YardstickReading;
import dev.wirerace.probes.JavaYardstick;
import jakarta.enterprise.context.ApplicationScoped;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.jboss.logging.Logger;

/**
 * The business-service's admin endpoints, read around measured windows and never inside them: what it
 * served ({@code /admin/calls}) and what it used ({@code /admin/usage}). One HTTP client for both, apart
 * from every wire's own.
 */
@ApplicationScoped
public class BusinessAdmin {

    private static final Logger LOG = Logger.getLogger(BusinessAdmin.class);
    private static final TypeReference<Map<String, Long>> COUNTS = new TypeReference<>() { };

    private final BusinessTarget target;
    private final ObjectMapper json;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(3)).build();
    private volatile boolean usageUnreadLogged;
    private volatile boolean yardstickUnreadLogged;

    public BusinessAdmin(BusinessTarget target, ObjectMapper json) {
        this.target = target;
        this.json = json;
    }

    /** The calls served per operation; empty when they cannot be read (then "served" is unknown). */
    public Optional<Map<String, Long>> calls() {
        return read("/admin/calls", json.getTypeFactory().constructType(COUNTS),
                e -> LOG.warnf("cannot read the business-service call counter: %s", e.toString()));
    }

    /** The calls of each server model by the kind of thread that ran them (ServedThreads); empty when unreadable. */
    public Optional<Map<String, Long>> threads() {
        return read("/admin/calls/threads", json.getTypeFactory().constructType(COUNTS),
                e -> LOG.warnf("cannot read the business-service's thread record: %s", e.toString()));
    }

    /** Its process's usage so far; empty when it cannot be read (said once: the ledger's server columns stay empty). */
    public Optional<ProcessUsage> usage() {
        return read("/admin/usage", json.getTypeFactory().constructType(ProcessUsage.class), e -> {
            if (!usageUnreadLogged) {
                usageUnreadLogged = true;
                LOG.warnf("the business-service's CPU and allocation cannot be read (%s): its ledger columns stay empty",
                        e.toString());
            }
        });
    }

    /**
     * How fast its host runs Java now (JavaYardstick, about ten milliseconds of its CPU): read between slots, never
     * inside a window; empty when it cannot be read (an older business-service, or one that cannot time a thread).
     */
    public Optional<YardstickReading> yardstick() {
        return read("/admin/yardstick", json.getTypeFactory().constructType(YardstickReading.class), e -> {
            if (!yardstickUnreadLogged) {
                yardstickUnreadLogged = true;
                LOG.warnf("the business-service's Java yardstick cannot be read (%s): the run records this side's only",
                        e.toString());
            }
        });
    }

    /** Its heap after GC, RSS, threads, open files and sockets now; empty when they cannot be read. */
    public Optional<ProcessHealth> process() {
        return read("/admin/process", json.getTypeFactory().constructType(ProcessHealth.class),
                e -> LOG.warnf("cannot read the business-service's process health: %s", e.toString()));
    }

    /** The work and wait its core applies per call; empty when it cannot be read (an older business-service). */
    public Optional<WorkSetting.Applied> work() {
        return read("/admin/work", json.getTypeFactory().constructType(WorkSetting.Applied.class),
                e -> LOG.warnf("cannot read the business-service's work per call (%s): the run records this side's", e.toString()));
    }

    /** The business-service's machine and pinning; empty when it cannot be read (an older business-service). */
    public Optional<HostDescription> host() {
        return read("/admin/host", json.getTypeFactory().constructType(HostDescription.class),
                e -> LOG.warnf("cannot read the business-service's host (%s): the run records this side's only", e.toString()));
    }

    /** GET and parse; empty, after {@code unread} is told why, when either fails. */
    private <T> Optional<T> read(String path, JavaType type, Consumer<Exception> unread) {
        try {
            return Optional.of(json.readValue(get(path), type));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            unread.accept(e);
        }
        return Optional.empty();
    }

    private String get(String path) throws Exception {
        HttpResponse<String> reply = http.send(HttpRequest.newBuilder(URI.create(target.httpBase() + path))
                .timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString());
        if (reply.statusCode() != 200) {
            throw new IllegalStateException(path + " answered HTTP " + reply.statusCode());
        }
        return reply.body();
    }
}
