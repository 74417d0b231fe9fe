package dev.wirerace.presentation.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.engine.Timing;
import dev.wirerace.model.TxMode;
import dev.wirerace.model.wire.Operation;
import dev.wirerace.model.wire.Wire;
import dev.wirerace.presentation.BusinessServiceProcess;
import dev.wirerace.presentation.client.BusinessTarget;
import dev.wirerace.results.data.ReferenceResult;
import dev.wirerace.suite.Scenario;
import dev.wirerace.suite.references.ReferenceLoads;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * wrk, h2load and ghz, installed by tools/install.sh (./wirerace test does it), against the real
 * business-service: a row each, read from what the tool printed; and a clear message when they are missing.
 */
@QuarkusTest
@QuarkusTestResource(value = BusinessServiceProcess.class, restrictToAnnotatedClass = true)
class ReferenceLoadsTest {

    private static final Path TOOLS = Path.of("..", ".tools", "bin").toAbsolutePath();
    private static final Timing SHORT = new Timing(Duration.ofSeconds(1), 1, Duration.ofSeconds(2), Duration.ofSeconds(5));

    @Inject
    BusinessTarget target;

    @Test
    void eachToolLoadsItsWireAndItsFiguresAreRead() throws Exception {
        List<Scenario> scenarios = List.of(
                Scenario.closed(Wire.REST_HTTP, Operation.ADD_ONE, TxMode.NONE, 0, 1),
                Scenario.closed(Wire.REST_HTTPS_H2, Operation.ADD_ONE, TxMode.NONE, 0, 4),
                Scenario.closed(Wire.GRPC, Operation.ACCOUNTS, TxMode.NONE, 55, 1),
                Scenario.closed(Wire.SOAP, Operation.ADD_ONE, TxMode.NONE, 0, 1));
        List<String> failures = new ArrayList<>();
        List<ReferenceResult> rows = new ReferenceLoads(target.endpoints(), Optional.of(TOOLS)).measure(scenarios, SHORT, failures);
        assertEquals(List.of(), failures, "run ./wirerace test, or tools/install.sh wrk h2load ghz, first");
        assertEquals(List.of("rest-http", "rest-https-h2", "grpc"), rows.stream().map(ReferenceResult::wire).toList(),
                "one row per scenario on a wire a tool loads; none for SOAP");
        for (ReferenceResult row : rows) {
            assertTrue(row.requests() > 100, row.toString());
            assertEquals(0, row.failed(), row.toString());
            assertTrue(row.opsPerSecond() > 0 && row.seconds() >= 1.5, row.toString());
            assertNotNull(row.latencyP50Micros(), row.toString());
            assertTrue(row.latencyP50Micros() <= row.latencyP99Micros(), row.toString());
            assertTrue(row.tool().matches("(wrk|h2load|ghz) \\d+\\.\\d+.*"), "the tool and its version: " + row.tool());
        }
        assertEquals("1 connection, 4 streams", rows.get(1).shape());
        assertEquals(55, rows.get(2).size());
    }

    @Test
    void aMissingToolIsNamedWithHowToInstallIt() throws Exception {
        Path empty = Files.createTempDirectory("no-tools-");
        List<String> failures = new ArrayList<>();
        List<ReferenceResult> rows = new ReferenceLoads(target.endpoints(), Optional.of(empty)).measure(
                List.of(Scenario.closed(Wire.REST_HTTP, Operation.ADD_ONE, TxMode.NONE, 0, 1),
                        Scenario.closed(Wire.GRPC, Operation.ADD_ONE, TxMode.NONE, 0, 1)), SHORT, failures);
        assertEquals(List.of(), rows);
        assertEquals(List.of("--references: wrk is not installed (tools/install.sh wrk, which ./wirerace --references runs)",
                "--references: ghz is not installed (tools/install.sh ghz, which ./wirerace --references runs)"), failures);
    }
}
