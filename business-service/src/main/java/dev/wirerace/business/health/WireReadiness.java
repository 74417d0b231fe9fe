package dev.wirerace.business.health;

import dev.wirerace.business.bare.BareConfig;
import dev.wirerace.business.broker.BrokerConsumers;
import dev.wirerace.business.bare.BareServer;
import dev.wirerace.business.floor.EchoConfig;
import dev.wirerace.business.floor.EchoServer;
import dev.wirerace.business.rmi.RmiConfig;
import dev.wirerace.business.rmi.RmiServer;
import io.quarkus.runtime.LaunchMode;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.LinkedHashMap;
import java.util.Map;
import org.eclipse.microprofile.config.ConfigProvider;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.Readiness;

/**
 * Ready when every listener of every wire serves: HTTP and HTTPS (REST, SOAP, serialized; gRPC, which
 * Quarkus' own "gRPC Server" check covers too), the bare server, both RMI registries with the core bound, and
 * both floor ports, and the broker wires' consumers when a broker is named. One entry per listener says "serving" or why not, so a probe's answer names what is down.
 */
@Readiness
@ApplicationScoped
public class WireReadiness implements HealthCheck {

    static final String SERVING = "serving";

    private final RmiServer rmi;
    private final RmiConfig rmiConfig;
    private final EchoServer floor;
    private final EchoConfig floorConfig;
    private final BareServer bare;
    private final BareConfig bareConfig;
    private final BrokerConsumers broker;

    public WireReadiness(RmiServer rmi, RmiConfig rmiConfig, EchoServer floor, EchoConfig floorConfig, BareServer bare,
            BareConfig bareConfig, BrokerConsumers broker) {
        this.rmi = rmi;
        this.rmiConfig = rmiConfig;
        this.floor = floor;
        this.floorConfig = floorConfig;
        this.bare = bare;
        this.bareConfig = bareConfig;
        this.broker = broker;
    }

    @Override
    public HealthCheckResponse call() {
        Map<String, String> problems = new LinkedHashMap<>();
        String httpHost = ConfigProvider.getConfig().getOptionalValue("quarkus.http.host", String.class).orElse("127.0.0.1");
        problems.put("http", Listening.problem(httpHost, httpPort("port")));
        problems.put("https", Listening.problem(httpHost, httpPort("ssl-port")));
        if (bareConfig.enabled()) {
            problems.put("bare", Listening.problem(bareConfig.host(), bare.port()));
        }
        if (rmiConfig.enabled()) {
            problems.put("rmi", rmi.bound(false) ? Listening.problem(rmiConfig.host(), rmi.registryPort()) : "not bound");
            problems.put("rmi-ssl", rmi.bound(true) ? Listening.problem(rmiConfig.host(), rmi.sslRegistryPort()) : "not bound");
        }
        if (floorConfig.enabled()) {
            problems.put("floor-tcp", Listening.problem(floorConfig.host(), floor.port()));
            problems.put("floor-tls", Listening.problem(floorConfig.host(), floor.tlsPort()));
        }
        // the broker wires' consumers, when a broker was named: ready once they consume
        broker.connected().ifPresent(connected -> problems.put("broker", connected ? null : "connecting to the broker"));
        HealthCheckResponseBuilder response = HealthCheckResponse.named("business wires");
        problems.forEach((listener, problem) -> response.withData(listener, problem == null ? SERVING : problem));
        return response.status(problems.values().stream().allMatch(problem -> problem == null)).build();
    }

    /**
     * The port Quarkus listens on: it writes the one it bound (a free one for 0 included) to a system
     * property, {@code quarkus.http.test-port} under tests.
     */
    private static int httpPort(String name) {
        String property = "quarkus.http." + (LaunchMode.current() == LaunchMode.TEST ? "test-" : "") + name;
        String value = System.getProperty(property);
        if (value == null) {
            value = ConfigProvider.getConfig().getOptionalValue(property, String.class).orElse("-1");
        }
        return Integer.parseInt(value);
    }
}
