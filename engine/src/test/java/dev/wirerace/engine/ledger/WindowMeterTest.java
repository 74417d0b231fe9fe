package dev.wirerace.engine.ledger;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.wirerace.model.wire.Wire;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A full window reads the sockets of a remote wire; a window for cycles that need only the usage does not. */
class WindowMeterTest {

    @Test
    void aWindowWithoutSocketsReadsTheUsageAndNoSockets() {
        assumeTrue(SocketCounters.ofThisProcess() != null,
                "ss (iproute2) is not installed: no window has sockets to read, so none can be told from another");
        WindowMeter meter = new WindowMeter(Optional::empty);
        assertNotNull(meter.open(Wire.REST_HTTP).close(1).wire(), "a full window of a remote wire reads its sockets");

        WindowCost light = meter.openWithoutSockets(Wire.REST_HTTP).close(1);
        assertNull(light.wire(), "no ss run for this window");
        assertTrue(light.nanos() > 0);
        assertNotNull(light.client());
    }
}
