package dev.wirerace.business.rmi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.business.Expectations;
import dev.wirerace.business.ListeningPorts;
import dev.wirerace.model.Account;
import dev.wirerace.model.Accounts;
import dev.wirerace.model.BoundPorts;
import dev.wirerace.model.BusinessRemote;
import dev.wirerace.model.TxMode;
import dev.wirerace.tls.TlsMaterial;
import io.quarkus.test.junit.QuarkusTest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * RMI over SSL as a third party sees it: examples/PlainRmiClient.java in a separate JDK process with only
 * the shared contract on its class path, trusting only the generated truststore (JDK 25 also checks the
 * certificate's host name).
 */
@QuarkusTest
class RmiSslWireTest {

    /** The example client of docs/wires-and-ports.md, run by the JDK's source launcher (tests run in business-service/). */
    private static final Path CLIENT_SOURCE = Path.of("..", "examples", "PlainRmiClient.java").toAbsolutePath();

    private BoundPorts ports;

    @BeforeEach
    void readThePorts() {
        ports = ListeningPorts.read();
    }

    @Test
    void aPlainJdkClientTrustingTheGeneratedTruststoreCallsEveryOperation() throws Exception {
        int x = Expectations.randomInt();
        String a = Expectations.randomText();
        String b = Expectations.randomText();
        Result result = runClient(ports.rmiSslRegistry(), "ssl", x, a, b,
                "-Djavax.net.ssl.trustStore=" + TlsMaterial.truststore(),
                "-Djavax.net.ssl.trustStorePassword=" + TlsMaterial.PASSWORD);
        assertEquals(0, result.exitCode(), result.output());
        assertEquals(String.valueOf(x + 1), result.values().get("addOne"));
        assertEquals(a + b, result.values().get("concat"));
        String expectedIds = Accounts.list(Accounts.STANDARD_COUNT).stream().map(Account::id)
                .collect(Collectors.joining(","));
        for (TxMode tx : TxMode.values()) {
            assertEquals(expectedIds, result.values().get("accounts." + tx.wireName()), tx.name());
        }
    }

    @Test
    void aClientWithTheJdkDefaultTrustIsRefused() throws Exception {
        Result result = runClient(ports.rmiSslRegistry(), "ssl", 1, "a", "b");
        assertNotEquals(0, result.exitCode());
        assertTrue(result.output().contains("SSLHandshakeException") || result.output().contains("PKIX"),
                result.output());
    }

    @Test
    void thePlainRegistryAnswersTheSameClient() throws Exception {
        Result result = runClient(ports.rmiRegistry(), "plain", 6, "x", "y");
        assertEquals(0, result.exitCode(), result.output());
        assertEquals("7", result.values().get("addOne"));
    }

    private static Result runClient(int port, String mode, int x, String a, String b, String... jvmOptions)
            throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(List.of(jvmOptions));
        command.addAll(List.of("-cp", contractJar(), CLIENT_SOURCE.toString(), "127.0.0.1",
                String.valueOf(port), mode, String.valueOf(x), a, b));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("client did not finish: " + output);
        }
        Map<String, String> values = new HashMap<>();
        output.lines().filter(line -> line.contains("=")).forEach(line -> {
            int split = line.indexOf('=');
            values.put(line.substring(0, split), line.substring(split + 1));
        });
        return new Result(process.exitValue(), output, values);
    }

    /** The shared contract only: no Quarkus, no service code. */
    private static String contractJar() throws Exception {
        return Path.of(BusinessRemote.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }

    private record Result(int exitCode, String output, Map<String, String> values) {
    }
}
