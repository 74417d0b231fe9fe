package dev.wirerace.results.predict;

import java.util.Arrays;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A link between the tiers, as an architect describes it: the round-trip time it adds, its rate in bits per
 * second each way, and its MTU. Loopback (what a run measures on) adds no time and no serialisation.
 *
 * <p>A link's rate caps what it carries in a second; how long one packet takes to leave is its line rate. A wire
 * of that speed serialises every packet at its rate (the line rate is the rate); a shaped link (Linux's tbf, a
 * cloud's bandwidth limit over a faster NIC) lets a bucket of bytes through at the line's own speed and holds
 * the average to its rate, so one call's bytes wait only when the bucket runs dry.
 *
 * @param rttMicros the round-trip time the link adds, in microseconds
 * @param bitsPerSecond the rate each way; {@link Double#POSITIVE_INFINITY} for none to speak of
 * @param lineBitsPerSecond how fast one packet leaves: the rate itself, or (shaped) the faster line under it
 * @param mtu the largest IP packet: it decides how many segments a call's bytes take, each with its headers
 */
public record Link(String name, double rttMicros, double bitsPerSecond, double lineBitsPerSecond, int mtu) {

    /** IPv4 (20) and TCP with timestamps (32) headers, and the Ethernet header (14), on every segment. */
    static final int HEADER_BYTES_PER_SEGMENT = 66;
    private static final int IP_AND_TCP_HEADERS = 52;

    public Link {
        if (rttMicros < 0 || !(bitsPerSecond > 0) || lineBitsPerSecond < bitsPerSecond || mtu < 576) {
            throw new IllegalArgumentException("a link needs an RTT of 0 or more, a rate above 0 (its line at least as"
                    + " fast) and an MTU of at least 576, not " + rttMicros + " µs, " + bitsPerSecond + " bit/s, " + mtu);
        }
    }

    /** A link whose every packet leaves at its rate: a wire of that speed. */
    public Link(String name, double rttMicros, double bitsPerSecond, int mtu) {
        this(name, rttMicros, bitsPerSecond, bitsPerSecond, mtu);
    }

    /** The same link shaped to its rate over a line of no speed limit to speak of (tbf, a cloud's cap). */
    public Link shaped() {
        return new Link(name + ", shaped", rttMicros, bitsPerSecond, Double.POSITIVE_INFINITY, mtu);
    }

    public boolean isShaped() {
        return lineBitsPerSecond > bitsPerSecond;
    }

    /** Ethernet's MTU: a described link's unless said otherwise. */
    public static final int ETHERNET_MTU = 1_500;

    /** The link a run measures on: the loopback device, nothing added. */
    public static final Link LOOPBACK = new Link("loopback", 0, Double.POSITIVE_INFINITY, 65_536);

    /** Typical links, for a first look (the page's presets): change them to what you measured. */
    public enum Preset {
        SAME_HOST("same-host", new Link("same host", 0, Double.POSITIVE_INFINITY, 65_536)),
        SAME_ZONE("same-zone", new Link("same zone", 300, 10e9, ETHERNET_MTU)),
        CROSS_ZONE("cross-zone", new Link("cross-zone", 2_000, 5e9, ETHERNET_MTU)),
        CROSS_REGION("cross-region", new Link("cross-region", 30_000, 1e9, ETHERNET_MTU));

        private final String id;
        private final Link link;

        Preset(String id, Link link) {
            this.id = id;
            this.link = link;
        }

        public String id() {
            return id;
        }

        public Link link() {
            return link;
        }

        public static Preset byId(String id) {
            return Arrays.stream(values()).filter(p -> p.id.equals(id)).findFirst().orElseThrow(() ->
                    new IllegalArgumentException("unknown link '" + id + "': " + String.join(", ",
                            Arrays.stream(values()).map(Preset::id).toList())));
        }
    }

    /** The payload one full segment carries. */
    public int segmentPayload() {
        return mtu - IP_AND_TCP_HEADERS;
    }

    /**
     * Microseconds that {@code bytes} of payload in {@code segments} segments (at least as many as this MTU
     * needs) take to leave at the line rate, headers included.
     */
    public double serialisationMicros(double bytes, double segments) {
        if (Double.isInfinite(lineBitsPerSecond)) {
            return 0;
        }
        return wireBytes(bytes, segments) * 8 / lineBitsPerSecond * 1e6;
    }

    /** Payload and headers on the wire: the segments are as many as measured, or as this MTU needs if more. */
    public double wireBytes(double bytes, double segments) {
        double needed = Math.max(segments, Math.ceil(bytes / segmentPayload()));
        return bytes + needed * HEADER_BYTES_PER_SEGMENT;
    }

    private static final Pattern RATE = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)\\s*(k|m|g)?(bit|bps)?");

    /** "100mbit", "1gbit", "2.5gbit", "800kbit" (tc's spelling; bits per second). */
    public static double parseRate(String text) {
        Matcher matcher = RATE.matcher(text.trim().toLowerCase(Locale.ROOT));
        if (!matcher.matches() || (matcher.group(2) == null && matcher.group(3) == null)) {
            throw new IllegalArgumentException("a rate is a number and a unit, such as 100mbit or 1gbit, not '" + text + "'");
        }
        double value = Double.parseDouble(matcher.group(1));
        String unit = matcher.group(2) == null ? "" : matcher.group(2);
        double scale = switch (unit) {
            case "k" -> 1e3;
            case "m" -> 1e6;
            case "g" -> 1e9;
            default -> 1;
        };
        if (value <= 0) {
            throw new IllegalArgumentException("a rate must be above 0, not '" + text + "'");
        }
        return value * scale;
    }

    /** "100 Mbit/s". */
    public static String describeRate(double bitsPerSecond) {
        if (Double.isInfinite(bitsPerSecond)) {
            return "unbounded";
        }
        if (bitsPerSecond >= 1e9) {
            return trim(bitsPerSecond / 1e9) + " Gbit/s";
        }
        return bitsPerSecond >= 1e6 ? trim(bitsPerSecond / 1e6) + " Mbit/s" : trim(bitsPerSecond / 1e3) + " kbit/s";
    }

    private static String trim(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.format(Locale.ROOT, "%.1f", value);
    }

    public String describe() {
        return String.format(Locale.ROOT, "%s: RTT %.2f ms, %s%s, MTU %d", name, rttMicros / 1000,
                describeRate(bitsPerSecond), isShaped() ? " (shaped: a bucket at line speed)" : "", mtu);
    }
}
