package dev.wirerace.presentation.client;

import dev.wirerace.model.serial.SerialAllowList;
import dev.wirerace.payload.contract.PayloadAllowList;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.io.ObjectInputFilter;
import java.time.Duration;
import org.jboss.logging.Logger;

/**
 * JVM-wide RMI settings, set at start-up because RMI reads them once: the host our own exported stubs
 * advertise, the reply timeout (bounded waits), how long an idle connection is kept, and the deserialization
 * allow-list for replies. RMI reads return values with no filter of its own, so the process-wide filter is where
 * the allow-list goes.
 */
@ApplicationScoped
public class RmiClientDefaults {

    private static final Logger LOG = Logger.getLogger(RmiClientDefaults.class);

    /**
     * What RMI replies may hold: the contract's classes and the payload's (within {@link PayloadAllowList}'s limits,
     * the larger: one process-wide filter serves both contracts' replies), the stubs a registry hands out (a proxy
     * and its handler, the SSL client socket factory), and the exceptions a server may throw back.
     */
    static final String REPLY_PATTERN = PayloadAllowList.PATTERN.replace(";!*", "") + ";" + classesOf(SerialAllowList.PATTERN)
            + ";dev.wirerace.payload.contract.PayloadRemote;jdk.proxy*;java.lang.reflect.Proxy;java.rmi.**;javax.rmi.ssl.SslRMIClientSocketFactory"
            + ";java.lang.Throwable;java.lang.Exception;java.lang.RuntimeException;java.lang.*Exception"
            + ";java.lang.StackTraceElement;java.io.*Exception;java.util.Collections$*;!*";

    /** A pattern's class entries, without its limits and its closing refusal. */
    private static String classesOf(String pattern) {
        return java.util.Arrays.stream(pattern.split(";")).filter(entry -> !entry.startsWith("max") && !entry.equals("!*"))
                .collect(java.util.stream.Collectors.joining(";"));
    }

    private static final long IDLE_CONNECTION_MILLIS = Duration.ofMinutes(10).toMillis();

    private final BusinessTarget target;

    public RmiClientDefaults(BusinessTarget target) {
        this.target = target;
    }

    void start(@Observes StartupEvent event) {
        setIfAbsent("java.rmi.server.hostname", "127.0.0.1");
        setIfAbsent("sun.rmi.transport.tcp.responseTimeout", String.valueOf(target.callTimeout().toMillis()));
        // how long an idle connection is kept for reuse (not a connect timeout): ten minutes, as the launcher sets
        // for every client (Workspace.CLIENT_IDLE_TIMEOUTS), also where this service runs without it (a cluster)
        setIfAbsent("sun.rmi.transport.connectionTimeout", String.valueOf(IDLE_CONNECTION_MILLIS));
        if (ObjectInputFilter.Config.getSerialFilter() == null) {
            ObjectInputFilter.Config.setSerialFilter(ObjectInputFilter.Config.createFilter(REPLY_PATTERN));
        } else {
            LOG.infof("a process-wide deserialization filter is already set; RMI replies use it");
        }
    }

    private static void setIfAbsent(String property, String value) {
        if (System.getProperty(property) == null) {
            System.setProperty(property, value);
        }
    }
}
