package dev.wirerace.presentation.tls;

import dev.wirerace.presentation.BusinessServiceProcess;
import dev.wirerace.tiers.process.ChildProcess;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A user's own key pair and CA, made here with keytool (not the generated ones), given to the real
 * business-service as a named Quarkus TLS configuration ({@code quarkus.tls.mine.*}, a PKCS#12 key store) and to
 * the presentation-service as the CA it trusts ({@code quarkus.tls.mine.trust-store.pem.certs}).
 */
public class OwnCertificate extends BusinessServiceProcess {

    private static final String PASSWORD = "own-secret";

    private Path keyStore;
    private Path ca;

    @Override
    public Map<String, String> start() {
        try {
            Path dir = Files.createTempDirectory("own-tls-");
            keyStore = dir.resolve("own.p12");
            ca = dir.resolve("own-ca.pem");
            keytool("-genkeypair", "-alias", "own", "-keyalg", "EC", "-groupname", "secp256r1", "-validity", "2",
                    "-dname", "CN=own test server, O=somebody else", "-ext", "SAN=dns:localhost,ip:127.0.0.1",
                    "-keystore", keyStore.toString(), "-storetype", "PKCS12", "-storepass", PASSWORD);
            keytool("-exportcert", "-rfc", "-alias", "own", "-keystore", keyStore.toString(), "-storepass", PASSWORD,
                    "-file", ca.toString());
        } catch (IOException | InterruptedException e) {
            throw new IllegalStateException("the own key pair could not be made: " + e.getMessage(), e);
        }
        return super.start();
    }

    @Override
    protected List<String> jvmOptions() {
        return List.of("-Dwirerace.tls.configuration=mine", "-Dquarkus.tls.mine.key-store.p12.path=" + keyStore,
                "-Dquarkus.tls.mine.key-store.p12.password=" + PASSWORD);
    }

    @Override
    protected Map<String, String> presentationConfig() {
        return Map.of("wirerace.tls.configuration", "mine", "quarkus.tls.mine.trust-store.pem.certs", ca.toString());
    }

    private static void keytool(String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "keytool").toString(), "-noprompt"));
        command.addAll(List.of(arguments));
        ChildProcess.Finished done = ChildProcess.run("keytool", command, Duration.ofSeconds(30));
        if (done.exit() != 0) {
            throw new IOException("keytool " + arguments[0] + " failed: " + done.lines());
        }
    }
}
