package dev.wirerace.presentation.lookup;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.io.IOException;
import java.net.ServerSocket;
import java.util.Map;

/** A "second instance" that is down: a loopback port that was free a moment ago, so it refuses connections. */
public class DeadInstance implements QuarkusTestResourceLifecycleManager {

    @Override
    public Map<String, String> start() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return Map.of("wirerace.lookup.second-http-port", String.valueOf(socket.getLocalPort()));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void stop() {
    }
}
