package dev.wirerace.business;

import dev.wirerace.tiers.BrokerTier;
import dev.wirerace.tiers.ports.FreePorts;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * The broker wires' broker, its own JVM on free ports (BrokerTier), for every test of this module (one application
 * start: a restart of it for one class fails to build CXF's payload endpoint again); stopped after the last.
 */
@QuarkusTestResource(BrokerProcess.class)
public class BrokerProcess implements QuarkusTestResourceLifecycleManager {

    /** Where the test reaches it, as the business-service under test does. */
    static volatile String url;

    private BrokerTier broker;

    @Override
    public Map<String, String> start() {
        try {
            broker = BrokerTier.start(new BrokerTier.Launch(Path.of(System.getProperty("java.home"), "bin", "java")
                    .toString(), Path.of("../broker"), Optional.empty(), Files.createTempDirectory("broker-logs-")),
                    new FreePorts());
            url = broker.presentationSettings().get(dev.wirerace.model.broker.BrokerQueues.URL_SETTING);
            return Map.of(dev.wirerace.model.broker.BrokerQueues.URL_SETTING, url);
        } catch (Exception e) {
            stop();
            throw new IllegalStateException("the broker did not start: " + e.getMessage(), e);
        }
    }

    @Override
    public void stop() {
        if (broker != null) {
            try {
                broker.close();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
