package dev.wirerace.engine.ledger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Real sockets: this process's own found by inode, and a connection opened and closed inside a window counted. */
class ClosedSocketsTest {

    /** A server in its own JVM: twice accepts a connection, reads N bytes, answers 3 N, closes it; then listens on. */
    private static final String SERVER = """
            import java.net.*;
            public class OneReply {
                public static void main(String[] args) throws Exception {
                    try (ServerSocket server = new ServerSocket(0, 2, InetAddress.getLoopbackAddress())) {
                        server.setSoTimeout(30_000);
                        System.out.println(server.getLocalPort());
                        System.out.flush();
                        for (int request : new int[] { 100, 1_000 }) {
                            try (Socket client = server.accept()) {
                                client.getInputStream().readNBytes(request);
                                client.getOutputStream().write(new byte[3 * request]);
                            }
                        }
                        Thread.sleep(30_000);
                    }
                }
            }
            """;

    private static void exchange(int port, int request) throws Exception {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            OutputStream out = socket.getOutputStream();
            out.write(new byte[request]);
            assertEquals(3 * request, socket.getInputStream().readNBytes(3 * request).length);
        }
    }

    @Test
    void thisProcessesSocketsAreFoundByTheirInodes() throws Exception {
        assumeTrue(SocketCounters.ofThisProcess() != null, "iproute2's ss is not installed: bytes are not measured here");
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            SocketCounters.Table table = SocketCounters.ofThisProcess();

            assertTrue(table.ourListeningPorts().contains(server.getLocalPort()), table.ourListeningPorts().toString());
            assertTrue(table.listeningPorts().contains(server.getLocalPort()));
        }
    }

    @Test
    void aSocketClosedInsideTheWindowIsCountedAndOneClosedBeforeItIsNot(@TempDir Path folder) throws Exception {
        assumeTrue(SocketCounters.ofThisProcess() != null, "iproute2's ss is not installed: bytes are not measured here");
        Path source = Files.writeString(folder.resolve("OneReply.java"), SERVER);
        Process server = new ProcessBuilder(ProcessHandle.current().info().command().orElseThrow(), source.toString())
                .redirectErrorStream(true).start();
        try {
            int port = Integer.parseInt(new BufferedReader(new InputStreamReader(server.getInputStream())).readLine().trim());

            ClosedSockets closed = ClosedSockets.start();
            assertNotNull(closed);
            // closed after ss listens but before the window starts, as the server's usage read is: not counted
            exchange(port, 100);
            SocketCounters.Table before = SocketCounters.ofThisProcess();
            int start = closed.begin();
            exchange(port, 1_000);
            // the kernel reports the destroyed socket once the peer's last ACK is in: on loopback, at once
            Thread.sleep(200);
            SocketCounters.Table after = SocketCounters.ofThisProcess();
            Map<String, SocketCounters.Counts> destroyed = closed.since(start);
            closed.stop();
            assertNotNull(destroyed);

            SocketCounters.Counts counted = SocketCounters.delta(before, after, destroyed);
            assertEquals(1_000, counted.bytesSent(), "closed sockets: " + destroyed);
            // the kernel counts the peer's FIN as one byte received
            assertTrue(counted.bytesReceived() == 3_000 || counted.bytesReceived() == 3_001,
                    "bytes received: " + counted.bytesReceived());
            assertTrue(counted.segmentsOut() >= 3, "segments out: " + counted.segmentsOut());
        } finally {
            server.destroyForcibly();
        }
    }
}
