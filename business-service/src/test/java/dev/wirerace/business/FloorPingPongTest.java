package dev.wirerace.business;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.wirerace.model.BoundPorts;
import dev.wirerace.model.floor.PingPong;
import io.quarkus.test.junit.QuarkusTest;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.net.Socket;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The floor's ping-pong ports, plain and TLS, over real sockets. */
@QuarkusTest
class FloorPingPongTest {

    private BoundPorts ports;

    @BeforeEach
    void readThePorts() {
        ports = ListeningPorts.read();
    }

    @Test
    void plainRoundTripsAnswerThePatternOnOneKeptOpenConnection() throws IOException {
        try (Socket socket = new Socket("127.0.0.1", ports.floorTcp())) {
            exchange(socket, 4, 4);
            exchange(socket, 1_000, 7_920);
            exchange(socket, 0, 0);
        }
    }

    @Test
    void tlsRoundTripsTrustingOnlyTheGeneratedCertificate() throws Exception {
        try (SSLSocket socket = (SSLSocket) TrustedTls.clientContext().getSocketFactory()
                .createSocket("localhost", ports.floorTls())) {
            SSLParameters parameters = socket.getSSLParameters();
            parameters.setEndpointIdentificationAlgorithm("HTTPS");
            socket.setSSLParameters(parameters);
            exchange(socket, 4, 7_920);
        }
    }

    @Test
    void anOversizedRequestClosesTheConnectionAndThePortKeepsServing() throws IOException {
        try (Socket socket = new Socket("127.0.0.1", ports.floorTcp())) {
            socket.setSoTimeout(10_000);
            DataOutputStream out = new DataOutputStream(socket.getOutputStream());
            out.writeInt(PingPong.MAX_BYTES + 1);
            out.writeInt(4);
            out.flush();
            assertThrows(EOFException.class, () -> new DataInputStream(socket.getInputStream()).readInt());
        }
        plainRoundTripsAnswerThePatternOnOneKeptOpenConnection();
    }

    private static void exchange(Socket socket, int requestBytes, int replyBytes) throws IOException {
        socket.setSoTimeout(10_000);
        DataOutputStream out = new DataOutputStream(socket.getOutputStream());
        out.writeInt(requestBytes);
        out.writeInt(replyBytes);
        out.write(new byte[requestBytes]);
        out.flush();
        byte[] reply = new byte[replyBytes];
        new DataInputStream(socket.getInputStream()).readFully(reply);
        assertArrayEquals(PingPong.pattern(replyBytes), reply);
        assertEquals(replyBytes, reply.length);
    }
}
