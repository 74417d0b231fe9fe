package dev.wirerace.engine.ledger;

/**
 * One measured window's cost: the calls made in it, what each tier's process used, what crossed the wire
 * and how busy the rest of the machine was.
 *
 * @param nanos how long the window lasted, by the client's clock
 * @param server null when the calls reach no other process (in-process wires, the empty one) or its
 *        figures could not be read
 * @param wire what this process's outgoing connections counted in the window, closed ones included (only the
 *        scenario's calls run in it); null when it has none or they could not be read
 * @param broker the broker's JVM, for the broker wires (a third tier); null for every other wire, or when its
 *        figures could not be read
 */
public record WindowCost(long calls, long nanos, TierCost client, TierCost server, SocketCounters.Counts wire,
        Noise noise, TierCost broker) {

    /** A window of a wire through no broker. */
    public WindowCost(long calls, long nanos, TierCost client, TierCost server, SocketCounters.Counts wire, Noise noise) {
        this(calls, nanos, client, server, wire, noise, null);
    }

    /**
     * The same window with the CPU the harness's callers spent spinning to fixed-rate starts taken from the
     * client's: that time is the load generator's, and at 8,000 calls a second it was most of a CPU.
     */
    public WindowCost lessClientSpin(long spinNanos) {
        return spinNanos <= 0 ? this
                : new WindowCost(calls, nanos, client.lessCpu(spinNanos), server, wire, noise, broker);
    }

    /** The server's CPU per call in microseconds, its JIT compiler threads' left out; null without calls. */
    public Double serverCpuMicrosPerCall() {
        return server == null || calls == 0 ? null : server.callCpuNanos() / 1_000.0 / calls;
    }

    /** Likewise the broker's; null for a wire through none. */
    public Double brokerCpuMicrosPerCall() {
        return broker == null || calls == 0 ? null : broker.callCpuNanos() / 1_000.0 / calls;
    }

    /** Likewise the client's. */
    public Double clientCpuMicrosPerCall() {
        return calls == 0 ? null : client.callCpuNanos() / 1_000.0 / calls;
    }
}
