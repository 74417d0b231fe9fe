package dev.wirerace.presentation.ledger;

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

    /** A server in its own JVM: accepts one connection, reads 1,000 bytes, answers 3,000, closes it, listens on. */
    private static final String SERVER = """
            import java.net.*;
            public class OneReply {
                public static void main(String[] args) throws Exception {
                    try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
                        server.setSoTimeout(30_000);
                        System.out.println(server.getLocalPort());
                        System.out.flush();
                        try (Socket client = server.accept()) {
                            client.getInputStream().readNBytes(1_000);
                            client.getOutputStream().write(new byte[3_000]);
                        }
                        Thread.sleep(30_000);
                    }
                }
            }
            """;

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
    void aSocketClosedInsideTheWindowIsCounted(@TempDir Path folder) throws Exception {
        assumeTrue(SocketCounters.ofThisProcess() != null, "iproute2's ss is not installed: bytes are not measured here");
        Path source = Files.writeString(folder.resolve("OneReply.java"), SERVER);
        Process server = new ProcessBuilder(ProcessHandle.current().info().command().orElseThrow(), source.toString())
                .redirectErrorStream(true).start();
        try {
            int port = Integer.parseInt(new BufferedReader(new InputStreamReader(server.getInputStream())).readLine().trim());

            ClosedSockets closed = ClosedSockets.watch();
            assertNotNull(closed);
            SocketCounters.Table before = SocketCounters.ofThisProcess();
            try (Socket socket = new Socket("127.0.0.1", port)) {
                OutputStream out = socket.getOutputStream();
                out.write(new byte[1_000]);
                assertEquals(3_000, socket.getInputStream().readNBytes(3_000).length);
            }
            // the kernel reports the destroyed socket once the peer's last ACK is in: on loopback, at once
            Thread.sleep(200);
            SocketCounters.Table after = SocketCounters.ofThisProcess();
            Map<String, SocketCounters.Counts> destroyed = closed.stop();
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
