package dev.wirerace.engine.ledger;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Reading ss's tcp_info lines, and what a window counts of sockets that came and went. */
class SocketCountersTest {

    private static final String SS = """
            LISTEN 0      4096   127.0.0.1:9000 0.0.0.0:* ino:103 sk:1 cgroup:/ <->
            \t cubic cwnd:10
            LISTEN 0      4096   127.0.0.1:8080 0.0.0.0:* ino:201 sk:1 cgroup:/ <->
            \t cubic cwnd:10
            ESTAB  0      0      127.0.0.1:44469 127.0.0.1:8080 ino:105 sk:1 cgroup:/ <->
            \t cubic wscale:7,7 rto:204 rtt:0.032/0.018 mss:32768 bytes_sent:1200 bytes_acked:1201 bytes_received:400 segs_out:30 segs_in:29 data_segs_out:10
            ESTAB  0      0      127.0.0.1:8080 127.0.0.1:44469 ino:209 sk:1 cgroup:/ <->
            \t cubic wscale:7,7 rto:204 bytes_sent:400 bytes_received:1200 segs_out:29 segs_in:30
            ESTAB  0      0      [::1]:50000 [::1]:7070 ino:106 sk:1 cgroup:/ <->
            \t cubic wscale:7,7 rto:204 segs_out:1 segs_in:1
            ESTAB  0      0      127.0.0.1:9000 127.0.0.1:51000 ino:107 sk:1 cgroup:/ <->
            \t cubic wscale:7,7 rto:204 bytes_sent:900 bytes_received:100 segs_out:5 segs_in:5
            TIME-WAIT 0   0      127.0.0.1:44000 127.0.0.1:8080
            """;

    @Test
    void onlyThisProcessesOutgoingConnectionsAreKeptWithEveryCounter() {
        SocketCounters.Table table = SocketCounters.parseTable(SS, Set.of(103L, 105L, 106L, 107L));

        assertEquals(2, table.connections().size());
        assertEquals(new SocketCounters.Counts(1200, 400, 30, 29), table.connections().get("127.0.0.1:44469>127.0.0.1:8080"));
        // ss leaves out a counter still at zero
        assertEquals(new SocketCounters.Counts(0, 0, 1, 1), table.connections().get("[::1]:50000>[::1]:7070"));
        // the connection accepted on this process's own port (a poll of its progress) is not the wire's
        assertEquals(Set.of(9000, 8080), table.listeningPorts());
        assertEquals(Set.of(9000), table.ourListeningPorts());
    }

    @Test
    void aWindowCountsGrowthNewSocketsWholeAReusedAddressPairFromZeroAndSocketsOpenedAndClosedInside() {
        Set<Integer> listening = Set.of(8080, 9000);
        SocketCounters.Table before = new SocketCounters.Table(Map.of(
                "h:1>h:8080", new SocketCounters.Counts(100, 50, 10, 9),
                "h:2>h:8080", new SocketCounters.Counts(5_000, 5_000, 100, 100),
                "h:3>h:8080", new SocketCounters.Counts(1_000, 2_000, 20, 20)), listening, Set.of(9000));
        SocketCounters.Table after = new SocketCounters.Table(Map.of(
                "h:1>h:8080", new SocketCounters.Counts(160, 90, 14, 13),
                "h:2>h:8080", new SocketCounters.Counts(20, 30, 3, 3),
                "h:4>h:8080", new SocketCounters.Counts(7, 8, 2, 2)), listening, Set.of(9000));
        Map<String, SocketCounters.Counts> closed = Map.of(
                // open at the start, closed inside (another wire's idle connection, its GOAWAY): left out
                "h:3>h:8080", new SocketCounters.Counts(1_100, 2_400, 25, 24),
                // opened and closed inside, to another process's port: whole
                "h:5>h:8080", new SocketCounters.Counts(300, 600, 6, 6),
                // the business-service's side of that connection, and a poll of this process's own port: not ours
                "h:8080>h:5", new SocketCounters.Counts(600, 300, 6, 6),
                "h:6>h:9000", new SocketCounters.Counts(80, 900, 4, 4),
                // opened and closed inside without a byte of payload (the peer's FIN counts as one)
                "h:7>h:8080", new SocketCounters.Counts(0, 1, 2, 2));

        assertEquals(new SocketCounters.Counts(60 + 20 + 7 + 300, 40 + 30 + 8 + 600, 4 + 3 + 2 + 6, 4 + 3 + 2 + 6),
                SocketCounters.delta(before, after, closed));
    }

    /** A floor's row counts its own port's connections: another client's WINDOW_UPDATE meanwhile is not its. */
    @Test
    void aWindowTowardPortsOfItsOwnLeavesOtherConnectionsOut() {
        Set<Integer> listening = Set.of(8080, 7070);
        SocketCounters.Table before = new SocketCounters.Table(Map.of(
                "h:1>h:7070", new SocketCounters.Counts(120, 40, 10, 10),
                "h:2>h:8080", new SocketCounters.Counts(5_000, 5_000, 100, 100)), listening, Set.of());
        SocketCounters.Table after = new SocketCounters.Table(Map.of(
                "h:1>h:7070", new SocketCounters.Counts(240, 80, 20, 20),
                "h:2>h:8080", new SocketCounters.Counts(5_013, 5_000, 101, 100)), listening, Set.of());
        Map<String, SocketCounters.Counts> closed = Map.of(
                "h:3>h:8080", new SocketCounters.Counts(300, 600, 6, 6),
                "h:4>h:7070", new SocketCounters.Counts(24, 8, 3, 3));

        Set<Integer> floor = Set.of(7070);
        assertEquals(new SocketCounters.Counts(120 + 24, 40 + 8, 10 + 3, 10 + 3), SocketCounters.delta(
                before.toward(floor), after.toward(floor), SocketCounters.toward(closed, floor)));
        assertEquals(new SocketCounters.Counts(120 + 13 + 300 + 24, 40 + 600 + 8, 10 + 1 + 6 + 3, 10 + 6 + 3),
                SocketCounters.delta(before.toward(Set.of()), after.toward(Set.of()), SocketCounters.toward(closed, Set.of())));
    }

    @Test
    void destroyedSocketsAreReadWithTheirLastCounters() {
        String events = """
                UNCONN 0      0          127.0.0.1:59874    127.0.0.1:59841
                \t wscale:10,10 rto:204 bytes_sent:1234 bytes_acked:1236 bytes_received:5001 segs_out:5 segs_in:5
                UNCONN 0      0          127.0.0.1:59841      0.0.0.0:*
                \t rto:1000 mss:536 cwnd:10
                """;

        Map<String, SocketCounters.Counts> closed = SocketCounters.parseDestroyed(events);

        assertEquals(new SocketCounters.Counts(1234, 5001, 5, 5), closed.get("127.0.0.1:59874>127.0.0.1:59841"));
        assertEquals(SocketCounters.Counts.ZERO, closed.get("127.0.0.1:59841>0.0.0.0:*"));
    }
}
