package dev.wirerace.tiers.link;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The routes ./wirerace writes for Toxiproxy are the routes the presentation-service reads back. */
class RouteTest {

    @Test
    void aRouteIsReadBackAsItWasWritten() {
        Route written = Route.onLoopback("echo-tls", 40123, "198.18.0.2", 8447);
        assertEquals("echo-tls=127.0.0.1:40123>198.18.0.2:8447", written.text());
        assertEquals(List.of(written), Route.parseAll(List.of(written.text())));
        assertEquals("198.18.0.2", written.upstreamHost());
        assertEquals(8447, written.upstreamPort());
    }

    @Test
    void aMalformedRouteIsRefusedWithItsForm() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> Route.parseAll(List.of("http:8080>127.0.0.1:80")));
        assertTrue(refused.getMessage().contains("name=listenHost:port>upstreamHost:port"), refused.getMessage());
    }
}
