package dev.wirerace.tiers.link;

import java.util.Map;

/**
 * One toxiproxy toxic: {@code stream} "downstream" (server to client) or "upstream" (client to server).
 * Latencies are whole milliseconds in toxiproxy; bandwidth is KB/s.
 */
public record Toxic(String name, String type, String stream, Map<String, Object> attributes) {

    public static Toxic latency(String stream, int millis) {
        return new Toxic("latency-" + stream, "latency", stream, Map.of("latency", millis, "jitter", 0));
    }

    public static Toxic bandwidth(String stream, int kilobytesPerSecond) {
        return new Toxic("bandwidth-" + stream, "bandwidth", stream, Map.of("rate", kilobytesPerSecond));
    }

    /** Stops all data; with {@code closeAfterMillis} 0 the connection stays open, stalled, until removed. */
    public static Toxic timeout(int closeAfterMillis) {
        return new Toxic("fault-timeout", "timeout", "upstream", Map.of("timeout", closeAfterMillis));
    }

    /** Resets connections (TCP RST) after {@code millis} of data. */
    public static Toxic resetPeer(int millis) {
        return new Toxic("fault-reset", "reset_peer", "upstream", Map.of("timeout", millis));
    }
}
