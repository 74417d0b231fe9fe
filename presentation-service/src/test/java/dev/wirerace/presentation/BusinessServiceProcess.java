package dev.wirerace.presentation;

import dev.wirerace.tiers.BusinessTier;
import dev.wirerace.tiers.ports.FreePorts;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The real business-service, started as its own process from its packaged jar on free ports, for the
 * tests that measure across processes: the same {@link BusinessTier} ./wirerace starts. The build packages
 * business-service before this module's tests. With {@code network=lan} (an init argument) Toxiproxy sits
 * between the tiers on every port, RMI included.
 */
public class BusinessServiceProcess implements QuarkusTestResourceLifecycleManager {

    /** The broker wires' broker, started beside it (BrokerTier), from the broker module's build. */
    private static final Path BROKER = Path.of("../broker");
    private static final Path JAR = Path.of("..", "business-service", "target", "quarkus-app", "quarkus-run.jar");

    /** Toxiproxy, installed by tools/install.sh (./wirerace test does it). */
    private static final Path TOXIPROXY = Path.of("..", ".tools", "bin", "toxiproxy");

    private BusinessTier tier;
    private String network = "loopback";

    /** {@code network=lan} (or wan, slow) puts Toxiproxy between the tiers, as ./wirerace --network does. */
    @Override
    public void init(Map<String, String> initArgs) {
        network = initArgs.getOrDefault("network", "loopback");
    }

    @Override
    public Map<String, String> start() {
        try {
            boolean proxied = !network.equals("loopback");
            List<String> options = new ArrayList<>(List.of("--sun-misc-unsafe-memory-access=allow",
                    "--enable-native-access=ALL-UNNAMED", "-Xmx512m"));
            options.addAll(jvmOptions());
            BusinessTier.Launch launch = new BusinessTier.Launch(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(), options, JAR, Optional.empty(),
                    Files.createTempDirectory("business-service-logs-"),
                    proxied ? Optional.of(TOXIPROXY) : Optional.empty()).withBroker(BROKER);
            tier = BusinessTier.start(launch, new FreePorts());
            Map<String, String> config = new HashMap<>(tier.presentationSettings());
            config.put("wirerace.faults.business-pid", String.valueOf(tier.process().pid()));
            config.put("wirerace.network", network);
            config.putAll(presentationConfig());
            return config;
        } catch (Exception e) {
            stop();
            throw new IllegalStateException("business-service did not start: " + e.getMessage(), e);
        }
    }

    /** More options for the business-service's JVM (none here). */
    protected List<String> jvmOptions() {
        return List.of();
    }

    /** More settings for the presentation-service under test (none here). */
    protected Map<String, String> presentationConfig() {
        return Map.of();
    }

    @Override
    public void stop() {
        if (tier != null) {
            try {
                tier.close();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
