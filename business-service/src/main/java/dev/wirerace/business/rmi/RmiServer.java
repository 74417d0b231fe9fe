package dev.wirerace.business.rmi;

import dev.wirerace.core.RemotePayloadCore;
import dev.wirerace.core.PayloadCore;
import dev.wirerace.payload.contract.PayloadAllowList;
import dev.wirerace.payload.contract.PayloadRemote;

import dev.wirerace.business.ServerTls;
import dev.wirerace.business.metrics.CallMeters;
import dev.wirerace.core.BusinessCore;
import dev.wirerace.model.BusinessRemote;
import dev.wirerace.model.serial.SerialAllowList;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.rmi.LoopbackServerSocketFactory;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.rmi.NoSuchObjectException;
import java.rmi.Remote;
import java.rmi.registry.LocateRegistry;
import java.rmi.registry.Registry;
import java.rmi.server.RMIClientSocketFactory;
import java.rmi.server.UnicastRemoteObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.net.ServerSocketFactory;
import javax.net.ssl.SSLContext;
import javax.rmi.ssl.SslRMIClientSocketFactory;
import org.jboss.logging.Logger;

/**
 * Starts the plain (JRMP) and the SSL RMI registry with the core bound as {@value BusinessRemote#REGISTRY_NAME}
 * in each, and takes them down on shutdown (so dev-mode restarts find their ports free).
 *
 * <p>Deserialization: calls are read through {@link SerialAllowList}; the registries use the JDK's built-in
 * registry allow-list, tightened here by {@code sun.rmi.registry.registryFilter} limits.
 */
@ApplicationScoped
public class RmiServer {

    private static final Logger LOG = Logger.getLogger(RmiServer.class);

    /** Limits placed before the JDK's built-in registry allow-list (which decides the classes). */
    static final String REGISTRY_LIMITS = "maxdepth=6;maxrefs=200;maxarray=1000;maxbytes=65536";

    private static final LoggedRejections CALL_FILTER = new LoggedRejections(SerialAllowList.FILTER);
    /** The payload's calls carry its generated types, read through its own allow-list. */
    private static final LoggedRejections PAYLOAD_FILTER = new LoggedRejections(PayloadAllowList.FILTER);

    private final BusinessCore core;
    private final PayloadCore payload;
    private final RmiConfig config;
    private final ServerTls tls;
    private final CallMeters meters;
    private final List<Remote> exported = new ArrayList<>();
    /** The registries while they serve, by whether they are the SSL one; for readiness. */
    private final Map<Boolean, Registry> registries = new ConcurrentHashMap<>();
    private volatile int registryPort = -1;
    private volatile int sslRegistryPort = -1;

    public RmiServer(BusinessCore core, PayloadCore payload, RmiConfig config, ServerTls tls, CallMeters meters) {
        this.core = core;
        this.payload = payload;
        this.config = config;
        this.tls = tls;
        this.meters = meters;
    }

    void onStart(@Observes StartupEvent event) throws IOException {
        if (config.enabled()) {
            start();
        }
    }

    /** Creates both registries and binds the core in each; after {@link #stop()}, again on the same ports. */
    public synchronized void start() throws IOException {
        // both read once, before the first export: the host stubs advertise, and the registry's limits
        System.setProperty("java.rmi.server.hostname", config.advertisedHost().orElse(config.host()));
        if (System.getProperty("sun.rmi.registry.registryFilter") == null) {
            System.setProperty("sun.rmi.registry.registryFilter", REGISTRY_LIMITS);
        }
        InetAddress bindAddress = InetAddress.getByName(config.host());

        var plainSockets = new LoopbackServerSocketFactory(ServerSocketFactory.getDefault(), bindAddress);
        registryPort = serve(portFor(registryPort, config.registryPort(), bindAddress), config.objectPort(), null, plainSockets,
                Wire.RMI);

        SSLContext ssl = sslContext();
        var sslSockets = new LoopbackServerSocketFactory(ssl.getServerSocketFactory(), bindAddress);
        sslRegistryPort = serve(portFor(sslRegistryPort, config.sslRegistryPort(), bindAddress), config.sslObjectPort(),
                new SslRMIClientSocketFactory(), sslSockets, Wire.RMI_SSL);
        LOG.infof("RMI registry on %s:%d, RMI/SSL registry on %s:%d, name %s, stubs advertise %s", config.host(),
                registryPort, config.host(), sslRegistryPort, BusinessRemote.REGISTRY_NAME,
                System.getProperty("java.rmi.server.hostname"));
    }

    /** Creates a registry on {@code registryPort} (never 0: see portFor), exports a fresh adapter, binds it; returns the port. */
    private int serve(int registryPort, int objectPort, RMIClientSocketFactory clientSockets,
            LoopbackServerSocketFactory serverSockets, Wire wire) throws IOException {
        Registry registry = LocateRegistry.createRegistry(registryPort, clientSockets, serverSockets);
        exported.add(registry);
        BusinessRemote adapter = new MeteredRemote(core, meters, wire);
        Remote stub = UnicastRemoteObject.exportObject(adapter, objectPort, clientSockets, serverSockets,
                CALL_FILTER);
        exported.add(adapter);
        registry.rebind(BusinessRemote.REGISTRY_NAME, stub);
        // the payload's calls beside them, on the same port
        PayloadRemote payloadAdapter = new RemotePayloadCore(payload);
        Remote payloadStub = UnicastRemoteObject.exportObject(payloadAdapter, objectPort, clientSockets, serverSockets,
                PAYLOAD_FILTER);
        exported.add(payloadAdapter);
        registry.rebind(PayloadRemote.REGISTRY_NAME, payloadStub);
        registries.put(clientSockets != null, registry);
        return registryPort;
    }

    private SSLContext sslContext() {
        return tls.context();
    }

    /**
     * A restart keeps the port it had, so clients find it again. For 0 a free port is picked here rather than
     * by RMI: a transport exported on port 0 never closes its listening socket, so it could not stop.
     */
    private static int portFor(int previous, int configured, InetAddress bindAddress) throws IOException {
        if (previous > 0) {
            return previous;
        }
        if (configured != 0) {
            return configured;
        }
        try (ServerSocket probe = new ServerSocket(0, 1, bindAddress)) {
            return probe.getLocalPort();
        }
    }

    void onStop(@Observes ShutdownEvent event) {
        stop();
    }

    /** Unexports both registries and both objects: their ports close, and readiness goes down. */
    public synchronized void stop() {
        for (Remote remote : exported) {
            try {
                UnicastRemoteObject.unexportObject(remote, true);
            } catch (NoSuchObjectException alreadyGone) {
                // nothing to release
            }
        }
        exported.clear();
        registries.clear();
    }

    /** Whether the plain (or SSL) registry is exported with the core bound in it. */
    public boolean bound(boolean ssl) {
        Registry registry = registries.get(ssl);
        try {
            return registry != null && List.of(registry.list()).contains(BusinessRemote.REGISTRY_NAME);
        } catch (java.rmi.RemoteException unexported) {
            return false;
        }
    }

    /** The plain registry's port (the configured one, or the free port picked for 0). */
    public int registryPort() {
        return registryPort;
    }

    public int sslRegistryPort() {
        return sslRegistryPort;
    }
}
