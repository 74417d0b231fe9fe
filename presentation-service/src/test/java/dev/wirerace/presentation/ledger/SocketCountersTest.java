package dev.wirerace.presentation.ledger;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** Reading ss's tcp_info lines, and what a window counts of sockets that came and went. */
class SocketCountersTest {

    private static final String SS = """
            0      0      127.0.0.1:44469 127.0.0.1:8080 users:(("java",pid=77,fd=5))
            \t cubic wscale:7,7 rto:204 rtt:0.032/0.018 mss:32768 bytes_sent:1200 bytes_acked:1201 bytes_received:400 segs_out:30 segs_in:29 data_segs_out:10
            0      0      127.0.0.1:8080 127.0.0.1:44469 users:(("java",pid=12,fd=9))
            \t cubic wscale:7,7 rto:204 bytes_sent:400 bytes_received:1200 segs_out:29 segs_in:30
            0      0      [::1]:50000 [::1]:7070 users:(("java",pid=77,fd=6))
            \t cubic wscale:7,7 rto:204 segs_out:1 segs_in:1
            """;

    @Test
    void onlyThisProcessesSocketsAreKeptWithEveryCounter() {
        Map<String, SocketCounters.Counts> sockets = SocketCounters.parse(SS, 77);

        assertEquals(2, sockets.size());
        assertEquals(new SocketCounters.Counts(1200, 400, 30, 29), sockets.get("127.0.0.1:44469>127.0.0.1:8080"));
        // ss leaves out a counter still at zero
        assertEquals(new SocketCounters.Counts(0, 0, 1, 1), sockets.get("[::1]:50000>[::1]:7070"));
    }

    @Test
    void aWindowCountsGrowthAndNewSocketsWholeAndAReusedAddressPairFromZero() {
        Map<String, SocketCounters.Counts> before = Map.of(
                "a>s", new SocketCounters.Counts(100, 50, 10, 9),
                "b>s", new SocketCounters.Counts(5_000, 5_000, 100, 100));
        Map<String, SocketCounters.Counts> after = Map.of(
                "a>s", new SocketCounters.Counts(160, 90, 14, 13),
                "b>s", new SocketCounters.Counts(20, 30, 3, 3),
                "c>s", new SocketCounters.Counts(7, 8, 2, 2));

        assertEquals(new SocketCounters.Counts(60 + 20 + 7, 40 + 30 + 8, 4 + 3 + 2, 4 + 3 + 2),
                SocketCounters.delta(before, after));
    }
}
