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

    /**
     * The stores open without key derivation (no MAC, the certificate readable without the password) and still
     * hold a key that only the password opens; material in keytool's default format is made again, names kept.
     */
    @Test
    void theStoresOpenWithoutKeyDerivationAndOlderMaterialIsMadeAgain() throws Exception {
        Path tls = dir.resolve("tls");
        System.setProperty("wirerace.tls.dir", tls.toString());
        System.setProperty("wirerace.tls.names", "198.18.0.2");
        TlsMaterial.ensureGenerated();
        assertTrue(TlsMaterial.opensWithoutDerivation(tls));
        java.security.KeyStore keys = java.security.KeyStore.getInstance("PKCS12");
        try (var in = java.nio.file.Files.newInputStream(TlsMaterial.keystore())) {
            keys.load(in, TlsMaterial.PASSWORD.toCharArray());
        }
        assertTrue(keys.getKey(TlsMaterial.KEY_ALIAS, TlsMaterial.PASSWORD.toCharArray()) instanceof java.security.PrivateKey);
        assertThrows(java.security.UnrecoverableKeyException.class,
                () -> keys.getKey(TlsMaterial.KEY_ALIAS, "wrong".toCharArray()));

        // a truststore as keytool writes it by default: its certificate encrypted under the password
        java.nio.file.Files.delete(TlsMaterial.truststore());
        Process keytool = new ProcessBuilder(java.nio.file.Path.of(System.getProperty("java.home"), "bin", "keytool")
                .toString(), "-importcert", "-noprompt", "-alias", TlsMaterial.KEY_ALIAS, "-file",
                TlsMaterial.certificatePem().toString(), "-storetype", "PKCS12", "-keystore",
                TlsMaterial.truststore().toString(), "-storepass", TlsMaterial.PASSWORD).redirectErrorStream(true).start();
        keytool.getInputStream().readAllBytes();
        assertTrue(keytool.waitFor(60, java.util.concurrent.TimeUnit.SECONDS) && keytool.exitValue() == 0);
        assertFalse(TlsMaterial.opensWithoutDerivation(tls), "keytool's default format encrypts the certificate");

        System.clearProperty("wirerace.tls.names");
        TlsMaterial.ensureGenerated();
        assertTrue(TlsMaterial.opensWithoutDerivation(tls), "made again");
        assertTrue(TlsMaterial.namesIn(TlsMaterial.certificatePem()).contains("198.18.0.2"), "with the names it had");
    }

    @Test
    void aNameThatIsNoHostIsRefused() {
        System.setProperty("wirerace.tls.dir", dir.resolve("tls").toString());
        System.setProperty("wirerace.tls.names", "evil,host;rm -rf");
        assertThrows(IllegalArgumentException.class, TlsMaterial::ensureGenerated);
    }
}
