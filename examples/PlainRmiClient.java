import dev.wirerace.model.Account;
import dev.wirerace.model.BusinessRemote;
import dev.wirerace.model.TxMode;
import java.rmi.registry.LocateRegistry;
import java.rmi.registry.Registry;
import java.util.stream.Collectors;
import javax.rmi.ssl.SslRMIClientSocketFactory;

/**
 * A third-party RMI client: nothing but the JDK and the shared contract. For SSL it trusts what
 * {@code -Djavax.net.ssl.trustStore} names, as any JDK client would. Run it from the repository root:
 *
 * <pre>
 * java -cp shared-model/target/shared-model-1.0.0-SNAPSHOT.jar \
 *      -Djavax.net.ssl.trustStore=$HOME/.wirerace/tls/truststore.p12 -Djavax.net.ssl.trustStorePassword=wirerace \
 *      examples/PlainRmiClient.java 127.0.0.1 2099 ssl 41 left right
 * </pre>
 *
 * Arguments: host port plain|ssl x a b. Prints one {@code name=value} line per operation. RmiSslWireTest
 * runs this very file, so the example cannot drift from the service.
 */
public final class PlainRmiClient {

    public static void main(String[] args) throws Exception {
        String host = args[0];
        int port = Integer.parseInt(args[1]);
        Registry registry = "ssl".equals(args[2])
                ? LocateRegistry.getRegistry(host, port, new SslRMIClientSocketFactory())
                : LocateRegistry.getRegistry(host, port);
        BusinessRemote remote = (BusinessRemote) registry.lookup(BusinessRemote.REGISTRY_NAME);
        System.out.println("addOne=" + remote.addOne(Integer.parseInt(args[3])));
        System.out.println("concat=" + remote.concat(args[4], args[5]));
        for (TxMode tx : TxMode.values()) {
            System.out.println("accounts." + tx.wireName() + "="
                    + remote.accounts(tx).stream().map(Account::id).collect(Collectors.joining(",")));
        }
    }
}
