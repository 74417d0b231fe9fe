package dev.wirerace.tiers.ports;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Free loopback ports, none handed out twice. They are drawn below the kernel's ephemeral range: a port
 * inside it can be given to some client connection between the check and the server's bind, and the kill
 * fault restarts the business-service on the ports it had (once: "Port 38593 seems to be in use").
 */
public final class FreePorts {

    private static final int LOWEST = 10_000;
    private static final int TRIES = 1_000;

    private final Set<Integer> handedOut = new HashSet<>();

    public synchronized int next() throws IOException {
        int ceiling = ephemeralLow();
        for (int tries = 0; tries < TRIES; tries++) {
            int port = LOWEST + ThreadLocalRandom.current().nextInt(ceiling - LOWEST);
            if (!handedOut.contains(port) && bindable(port)) {
                handedOut.add(port);
                return port;
            }
        }
        throw new IOException("no free loopback port from " + LOWEST + " to " + ceiling);
    }

    private static boolean bindable(int port) {
        try (ServerSocket socket = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** The first port of the kernel's ephemeral range; 32768 (Linux's default) when it cannot be read or is too low. */
    static int ephemeralLow() {
        try {
            String range = Files.readString(Path.of("/proc/sys/net/ipv4/ip_local_port_range")).trim();
            int low = Integer.parseInt(range.split("\\s+")[0]);
            return low > LOWEST + 2_000 ? low : 32_768;
        } catch (IOException | RuntimeException e) {
            return 32_768;
        }
    }
}
