package dev.wirerace.tiers.link;

import java.util.List;

/**
 * One proxied port: toxiproxy listens on {@code listen} and forwards to {@code upstream} (host:port).
 * Written {@code name=listenHost:port>upstreamHost:port}: {@link ToxiproxyLink} writes the routes so for the
 * presentation-service, which reads them back with {@link #parseAll} and creates the proxies.
 */
public record Route(String name, String listen, String upstream) {

    /** A proxy listening on this machine's loopback. */
    static Route onLoopback(String name, int listenPort, String upstreamHost, int upstreamPort) {
        return new Route(name, "127.0.0.1:" + listenPort, upstreamHost + ":" + upstreamPort);
    }

    /** As ./wirerace passes it: {@code name=listenHost:port>upstreamHost:port}. */
    public String text() {
        return name + "=" + listen + ">" + upstream;
    }

    static Route parse(String text) {
        int equals = text.indexOf('=');
        int arrow = text.indexOf('>');
        if (equals <= 0 || arrow <= equals) {
            throw new IllegalArgumentException("a route is name=listenHost:port>upstreamHost:port, not '" + text + "'");
        }
        return new Route(text.substring(0, equals).trim(), text.substring(equals + 1, arrow).trim(),
                text.substring(arrow + 1).trim());
    }

    public static List<Route> parseAll(List<String> texts) {
        return texts.stream().map(Route::parse).toList();
    }

    public String upstreamHost() {
        return upstream.substring(0, upstream.lastIndexOf(':'));
    }

    public int upstreamPort() {
        return Integer.parseInt(upstream.substring(upstream.lastIndexOf(':') + 1));
    }
}
