package dev.wirerace.business.floor;

import dev.wirerace.business.ServerTls;
import dev.wirerace.business.metrics.CallMeters;
import dev.wirerace.model.floor.PingPong;
import dev.wirerace.model.wire.Wire;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javax.net.ServerSocketFactory;
import javax.net.ssl.SSLHandshakeException;
import org.jboss.logging.Logger;

/**
 * The floor: a {@link PingPong} server over a bare socket (plain and TLS) with the payload sizes of the
 * real calls, so each wire can be read as a multiple of what the machine's loopback costs. One thread per
 * connection; connections stay open across exchanges.
 */
@ApplicationScoped
public class EchoServer {

    private static final Logger LOG = Logger.getLogger(EchoServer.class);

    private final EchoConfig config;
    private final ServerTls tls;
    private final CallMeters meters;
    /**
     * Platform threads, like RMI's and a blocking client's: a virtual thread's hand-off to a carrier adds
     * tens of microseconds per exchange, which would lift the floor above the wires it measures.
     */
    private final ExecutorService connections = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "wirerace-floor");
        thread.setDaemon(true);
        return thread;
    });
    private volatile ServerSocket plain;
    private volatile ServerSocket secure;

    public EchoServer(EchoConfig config, ServerTls tls, CallMeters meters) {
        this.config = config;
        this.tls = tls;
        this.meters = meters;
    }

    void onStart(@Observes StartupEvent event) throws IOException {
        if (config.enabled()) {
            start();
        }
    }

    /** Listens on both ports; after {@link #stop()}, on the same ones again (a free one picked for 0 included). */
    public synchronized void start() throws IOException {
        InetAddress host = InetAddress.getByName(config.host());
        plain = listen(ServerSocketFactory.getDefault(), port() > 0 ? port() : config.port(), host, Wire.FLOOR_TCP);
        secure = listen(tls.context().getServerSocketFactory(), tlsPort() > 0 ? tlsPort() : config.tlsPort(), host,
                Wire.FLOOR_TLS);
        LOG.infof("floor ping-pong on %s:%d (TCP) and %s:%d (TLS)", config.host(), plain.getLocalPort(),
                config.host(), secure.getLocalPort());
    }

    private ServerSocket listen(ServerSocketFactory factory, int port, InetAddress host, Wire wire) throws IOException {
        ServerSocket server = factory.createServerSocket();
        // a restart must get its port back while the last connections' sockets are in TIME_WAIT
        server.setReuseAddress(true);
        server.bind(new InetSocketAddress(host, port), 128);
        connections.submit(() -> accept(server, wire));
        return server;
    }

    private void accept(ServerSocket server, Wire wire) {
        while (!server.isClosed()) {
            try {
                Socket socket = server.accept();
                connections.submit(() -> serve(socket, wire));
            } catch (IOException closed) {
                return;
            }
        }
    }

    private void serve(Socket socket, Wire wire) {
        try (socket) {
            socket.setTcpNoDelay(true);
            DataInputStream in = new DataInputStream(new BufferedInputStream(socket.getInputStream()));
            DataOutputStream out = new DataOutputStream(socket.getOutputStream());
            byte[] reply = new byte[0];
            while (true) {
                int requestBytes = in.readInt();
                long start = System.nanoTime();
                int replyBytes = in.readInt();
                if (!PingPong.acceptable(requestBytes) || !PingPong.acceptable(replyBytes)) {
                    LOG.warnf("floor ping-pong: refused sizes %d/%d, closing", requestBytes, replyBytes);
                    return;
                }
                in.skipNBytes(requestBytes);
                if (reply.length != replyBytes) {
                    reply = PingPong.pattern(replyBytes);
                }
                out.write(reply);
                out.flush();
                meters.record(wire, start, true);
            }
        } catch (EOFException | SocketException closedByClient) {
            // the client is done
        } catch (SSLHandshakeException e) {
            // a readiness probe's connect-and-close ends the handshake before it began: not worth a line
            if (!(e.getCause() instanceof EOFException)) {
                LOG.warnf("floor ping-pong TLS handshake failed: %s", e.toString());
            }
        } catch (IOException e) {
            LOG.warnf("floor ping-pong connection failed: %s", e.toString());
        }
    }

    void onStop(@Observes ShutdownEvent event) throws IOException {
        stop();
        connections.shutdownNow();
    }

    /** Closes both listening sockets (open connections finish their exchanges): readiness goes down. */
    public synchronized void stop() throws IOException {
        for (ServerSocket server : new ServerSocket[] { plain, secure }) {
            if (server != null) {
                server.close();
            }
        }
    }

    /**
     * The plain port (the configured one, or the free one picked for 0), also once stopped (a closed socket
     * keeps its port); -1 before the first start.
     */
    public int port() {
        return plain == null ? -1 : plain.getLocalPort();
    }

    public int tlsPort() {
        return secure == null ? -1 : secure.getLocalPort();
    }
}
