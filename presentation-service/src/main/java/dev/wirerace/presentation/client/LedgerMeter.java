package dev.wirerace.presentation.client;

import dev.wirerace.engine.ledger.WindowMeter;
import dev.wirerace.model.wire.Wire;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.util.Set;

/** The engine's ledger reader, wired to this service's view of the business-service's usage and ports, and the broker's. */
final class LedgerMeter {

    @Produces
    @Singleton
    WindowMeter windowMeter(BusinessAdmin admin, BusinessTarget target, BrokerAdmin broker) {
        return new WindowMeter(admin::usage, wire -> portsOfItsOwn(wire, target), broker::usage);
    }

    /** The floors' ping-pong ports carry nothing else: their rows count those connections alone. */
    static Set<Integer> portsOfItsOwn(Wire wire, BusinessTarget target) {
        return switch (wire) {
            case FLOOR_TCP -> Set.of(target.echoPort());
            case FLOOR_TLS -> Set.of(target.echoTlsPort());
            default -> Set.of();
        };
    }
}
