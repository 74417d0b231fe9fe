package dev.wirerace.business.floor;

import dev.wirerace.business.ServerTls;
import dev.wirerace.model.floor.PingPong;
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
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javax.net.ServerSocketFactory;
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
    /**
     * Platform threads, like RMI's and a blocking client's: a virtual thread's hand-off to a carrier adds
     * tens of microseconds per exchange, which would lift the floor above the wires it measures.
     */
    private final ExecutorService connections = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "wirerace-floor");
        thread.setDaemon(true);
        return thread;
    });
    private ServerSocket plain;
    private ServerSocket secure;

    public EchoServer(EchoConfig config, ServerTls tls) {
        this.config = config;
        this.tls = tls;
    }

    void start(@Observes StartupEvent event) throws Exception {
        if (!config.enabled()) {
            return;
        }
        InetAddress host = InetAddress.getByName(config.host());
        plain = listen(ServerSocketFactory.getDefault(), config.port(), host);
        var sslContext = tls.context();
        secure = listen(sslContext.getServerSocketFactory(), config.tlsPort(), host);
        LOG.infof("floor ping-pong on %s:%d (TCP) and %s:%d (TLS)", config.host(), plain.getLocalPort(),
                config.host(), secure.getLocalPort());
    }

    private ServerSocket listen(ServerSocketFactory factory, int port, InetAddress host) throws IOException {
        ServerSocket server = factory.createServerSocket(port, 128, host);
        connections.submit(() -> accept(server));
        return server;
    }

    private void accept(ServerSocket server) {
        while (!server.isClosed()) {
            try {
                Socket socket = server.accept();
                connections.submit(() -> serve(socket));
            } catch (IOException closed) {
                return;
            }
        }
    }

    private static void serve(Socket socket) {
        try (socket) {
            socket.setTcpNoDelay(true);
            DataInputStream in = new DataInputStream(new BufferedInputStream(socket.getInputStream()));
            DataOutputStream out = new DataOutputStream(socket.getOutputStream());
            byte[] reply = new byte[0];
            while (true) {
                int requestBytes = in.readInt();
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
            }
        } catch (EOFException | SocketException closedByClient) {
            // the client is done
        } catch (IOException e) {
            LOG.warnf("floor ping-pong connection failed: %s", e.toString());
        }
    }

    void stop(@Observes ShutdownEvent event) throws IOException {
        for (ServerSocket server : new ServerSocket[] { plain, secure }) {
            if (server != null) {
                server.close();
            }
        }
        connections.shutdownNow();
    }

    public int port() {
        return plain == null ? -1 : plain.getLocalPort();
    }

    public int tlsPort() {
        return secure == null ? -1 : secure.getLocalPort();
    }
}
