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

    private BrokerQueues() {
    }
}
