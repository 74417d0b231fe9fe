package dev.wirerace.model.broker;

/**
 * What the broker wires agree on: the queue the presentation-service sends its calls to (the same JSON as the
 * WebSocket's frames, {@code SocketCall}), each with a reply-to queue of the caller's and a correlation id that the
 * business-service's reply carries back; and where the broker and its usage are found when nobody picks ports.
 */
public final class BrokerQueues {

    /** An anycast queue: every business-service consumer takes from it, each message once. */
    public static final String REQUESTS = "wirerace.requests";
    /** The broker's one acceptor, Artemis's core protocol. */
    public static final String PORT = "61616";
    /** The broker JVM's own usage ({@code GET /usage}, a ProcessUsage), read at a window's edges as the business-service's. */
    public static final String USAGE_PORT = "61680";
    /** The services' setting naming the broker ({@code tcp://host:port}); without it the broker wires are off. */
    public static final String URL_SETTING = "wirerace.broker.url";
    /** The presentation-service's setting naming the broker's usage ({@code http://host:port/usage}). */
    public static final String USAGE_URL_SETTING = "wirerace.broker.usage-url";

    /**
     * The services' client connection to the broker at {@code url}, with Artemis's URL options {@code options}
     * ({@code name=value}) after the one both clients share: Java NIO, not Netty's epoll, as Vert.x uses it for every
     * other wire (its native transport is off by default) and as Artemis's client can run in a native image (there
     * Netty's epoll channel cannot be made; Quarkiverse's quarkus-artemis turns epoll off the same way). Every
     * Artemis client of one JVM must agree: they share one event loop, and an epoll channel fails on a NIO loop.
     */
    public static String clientUrl(String url, String... options) {
        return url + "?useEpoll=false" + (options.length == 0 ? "" : "&" + String.join("&", options));
    }

    private BrokerQueues() {
    }
}
