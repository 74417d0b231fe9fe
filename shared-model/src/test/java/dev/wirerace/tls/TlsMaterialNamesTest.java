package dev.wirerace.tls;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The certificate names the hosts it is asked to, with keytool, and is made again when a new one is asked. */
class TlsMaterialNamesTest {

    @TempDir
    Path dir;

    @AfterEach
    void forget() {
        System.clearProperty("wirerace.tls.dir");
        System.clearProperty("wirerace.tls.names");
    }

    @Test
    void aHostAskedForLaterIsAddedAndTheOldNamesKept() {
        System.setProperty("wirerace.tls.dir", dir.resolve("tls").toString());
        Path material = TlsMaterial.ensureGenerated();
        Set<String> local = TlsMaterial.namesIn(material.resolve(TlsMaterial.CERTIFICATE_PEM));
        assertTrue(local.containsAll(Set.of("localhost", "127.0.0.1")), local.toString());
        assertFalse(local.contains("198.18.0.2"));

        System.setProperty("wirerace.tls.names", "198.18.0.2,business.example");
        TlsMaterial.ensureGenerated();
        Set<String> named = TlsMaterial.namesIn(material.resolve(TlsMaterial.CERTIFICATE_PEM));
        assertTrue(named.containsAll(Set.of("localhost", "127.0.0.1", "198.18.0.2", "business.example")), named.toString());
        assertTrue(TlsMaterial.truststore().toFile().isFile());
    }

    @Test
    void aNameThatIsNoHostIsRefused() {
        System.setProperty("wirerace.tls.dir", dir.resolve("tls").toString());
        System.setProperty("wirerace.tls.names", "evil,host;rm -rf");
        assertThrows(IllegalArgumentException.class, TlsMaterial::ensureGenerated);
    }
}
