package dev.wirerace.lookup;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.rmi.server.RMIClientSocketFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;

/**
 * The client socket factory of one sample's registry stub. RMI keeps connections per (host, port,
 * factory); this class keeps {@link Object#equals} as identity, so a new instance means a new connection,
 * never one a previous sample left open. Over SSL it completes the handshake itself and carves that time
 * out of the open phase, which is how the SSL handshake's share of a lookup is measured.
 */
public final class FreshRegistrySockets implements RMIClientSocketFactory {

    private final SSLContext tls;
    private final int connectTimeoutMillis;

    private FreshRegistrySockets(SSLContext tls, int connectTimeoutMillis) {
        this.tls = tls;
        this.connectTimeoutMillis = connectTimeoutMillis;
    }

    public static FreshRegistrySockets plain(int connectTimeoutMillis) {
        return new FreshRegistrySockets(null, connectTimeoutMillis);
    }

    /** {@code tls} should be a fresh context too: a shared one would resume sessions between samples. */
    public static FreshRegistrySockets ssl(SSLContext tls, int connectTimeoutMillis) {
        return new FreshRegistrySockets(tls, connectTimeoutMillis);
    }

    @Override
    public Socket createSocket(String host, int port) throws IOException {
        Socket socket = new Socket();
        socket.setTcpNoDelay(true);
        socket.connect(new InetSocketAddress(host, port), connectTimeoutMillis);
        if (tls == null) {
            return socket;
        }
        SSLSocket ssl = (SSLSocket) tls.getSocketFactory().createSocket(socket, host, port, true);
        // the host-name check JDK 25's own SslRMIClientSocketFactory makes
        SSLParameters parameters = ssl.getSSLParameters();
        parameters.setEndpointIdentificationAlgorithm("HTTPS");
        ssl.setSSLParameters(parameters);
        long start = System.nanoTime();
        ssl.startHandshake();
        PhaseClock clock = PhaseClock.current();
        if (clock != null) {
            clock.carve("tls-handshake", System.nanoTime() - start);
        }
        return ssl;
    }
}
