package dev.wirerace.suite;

import dev.wirerace.model.wire.Way;
import dev.wirerace.model.wire.Wire;
import java.util.List;

/** Builds the clients a run measures: the presentation-service's, with their guard, TLS and settings. */
public interface WireOpener {

    /** A business client of a way's wire in its client's library, toward its server model's paths. */
    WireClient open(Way way) throws Exception;

    /** The floor's ping-pong client for a floor wire. */
    PingPongClient openFloor(Wire wire) throws Exception;

    /** The circuit breaker's state changes a client went through, for the results. */
    List<String> breakerTransitions(WireClient client);
}
