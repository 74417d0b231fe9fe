package dev.wirerace.tls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.Key;
import java.security.KeyStore;
import java.security.Security;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A key copied into a PKCS#12 store in memory, as Vert.x copies it, is wrapped with one PBKDF2 iteration. */
class InMemoryKeyCopiesTest {

    /** PBKDF2's object identifier, 1.2.840.113549.1.5.12, as DER. */
    private static final byte[] PBKDF2 = {0x06, 0x09, 0x2A, (byte) 0x86, 0x48, (byte) 0x86, (byte) 0xF7, 0x0D, 0x01, 0x05,
            0x0C};

    @TempDir
    Path dir;

    private String securityBefore;

    @BeforeEach
    void unset() {
        System.clearProperty(InMemoryKeyCopies.ITERATIONS);
        securityBefore = Security.getProperty(InMemoryKeyCopies.ITERATIONS);
    }

    @AfterEach
    void restore() {
        System.clearProperty(InMemoryKeyCopies.ITERATIONS);
        Security.setProperty(InMemoryKeyCopies.ITERATIONS, securityBefore == null ? "" : securityBefore);
        System.clearProperty("wirerace.tls.dir");
    }

    @Test
    void aKeyCopiedInMemoryIsWrappedOnce() throws Exception {
        assertEquals(List.of(10_000, 10_000), iterationsOfAnInMemoryCopy(), "the JDK's default, key and certificates");
        InMemoryKeyCopies.wrapCheaply();
        // the certificates keep the JDK's count (keystore.pkcs12.certPbeIterationCount): only the key's is set here
        assertEquals(List.of(1, 10_000), iterationsOfAnInMemoryCopy());
    }

    @Test
    void aCountTheJvmWasGivenIsKept() {
        System.setProperty(InMemoryKeyCopies.ITERATIONS, "5000");
        InMemoryKeyCopies.wrapCheaply();
        assertEquals("5000", System.getProperty(InMemoryKeyCopies.ITERATIONS));
    }

    @Test
    void aCountInJavaSecurityIsKept() {
        Security.setProperty(InMemoryKeyCopies.ITERATIONS, "2048");
        InMemoryKeyCopies.wrapCheaply();
        assertEquals(null, System.getProperty(InMemoryKeyCopies.ITERATIONS));
    }

    /**
     * The project's key put into a fresh PKCS#12 store under a password, as Vert.x's KeyStoreHelper does, and the
     * PBKDF2 iteration counts the stored bytes carry, in order.
     */
    private List<Integer> iterationsOfAnInMemoryCopy() throws Exception {
        System.setProperty("wirerace.tls.dir", dir.resolve("tls").toString());
        Path material = TlsMaterial.ensureGenerated();
        KeyStore onDisk = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(material.resolve(TlsMaterial.KEYSTORE))) {
            onDisk.load(in, TlsMaterial.PASSWORD.toCharArray());
        }
        Key key = onDisk.getKey(TlsMaterial.KEY_ALIAS, TlsMaterial.PASSWORD.toCharArray());
        KeyStore copy = KeyStore.getInstance("PKCS12");
        copy.load(null, null);
        char[] password = "copy".toCharArray();
        copy.setKeyEntry("key", key, password, onDisk.getCertificateChain(TlsMaterial.KEY_ALIAS));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        copy.store(bytes, password);
        List<Integer> counts = pbkdf2Iterations(bytes.toByteArray());
        assertFalse(counts.isEmpty(), "no PBKDF2 parameters in the stored copy");
        return counts;
    }

    /** Each PBKDF2 identifier's parameters: SEQUENCE { OCTET STRING salt, INTEGER iterations, ... }. */
    private static List<Integer> pbkdf2Iterations(byte[] der) {
        List<Integer> counts = new ArrayList<>();
        for (int at = 0; at + PBKDF2.length < der.length; at++) {
            if (java.util.Arrays.equals(der, at, at + PBKDF2.length, PBKDF2, 0, PBKDF2.length)) {
                int[] cursor = {at + PBKDF2.length + 1}; // past the parameters' SEQUENCE tag
                length(der, cursor);
                cursor[0]++; // the salt's OCTET STRING tag
                int salt = length(der, cursor);
                cursor[0] += salt;
                cursor[0]++; // the INTEGER tag
                int size = length(der, cursor);
                int count = 0;
                for (int i = 0; i < size; i++) {
                    count = count << 8 | (der[cursor[0] + i] & 0xFF);
                }
                counts.add(count);
            }
        }
        return counts;
    }

    /** A DER length at the cursor, short or long form; moves the cursor past it. */
    private static int length(byte[] der, int[] cursor) {
        int first = der[cursor[0]++] & 0xFF;
        if (first < 0x80) {
            return first;
        }
        int length = 0;
        for (int i = 0; i < (first & 0x7F); i++) {
            length = length << 8 | (der[cursor[0]++] & 0xFF);
        }
        return length;
    }
}
