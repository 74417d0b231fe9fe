package dev.wirerace.presentation.client;

import dev.wirerace.engine.Failures;
import dev.wirerace.model.Account;
import dev.wirerace.model.BusinessRemote;
import dev.wirerace.model.TxMode;
import dev.wirerace.suite.WireClient;
import java.rmi.ConnectException;
import java.rmi.ConnectIOException;
import java.rmi.NoSuchObjectException;
import java.rmi.NotBoundException;
import java.rmi.RemoteException;
import java.rmi.registry.LocateRegistry;
import java.rmi.registry.Registry;
import java.rmi.server.RMIClientSocketFactory;
import java.util.List;
import javax.rmi.ssl.SslRMIClientSocketFactory;

/**
 * RMI through a stub from the registry, plain (JRMP) or over SSL. The SSL stub uses the JVM's default
 * {@code SSLContext}, which {@link ClientTls} points at the generated truststore.
 *
 * <p>A stub names one exported object of one server process: after the business-service restarts it is
 * stale ({@code NoSuchObjectException}), and while the server is down it cannot connect. On such a failure the
 * call still fails (a measured call is tried once), and the stub is looked up again, so the next call goes to
 * the object the registry holds now.
 */
public final class RmiClient implements WireClient {

    /** Where a fresh stub comes from; null for a stub of this JVM's own object, which cannot go stale. */
    private final Registry registry;
    private volatile BusinessRemote remote;

    private RmiClient(Registry registry, BusinessRemote remote) {
        this.registry = registry;
        this.remote = remote;
    }

    static RmiClient lookup(String host, int port, boolean ssl) throws Exception {
        RMIClientSocketFactory sockets = ssl ? new SslRMIClientSocketFactory() : null;
        Registry registry = LocateRegistry.getRegistry(host, port, sockets);
        return new RmiClient(registry, (BusinessRemote) registry.lookup(BusinessRemote.REGISTRY_NAME));
    }

    /** Study 1's "remote interface, same JVM": a stub of an object exported in this very JVM. */
    public static RmiClient of(BusinessRemote stub) {
        return new RmiClient(null, stub);
    }

    private interface RemoteCall<T> {
        T on(BusinessRemote remote) throws RemoteException;
    }

    private <T> T call(RemoteCall<T> call) {
        BusinessRemote stub = remote;
        try {
            return call.on(stub);
        } catch (RemoteException e) {
            if (registry != null && (e instanceof NoSuchObjectException || e instanceof ConnectException
                    || e instanceof ConnectIOException)) {
                lookUpAgain(stub);
            }
            throw Failures.translate(e);
        }
    }

    /** Once per stale stub, however many callers saw it fail; a registry still down leaves it for the next failure. */
    private synchronized void lookUpAgain(BusinessRemote stale) {
        if (remote != stale) {
            return;
        }
        try {
            remote = (BusinessRemote) registry.lookup(BusinessRemote.REGISTRY_NAME);
        } catch (RemoteException | NotBoundException stillDown) {
            // the registry is not back yet: the next failed call tries again
        }
    }

    @Override
    public int addOne(int x) {
        return call(remote -> remote.addOne(x));
    }

    @Override
    public String concat(String a, String b) {
        return call(remote -> remote.concat(a, b));
    }

    @Override
    public List<Account> accounts(TxMode tx, int count) {
        return call(remote -> remote.accounts(tx, count));
    }
}
