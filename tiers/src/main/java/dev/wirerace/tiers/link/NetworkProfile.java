package dev.wirerace.tiers.link;

import java.util.Arrays;
import java.util.List;

/**
 * What the link between the tiers adds, per run ({@code ./wirerace quick --network lan}). Toxiproxy's
 * latency is in whole milliseconds, so {@code lan} cannot be study 2's 0.25 ms each way: it delays the
 * replies by 1 ms, a 1 ms round trip (study 2's EC2 ping was 0.5 ms).
 */
public enum NetworkProfile {
    /** No proxy at all. */
    LOOPBACK("loopback", List.of(), 0),
    /**
     * Toxiproxy in the path, adding nothing: what link faults act on when the tiers are on two hosts and the
     * link between them is real (the launcher's choice, never a --network profile).
     */
    PROXY("proxy", List.of(), 0),
    LAN("lan", List.of(Toxic.latency("downstream", 1)), 1_000),
    WAN("wan", List.of(Toxic.latency("upstream", 10), Toxic.latency("downstream", 10)), 20_000),
    /** wan, and 100 Mbit/s (12,500 KB/s) each way. */
    SLOW("slow", List.of(Toxic.latency("upstream", 10), Toxic.latency("downstream", 10),
            Toxic.bandwidth("upstream", 12_500), Toxic.bandwidth("downstream", 12_500)), 20_000);

    private final String id;
    private final List<Toxic> toxics;
    private final long addedRoundTripMicros;

    NetworkProfile(String id, List<Toxic> toxics, long addedRoundTripMicros) {
        this.id = id;
        this.toxics = toxics;
        this.addedRoundTripMicros = addedRoundTripMicros;
    }

    public String id() {
        return id;
    }

    /** Its id, as the command line takes it and its help shows it. */
    @Override
    public String toString() {
        return id;
    }

    public List<Toxic> toxics() {
        return toxics;
    }

    /** What one small request/reply exchange must take longer than on loopback. */
    public long addedRoundTripMicros() {
        return addedRoundTripMicros;
    }

    public boolean proxied() {
        return this != LOOPBACK;
    }

    public static NetworkProfile byId(String id) {
        return Arrays.stream(values()).filter(p -> p.id.equals(id)).findFirst().orElseThrow(
                () -> new IllegalArgumentException("unknown network profile '" + id + "' (loopback, proxy, lan, wan, slow)"));
    }
}
