package dev.wirerace.presentation.tls;

import dev.wirerace.processes.BusinessTier;
import dev.wirerace.processes.ChildProcess;
import dev.wirerace.processes.FreePorts;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A user's own key pair and CA, made here with keytool (not the generated ones), given to the real
 * business-service as a named Quarkus TLS configuration ({@code quarkus.tls.mine.*}, a PKCS#12 key store) and to
 * the presentation-service as the CA it trusts ({@code quarkus.tls.mine.trust-store.pem.certs}).
 */
public class OwnCertificate implements QuarkusTestResourceLifecycleManager {

    private static final Path JAR = Path.of("..", "business-service", "target", "quarkus-app", "quarkus-run.jar");
    private static final String PASSWORD = "own-secret";

    private BusinessTier tier;

    @Override
    public Map<String, String> start() {
        try {
            Path dir = Files.createTempDirectory("own-tls-");
            Path keyStore = dir.resolve("own.p12");
            Path ca = dir.resolve("own-ca.pem");
            keytool("-genkeypair", "-alias", "own", "-keyalg", "EC", "-groupname", "secp256r1", "-validity", "2",
                    "-dname", "CN=own test server, O=somebody else", "-ext", "SAN=dns:localhost,ip:127.0.0.1",
                    "-keystore", keyStore.toString(), "-storetype", "PKCS12", "-storepass", PASSWORD);
            keytool("-exportcert", "-rfc", "-alias", "own", "-keystore", keyStore.toString(), "-storepass", PASSWORD,
                    "-file", ca.toString());
            BusinessTier.Launch launch = new BusinessTier.Launch(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    List.of("--sun-misc-unsafe-memory-access=allow", "-Xmx512m", "-Dwirerace.tls.configuration=mine",
                            "-Dquarkus.tls.mine.key-store.p12.path=" + keyStore,
                            "-Dquarkus.tls.mine.key-store.p12.password=" + PASSWORD),
                    JAR, Optional.empty(), Files.createTempDirectory("business-service-logs-"), Optional.empty());
            tier = BusinessTier.start(launch, new FreePorts());
            Map<String, String> config = new HashMap<>(tier.presentationSettings());
            config.put("wirerace.tls.configuration", "mine");
            config.put("quarkus.tls.mine.trust-store.pem.certs", ca.toString());
            return config;
        } catch (Exception e) {
            stop();
            throw new IllegalStateException("business-service with its own certificate did not start: " + e.getMessage(), e);
        }
    }

    private static void keytool(String... arguments) throws IOException, InterruptedException {
        List<String> command = new java.util.ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "keytool").toString(), "-noprompt"));
        command.addAll(List.of(arguments));
        ChildProcess.Finished done = ChildProcess.run("keytool", command, Duration.ofSeconds(30));
        if (done.exit() != 0) {
            throw new IOException("keytool " + arguments[0] + " failed: " + done.lines());
        }
    }

    @Override
    public void stop() {
        if (tier != null) {
            try {
                tier.close();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
