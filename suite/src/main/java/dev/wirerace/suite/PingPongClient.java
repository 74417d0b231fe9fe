package dev.wirerace.suite;

import dev.wirerace.engine.Failures;
import dev.wirerace.model.floor.PingPong;
import dev.wirerace.engine.CallFailure;
import dev.wirerace.engine.FailureKind;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.net.SocketFactory;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;

/**
 * The floor's client: one kept-open socket per worker thread (a socket cannot be shared by concurrent
 * round trips), plain or TLS, doing {@link PingPong} exchanges and checking every byte of the reply.
 */
public final class PingPongClient implements AutoCloseable {

    private final SocketFactory sockets;
    private final InetSocketAddress address;
    private final Duration timeout;
    private final List<Socket> opened = new CopyOnWriteArrayList<>();
    private final ThreadLocal<Connection> connection = new ThreadLocal<>();

    public PingPongClient(SocketFactory sockets, String host, int port, Duration timeout) {
        this.sockets = sockets;
        this.address = new InetSocketAddress(host, port);
        this.timeout = timeout;
    }

    /** One round trip: {@code requestBytes} out, {@code replyBytes} back, checked. */
    public void exchange(byte[] request, byte[] expectedReply) {
        try {
            Connection current = connection();
            current.out.writeInt(request.length);
            current.out.writeInt(expectedReply.length);
            current.out.write(request);
            current.out.flush();
            current.in.readFully(current.buffer(expectedReply.length), 0, expectedReply.length);
            if (!Arrays.equals(current.buffer, 0, expectedReply.length, expectedReply, 0, expectedReply.length)) {
                throw new CallFailure(FailureKind.INVALID_REPLY, "ping-pong reply differs from the pattern");
            }
        } catch (IOException e) {
            connection.remove();
            throw Failures.translate(e);
        }
    }

    private Connection connection() throws IOException {
        Connection current = connection.get();
        if (current == null || current.socket.isClosed()) {
            Socket socket = sockets.createSocket();
            socket.connect(address, (int) timeout.toMillis());
            socket.setSoTimeout((int) timeout.toMillis());
            socket.setTcpNoDelay(true);
            if (socket instanceof SSLSocket ssl) {
                SSLParameters parameters = ssl.getSSLParameters();
                parameters.setEndpointIdentificationAlgorithm("HTTPS");
                ssl.setSSLParameters(parameters);
                ssl.startHandshake();
            }
            opened.add(socket);
            current = new Connection(socket);
            connection.set(current);
        }
        return current;
    }

    @Override
    public void close() {
        for (Socket socket : opened) {
            try {
                socket.close();
            } catch (IOException ignored) {
                // closing anyway
            }
        }
        opened.clear();
    }

    private static final class Connection {
        final Socket socket;
        final DataInputStream in;
        final DataOutputStream out;
        byte[] buffer = new byte[0];

        Connection(Socket socket) throws IOException {
            this.socket = socket;
            this.in = new DataInputStream(socket.getInputStream());
            this.out = new DataOutputStream(new BufferedOutputStream(socket.getOutputStream()));
        }

        byte[] buffer(int length) {
            if (buffer.length < length) {
                buffer = new byte[length];
            }
            return buffer;
        }
    }
}
