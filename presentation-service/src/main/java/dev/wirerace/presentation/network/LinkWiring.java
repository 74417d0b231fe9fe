package dev.wirerace.presentation.network;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.suite.link.NetworkLink;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.util.List;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** The link between the tiers (suite's NetworkLink), made from this service's settings, set up with its start. */
@Singleton
public class LinkWiring {

    @Produces
    @Singleton
    NetworkLink link(@ConfigProperty(name = "wirerace.network", defaultValue = "loopback") String network,
            @ConfigProperty(name = "wirerace.fork.child", defaultValue = "false") boolean child, LinkConfig config,
            ObjectMapper json) {
        return new NetworkLink(network, child, config.toxiproxy(), config.routes().orElse(List.of()), json);
    }

    void start(@Observes StartupEvent event, NetworkLink link) throws IOException, InterruptedException {
        link.start();
    }

    void stop(@Observes ShutdownEvent event, NetworkLink link) {
        link.stop();
    }
}
