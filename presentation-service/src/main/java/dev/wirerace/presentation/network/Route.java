package dev.wirerace.presentation.network;

import java.util.List;

/**
 * One proxied port: toxiproxy listens on {@code listen} and forwards to {@code upstream} (host:port).
 * Written {@code name=listenHost:port>upstreamHost:port}, as ./wirerace passes them.
 */
public record Route(String name, String listen, String upstream) {

    static Route parse(String text) {
        int equals = text.indexOf('=');
        int arrow = text.indexOf('>');
        if (equals <= 0 || arrow <= equals) {
            throw new IllegalArgumentException("a route is name=listenHost:port>upstreamHost:port, not '" + text + "'");
        }
        return new Route(text.substring(0, equals).trim(), text.substring(equals + 1, arrow).trim(),
                text.substring(arrow + 1).trim());
    }

    static List<Route> parseAll(List<String> texts) {
        return texts.stream().map(Route::parse).toList();
    }

    String upstreamHost() {
        return upstream.substring(0, upstream.lastIndexOf(':'));
    }

    int upstreamPort() {
        return Integer.parseInt(upstream.substring(upstream.lastIndexOf(':') + 1));
    }
}
