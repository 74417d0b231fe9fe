package dev.wirerace.presentation.lookup;

import dev.wirerace.lookup.FailoverClient;
import dev.wirerace.lookup.PhaseClock;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.suite.WireClient;
import io.smallrye.stork.Stork;
import io.smallrye.stork.api.Service;
import io.smallrye.stork.api.ServiceDefinition;
import io.smallrye.stork.impl.RoundRobinConfiguration;
import io.smallrye.stork.servicediscovery.staticlist.StaticConfiguration;
import java.time.Duration;
import java.util.List;

/**
 * Clients whose business-service address SmallRye Stork picks from a static list of instances,
 * round-robin: the modern stand-in for clustered naming (HA-JNDI). REST over HTTP and plain gRPC.
 */
final class StorkBootstraps {

    private final Service service;
    private final int instances;
    private final HttpBootstraps http;
    private final GrpcBootstraps grpc;
    private final Duration timeout;

    private StorkBootstraps(Service service, int instances, HttpBootstraps http, GrpcBootstraps grpc,
            Duration timeout) {
        this.service = service;
        this.instances = instances;
        this.http = http;
        this.grpc = grpc;
        this.timeout = timeout;
    }

    /** {@code addresses} as host:port, the business-service's HTTP port (REST and h2c gRPC share it). */
    static StorkBootstraps over(List<String> addresses, HttpBootstraps http, GrpcBootstraps grpc, Duration timeout) {
        String name = "wirerace-business-" + String.join("-", addresses).replaceAll("[^0-9A-Za-z-]", "-");
        Stork stork = stork();
        stork.defineIfAbsent(name, ServiceDefinition.of(
                new StaticConfiguration().withAddressList(String.join(",", addresses)), new RoundRobinConfiguration()));
        return new StorkBootstraps(stork.getService(name), addresses.size(), http, grpc, timeout);
    }

    WireClient open(Wire wire, PhaseClock clock) throws Exception {
        FailoverClient.Connector connector = switch (wire) {
            case REST_HTTP -> (instance, phases) -> http.rest(Wire.REST_HTTP,
                    "http://" + instance.getHost() + ":" + instance.getPort(), phases);
            case GRPC -> (instance, phases) -> grpc.open(instance.getHost(), instance.getPort(), false, phases);
            default -> throw new IllegalArgumentException("no Stork client for " + wire.id());
        };
        return FailoverClient.open(service, connector, instances, timeout, clock);
    }

    /** Quarkus initializes Stork at start-up; outside Quarkus (or before it) this does. */
    private static Stork stork() {
        try {
            return Stork.getInstance();
        } catch (IllegalStateException notInitialized) {
            Stork.initialize();
            return Stork.getInstance();
        }
    }
}
