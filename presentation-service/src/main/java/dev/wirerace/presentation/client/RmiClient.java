package dev.wirerace.presentation.client;

import dev.wirerace.engine.Failures;
import dev.wirerace.model.Account;
import dev.wirerace.model.BusinessRemote;
import dev.wirerace.model.TxMode;
import dev.wirerace.payload.contract.PayloadRemote;
import dev.wirerace.payload.contract.Receipt;
import dev.wirerace.payload.model.Document;
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
    private volatile Stubs stubs;

    /** The business calls' stub and the payload's (null for a client of the business calls only), looked up together. */
    private record Stubs(BusinessRemote business, PayloadRemote payload) {
    }

    private RmiClient(Registry registry, Stubs stubs) {
        this.registry = registry;
        this.stubs = stubs;
    }

    static RmiClient lookup(String host, int port, boolean ssl) throws Exception {
        RMIClientSocketFactory sockets = ssl ? new SslRMIClientSocketFactory() : null;
        Registry registry = LocateRegistry.getRegistry(host, port, sockets);
        return new RmiClient(registry, lookUp(registry));
    }

    private static Stubs lookUp(Registry registry) throws RemoteException, NotBoundException {
        return new Stubs((BusinessRemote) registry.lookup(BusinessRemote.REGISTRY_NAME),
                (PayloadRemote) registry.lookup(PayloadRemote.REGISTRY_NAME));
    }

    /** Study 1's "remote interface, same JVM": stubs of objects exported in this very JVM. */
    public static RmiClient of(BusinessRemote stub, PayloadRemote payload) {
        return new RmiClient(null, new Stubs(stub, payload));
    }

    /** A client of the business calls only (the lookup study's, which measures finding the service). */
    public static RmiClient of(BusinessRemote stub) {
        return of(stub, null);
    }

    private interface RemoteCall<T> {
        T on(Stubs stubs) throws RemoteException;
    }

    private <T> T call(RemoteCall<T> call) {
        Stubs current = stubs;
        try {
            return call.on(current);
        } catch (RemoteException e) {
            if (registry != null && (e instanceof NoSuchObjectException || e instanceof ConnectException
                    || e instanceof ConnectIOException)) {
                lookUpAgain(current);
            }
            throw Failures.translate(e);
        }
    }

    /** Once per stale stub, however many callers saw it fail; a registry still down leaves it for the next failure. */
    private synchronized void lookUpAgain(Stubs stale) {
        if (stubs != stale) {
            return;
        }
        try {
            stubs = lookUp(registry);
        } catch (RemoteException | NotBoundException stillDown) {
            // the registry is not back yet: the next failed call tries again
        }
    }

    private static PayloadRemote payload(Stubs stubs) {
        if (stubs.payload() == null) {
            throw new IllegalStateException("this RMI client was made for the business calls only");
        }
        return stubs.payload();
    }

    @Override
    public int addOne(int x) {
        return call(remote -> remote.business().addOne(x));
    }

    @Override
    public String concat(String a, String b) {
        return call(remote -> remote.business().concat(a, b));
    }

    @Override
    public List<Account> accounts(TxMode tx, int count) {
        return call(remote -> remote.business().accounts(tx, count));
    }

    @Override
    public Document fetch(long call) {
        return call(remote -> payload(remote).fetch(call));
    }

    @Override
    public Receipt store(Document document) {
        return call(remote -> payload(remote).store(document));
    }
}
