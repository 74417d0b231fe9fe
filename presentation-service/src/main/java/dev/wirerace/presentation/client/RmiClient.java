package dev.wirerace.presentation.client;

import dev.wirerace.model.Account;
import dev.wirerace.model.BusinessRemote;
import dev.wirerace.model.TxMode;
import java.rmi.RemoteException;
import java.rmi.registry.LocateRegistry;
import java.rmi.registry.Registry;
import java.rmi.server.RMIClientSocketFactory;
import java.util.List;
import javax.rmi.ssl.SslRMIClientSocketFactory;

/**
 * RMI through a stub looked up once, plain (JRMP) or over SSL. The SSL stub uses the JVM's default
 * {@code SSLContext}, which {@link ClientTls} points at the generated truststore.
 */
public final class RmiClient implements WireClient {

    private final BusinessRemote remote;

    private RmiClient(BusinessRemote remote) {
        this.remote = remote;
    }

    static RmiClient lookup(String host, int port, boolean ssl) throws Exception {
        RMIClientSocketFactory sockets = ssl ? new SslRMIClientSocketFactory() : null;
        Registry registry = LocateRegistry.getRegistry(host, port, sockets);
        return new RmiClient((BusinessRemote) registry.lookup(BusinessRemote.REGISTRY_NAME));
    }

    /** Study 1's "remote interface, same JVM": a stub of an object exported in this very JVM. */
    public static RmiClient of(BusinessRemote stub) {
        return new RmiClient(stub);
    }

    @Override
    public int addOne(int x) {
        try {
            return remote.addOne(x);
        } catch (RemoteException e) {
            throw Failures.translate(e);
        }
    }

    @Override
    public String concat(String a, String b) {
        try {
            return remote.concat(a, b);
        } catch (RemoteException e) {
            throw Failures.translate(e);
        }
    }

    @Override
    public List<Account> accounts(TxMode tx, int count) {
        try {
            return remote.accounts(tx, count);
        } catch (RemoteException e) {
            throw Failures.translate(e);
        }
    }
}
