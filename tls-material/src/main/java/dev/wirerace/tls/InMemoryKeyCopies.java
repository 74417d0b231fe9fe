package dev.wirerace.tls;

import java.security.Security;

/**
 * The copies of the server's key that Vert.x makes in memory, wrapped as cheaply as the stores on disk are
 * ({@link TlsMaterial#STORE_FORMAT}).
 *
 * <p>For every key entry whose certificate names a host, Vert.x's {@code KeyStoreHelper} (4.5) builds a key manager
 * for SNI by putting the key into a fresh key store of the JDK's default type, PKCS#12, under a fixed password, and
 * taking it out again. The JDK wraps a PKCS#12 key with 10,000 PBKDF2-HMAC-SHA256 iterations unless
 * {@code keystore.pkcs12.keyPbeIterationCount} says otherwise, and unwraps it with as many; the TLS registry's check
 * at start, the HTTPS server and every {@code SSLContext} made from the configuration (RMI/SSL, the TLS floor) each
 * do it once. That was a third of a native business-service's start (about 26 ms of 80 ms to its first reply on
 * this project's 2-CPU machine: docs/notebook/native.md) and a few hundred milliseconds of a JVM's. The copy lives in the same heap
 * as the key itself, under a password written in Vert.x's source: its iterations protect nothing.
 */
public final class InMemoryKeyCopies {

    static final String ITERATIONS = "keystore.pkcs12.keyPbeIterationCount";

    private InMemoryKeyCopies() {
    }

    /**
     * One iteration for the PKCS#12 keys this process wraps, unless the JVM's options or java.security already set a
     * count. Called before any TLS configuration is read (TlsConfigSource): configuration is built first.
     */
    public static void wrapCheaply() {
        if (unset(System.getProperty(ITERATIONS)) && unset(Security.getProperty(ITERATIONS))) {
            System.setProperty(ITERATIONS, "1");
        }
    }

    /** As the JDK reads it: an empty value is no value. */
    private static boolean unset(String value) {
        return value == null || value.isBlank();
    }
}
