package dev.wirerace.presentation.lookup;

import dev.wirerace.lookup.ClosingClient;
import dev.wirerace.lookup.FreshRegistrySockets;
import dev.wirerace.lookup.PhaseClock;
import dev.wirerace.model.BusinessRemote;
import dev.wirerace.presentation.client.BusinessTarget;
import dev.wirerace.presentation.client.ClientTls;
import dev.wirerace.presentation.client.RmiClient;
import dev.wirerace.presentation.client.WireClients;
import dev.wirerace.suite.WireClient;
import java.rmi.registry.LocateRegistry;
import java.rmi.registry.Registry;
import java.rmi.server.RMIClientSocketFactory;
import java.util.Collections;
import java.util.Hashtable;
import java.util.concurrent.atomic.AtomicLong;
import javax.naming.Context;
import javax.naming.InitialContext;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSession;
import javax.net.ssl.SSLSessionContext;

/**
 * RMI's ways to a stub: the registry API, JNDI over the registry provider (what the studies' EJB clients
 * did), and study 4's bind-then-lookup. Each sample's registry connection is new ({@link FreshRegistrySockets});
 * over SSL with a new TLS context, so the handshake is a full one, and its time is a phase of its own.
 */
final class RmiBootstraps {

    private static final String JNDI_REGISTRY_FACTORY = "com.sun.jndi.rmi.registry.RegistryContextFactory";
    private static final String JNDI_SOCKET_FACTORY = "com.sun.jndi.rmi.factory.socket";

    private final BusinessTarget target;
    private final ClientTls tls;
    private final WireClients clients;
    private final AtomicLong bindings = new AtomicLong();

    RmiBootstraps(BusinessTarget target, ClientTls tls, WireClients clients) {
        this.target = target;
        this.tls = tls;
        this.clients = clients;
    }

    WireClient registry(boolean ssl, PhaseClock clock) throws Exception {
        Registry registry = LocateRegistry.getRegistry(target.host(), port(ssl), sockets(ssl));
        clock.lap("registry-stub");
        BusinessRemote remote = (BusinessRemote) registry.lookup(BusinessRemote.REGISTRY_NAME);
        clock.lap("lookup");
        return RmiClient.of(remote);
    }

    WireClient jndi(boolean ssl, PhaseClock clock) throws Exception {
        Hashtable<String, Object> environment = new Hashtable<>();
        environment.put(Context.INITIAL_CONTEXT_FACTORY, JNDI_REGISTRY_FACTORY);
        environment.put(Context.PROVIDER_URL, "rmi://" + target.host() + ":" + port(ssl));
        environment.put(JNDI_SOCKET_FACTORY, sockets(ssl));
        InitialContext context = new InitialContext(environment);
        clock.lap("initial-context");
        try {
            BusinessRemote remote = (BusinessRemote) context.lookup(BusinessRemote.REGISTRY_NAME);
            clock.lap("lookup");
            return ClosingClient.of(RmiClient.of(remote), context::close);
        } catch (Exception e) {
            context.close();
            throw e;
        }
    }

    /**
     * Study 4's bind test: binds a stub of the core this JVM exports under a new name in the business
     * tier's plain registry, looks that name up and calls it; the binding is removed when the client closes.
     */
    WireClient bind(PhaseClock clock) throws Exception {
        BusinessRemote own = clients.sameJvmStub();
        Registry registry = LocateRegistry.getRegistry(target.host(), target.rmiPort(), sockets(false));
        clock.lap("registry-stub");
        String name = "wirerace-bind-" + ProcessHandle.current().pid() + "-" + bindings.incrementAndGet();
        registry.bind(name, own);
        clock.lap("bind");
        try {
            BusinessRemote remote = (BusinessRemote) registry.lookup(name);
            clock.lap("lookup");
            return ClosingClient.of(RmiClient.of(remote), () -> registry.unbind(name));
        } catch (Exception e) {
            registry.unbind(name);
            throw e;
        }
    }

    /**
     * The stub the SSL registry hands out connects with the JVM's default TLS context (JDK's
     * SslRMIClientSocketFactory), whose sessions would be resumed by the next sample: they are forgotten
     * first, so that connection's handshake is a full one too.
     */
    private static void forgetDefaultTlsSessions() throws Exception {
        SSLSessionContext sessions = SSLContext.getDefault().getClientSessionContext();
        for (byte[] id : Collections.list(sessions.getIds())) {
            SSLSession session = sessions.getSession(id);
            if (session != null) {
                session.invalidate();
            }
        }
    }

    private int port(boolean ssl) {
        return ssl ? target.rmiSslPort() : target.rmiPort();
    }

    private RMIClientSocketFactory sockets(boolean ssl) throws Exception {
        if (ssl) {
            forgetDefaultTlsSessions();
        }
        int connectTimeout = (int) target.connectTimeout().toMillis();
        return ssl ? FreshRegistrySockets.ssl(tls.freshContext(), connectTimeout)
                : FreshRegistrySockets.plain(connectTimeout);
    }
}
