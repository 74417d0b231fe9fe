package dev.wirerace.business.health;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;

/** Whether a port accepts a TCP connection: the probe's "listening", without speaking the port's protocol. */
final class Listening {

    private static final int CONNECT_TIMEOUT_MILLIS = 1000;

    private Listening() {
    }

    /** Null when {@code host:port} accepts a connection, else why not. */
    static String problem(String host, int port) {
        if (port <= 0) {
            return "not started";
        }
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(probeHost(host), port), CONNECT_TIMEOUT_MILLIS);
            return null;
        } catch (IOException e) {
            return "port " + port + ": " + e.getMessage();
        }
    }

    /** A wildcard bind is reached on loopback. */
    private static String probeHost(String bind) {
        return bind.equals("0.0.0.0") || bind.equals("::") || bind.equals("[::]") ? "127.0.0.1" : bind;
    }
}
