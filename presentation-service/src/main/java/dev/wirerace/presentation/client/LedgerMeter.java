package dev.wirerace.presentation.client;

import dev.wirerace.engine.ledger.WindowMeter;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/** The engine's ledger reader, wired to this service's view of the business-service's usage. */
final class LedgerMeter {

    @Produces
    @Singleton
    WindowMeter windowMeter(BusinessAdmin admin) {
        return new WindowMeter(admin::usage);
    }
}
