package dev.wirerace.business.rmi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.business.Expectations;
import dev.wirerace.business.ListeningPorts;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.BoundPorts;
import dev.wirerace.model.BusinessRemote;
import dev.wirerace.model.TxMode;
import io.quarkus.test.junit.QuarkusTest;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.Serializable;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.rmi.Remote;
import java.rmi.RemoteException;
import java.rmi.registry.LocateRegistry;
import java.rmi.registry.Registry;
import java.rmi.server.RemoteObjectInvocationHandler;
import java.rmi.server.RemoteRef;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Plain RMI (JRMP) through the registry, and the hostile streams the allow-lists must refuse. */
@QuarkusTest
class RmiWireTest {

    private BoundPorts ports;

    @BeforeEach
    void readThePorts() {
        ports = ListeningPorts.read();
    }

    @Test
    void addOneAndConcatThroughTheRegistry() throws Exception {
        BusinessRemote remote = lookup();
        int x = Expectations.randomInt();
        assertEquals(x + 1, remote.addOne(x));
        String a = Expectations.randomText();
        String b = Expectations.randomText();
        assertEquals(a + b, remote.concat(a, b));
    }

    @ParameterizedTest
    @EnumSource(TxMode.class)
    void accountsUnderEveryTxVariant(TxMode tx) throws Exception {
        Expectations.assertStandardAccounts(lookup().accounts(tx));
    }

    @Test
    void aCountAsksForThatManyAccounts() throws Exception {
        assertEquals(Accounts.list(1_000), lookup().accounts(TxMode.NEVER, 1_000));
    }

    @Test
    void theRegistryListensOnLoopbackOnly() throws Exception {
        Registry registry = LocateRegistry.getRegistry("127.0.0.1", ports.rmiRegistry());
        assertTrue(List.of(registry.list()).contains(BusinessRemote.REGISTRY_NAME));
    }

    /** A call argument of a class outside the allow-list: refused by the call's filter, then calls go on. */
    @Test
    void aCallCarryingAClassOutsideTheAllowListIsRefused() throws Exception {
        RemoteException refused = assertThrows(RemoteException.class,
                () -> invokeAccountsWith(new HashSet<>(Set.of("x"))));
        assertFilterRejected(refused);
        addOneAndConcatThroughTheRegistry();
    }

    @Test
    void aCallCarryingADeeplyNestedListIsRefused() throws Exception {
        List<Object> root = new ArrayList<>();
        List<Object> current = root;
        for (int i = 0; i < 50; i++) {
            List<Object> next = new ArrayList<>();
            current.add(next);
            current = next;
        }
        assertFilterRejected(assertThrows(RemoteException.class, () -> invokeAccountsWith(root)));
        addOneAndConcatThroughTheRegistry();
    }

    /** The registry's own filter: a proxy whose handler is not a class a registry should ever see. */
    @Test
    void theRegistryRefusesToBindAnUnknownClass() throws Exception {
        Registry registry = LocateRegistry.getRegistry("127.0.0.1", ports.rmiRegistry());
        Remote hostile = (Remote) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] { Remote.class },
                new HostileHandler());
        RemoteException refused = assertThrows(RemoteException.class, () -> registry.bind("hostile", hostile));
        if (serverHasTheTestClasses()) {
            assertFilterRejected(refused);
        } else {
            assertUnknownClass(refused, HostileHandler.class);
        }
        addOneAndConcatThroughTheRegistry();
    }

    /**
     * Whether the service under test can load this test's own classes: in a {@code @QuarkusTest} it can, so only the
     * registry's filter stands between the hostile handler and the registry; the packaged service ({@code RmiWireIT})
     * cannot, and refuses the class as unknown before any filter is asked.
     */
    protected boolean serverHasTheTestClasses() {
        return true;
    }

    private BusinessRemote lookup() throws Exception {
        Registry registry = LocateRegistry.getRegistry("127.0.0.1", ports.rmiRegistry());
        return (BusinessRemote) registry.lookup(BusinessRemote.REGISTRY_NAME);
    }

    /** Calls accounts(TxMode) with any argument: what a hand-crafted client could put on the wire. */
    private void invokeAccountsWith(Object argument) throws Exception {
        BusinessRemote stub = lookup();
        RemoteRef ref = ((RemoteObjectInvocationHandler) Proxy.getInvocationHandler(stub)).getRef();
        Method accounts = BusinessRemote.class.getMethod("accounts", TxMode.class);
        ref.invoke(stub, accounts, new Object[] { argument }, methodHash(accounts));
    }

    /** The RMI method hash (Java RMI spec 8.3): SHA-1 of the name and descriptor, first 8 bytes little-endian. */
    private static long methodHash(Method method) throws Exception {
        StringBuilder descriptor = new StringBuilder(method.getName()).append('(');
        for (Class<?> type : method.getParameterTypes()) {
            descriptor.append(type.descriptorString());
        }
        descriptor.append(')').append(method.getReturnType().descriptorString());
        ByteArrayOutputStream utf = new ByteArrayOutputStream();
        new DataOutputStream(utf).writeUTF(descriptor.toString());
        byte[] digest = MessageDigest.getInstance("SHA-1").digest(utf.toByteArray());
        long hash = 0;
        for (int i = 0; i < 8; i++) {
            hash += ((long) (digest[i] & 0xFF)) << (i * 8);
        }
        return hash;
    }

    private static void assertFilterRejected(RemoteException refused) {
        Throwable cause = refused;
        while (cause != null && !(cause instanceof InvalidClassException)) {
            cause = cause.getCause();
        }
        assertInstanceOf(InvalidClassException.class, cause, () -> "expected a filter rejection, got " + refused);
        assertTrue(cause.getMessage().contains("REJECTED"), cause.getMessage());
    }

    private static void assertUnknownClass(RemoteException refused, Class<?> unknown) {
        Throwable cause = refused;
        while (cause != null && !(cause instanceof ClassNotFoundException)) {
            cause = cause.getCause();
        }
        assertInstanceOf(ClassNotFoundException.class, cause, () -> "expected an unknown class, got " + refused);
        assertTrue(cause.getMessage().contains(unknown.getName()), cause.getMessage());
    }

    static final class HostileHandler implements InvocationHandler, Serializable {
        @Override
        public Object invoke(Object proxy, Method method, Object[] args) throws IOException {
            return null;
        }
    }
}
