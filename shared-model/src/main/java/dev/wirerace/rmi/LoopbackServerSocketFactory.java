package dev.wirerace.rmi;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.rmi.server.RMIServerSocketFactory;
import java.util.Objects;
import javax.net.ServerSocketFactory;

/**
 * Binds RMI's listening sockets to one address (loopback by default): the JDK's own factories listen on
 * every interface.
 * Equality matters: RMI shares one listening socket between objects exported with equal factories.
 */
public final class LoopbackServerSocketFactory implements RMIServerSocketFactory {

    private final ServerSocketFactory sockets;
    private final InetAddress bindAddress;

    public LoopbackServerSocketFactory(ServerSocketFactory sockets, InetAddress bindAddress) {
        this.sockets = sockets;
        this.bindAddress = bindAddress;
    }

    @Override
    public ServerSocket createServerSocket(int port) throws IOException {
        return sockets.createServerSocket(port, 50, bindAddress);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof LoopbackServerSocketFactory that && sockets.equals(that.sockets)
                && bindAddress.equals(that.bindAddress);
    }

    @Override
    public int hashCode() {
        return Objects.hash(sockets, bindAddress);
    }
}
