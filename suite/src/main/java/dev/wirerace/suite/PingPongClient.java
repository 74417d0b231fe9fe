package dev.wirerace.suite;

import dev.wirerace.engine.CallFailure;
import dev.wirerace.engine.FailureKind;
import dev.wirerace.engine.Failures;
import dev.wirerace.model.floor.PingPong;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.time.Duration;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.net.SocketFactory;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;

/**
 * The floor's client: kept-open sockets, one per round trip in flight (a socket cannot be shared by concurrent
 * round trips), plain or TLS, doing {@link PingPong} exchanges and checking every byte of the reply.
 *
 * <p>A round trip borrows the socket used last and hands it back (a pool, last in first out), so that the
 * sockets outlive the runner's worker threads, which are new for every warm-up cycle and every round: one
 * socket per thread, as this once kept, opened a connection (with a TLS handshake on floor-tls) in every round
 * and left hundreds open on the server by the end of a run.
 */
public final class PingPongClient implements AutoCloseable {

    private final SocketFactory sockets;
    private final InetSocketAddress address;
    private final Duration timeout;
    private final List<Socket> opened = new CopyOnWriteArrayList<>();
    private final Deque<Connection> idle = new ConcurrentLinkedDeque<>();

    public PingPongClient(SocketFactory sockets, String host, int port, Duration timeout) {
        this.sockets = sockets;
        this.address = new InetSocketAddress(host, port);
        this.timeout = timeout;
    }

    /** One round trip: {@code requestBytes} out, {@code replyBytes} back, checked. */
    public void exchange(byte[] request, byte[] expectedReply) {
        Connection current = null;
        try {
            current = borrow();
            current.out.writeInt(request.length);
            current.out.writeInt(expectedReply.length);
            current.out.write(request);
            current.out.flush();
            current.in.readFully(current.buffer(expectedReply.length), 0, expectedReply.length);
            if (!Arrays.equals(current.buffer, 0, expectedReply.length, expectedReply, 0, expectedReply.length)) {
                current.close();
                throw new CallFailure(FailureKind.INVALID_REPLY, "ping-pong reply differs from the pattern");
            }
            idle.offerFirst(current);
        } catch (IOException e) {
            if (current != null) {
                current.close(); // its stream may stand mid-exchange: never reused
            }
            throw Failures.translate(e);
        }
    }

    private Connection borrow() throws IOException {
        Connection current = idle.pollFirst();
        while (current != null && current.socket.isClosed()) {
            current = idle.pollFirst();
        }
        if (current == null) {
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
        }
        return current;
    }

    /** How many sockets it has opened so far: at most the round trips that were ever in flight at once. */
    public int openedSockets() {
        return opened.size();
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
        idle.clear();
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

        void close() {
            try {
                socket.close();
            } catch (IOException ignored) {
                // closing anyway
            }
        }

        byte[] buffer(int length) {
            if (buffer.length < length) {
                buffer = new byte[length];
            }
            return buffer;
        }
    }
}
