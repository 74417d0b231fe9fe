package dev.wirerace.suite;

import dev.wirerace.model.wire.Client;
import dev.wirerace.model.wire.Wire;
import java.util.List;

/** Builds the clients a run measures: the presentation-service's, with their guard, TLS and settings. */
public interface WireOpener {

    /** A business client of {@code wire} in {@code client}'s library. */
    WireClient open(Wire wire, Client client) throws Exception;

    /** The floor's ping-pong client for a floor wire. */
    PingPongClient openFloor(Wire wire) throws Exception;

    /** The circuit breaker's state changes a client went through, for the results. */
    List<String> breakerTransitions(WireClient client);
}
