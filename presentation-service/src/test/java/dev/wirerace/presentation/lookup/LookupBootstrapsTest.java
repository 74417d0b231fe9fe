package dev.wirerace.presentation.lookup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.lookup.LookupSampler;
import dev.wirerace.presentation.BusinessServiceProcess;
import dev.wirerace.results.lookup.LookupCase;
import dev.wirerace.results.lookup.ShapeOutcome;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every lookup case against a real business-service process: each gets a usable client whose first reply
 * is checked, its phases add up to its total, and the phases that must be there are. The Stork pair lists
 * the real instance and a port nobody listens on: a dead instance, which the failover must step over.
 */
@QuarkusTest
@QuarkusTestResource(value = BusinessServiceProcess.class, restrictToAnnotatedClass = true)
@QuarkusTestResource(value = DeadInstance.class, restrictToAnnotatedClass = true)
class LookupBootstrapsTest {

    @Inject
    LookupBootstraps bootstraps;

    @Test
    void everySingleInstanceCaseGetsAUsableClientPhaseByPhase() throws Exception {
        for (LookupCase lookupCase : LookupCase.in(LookupCase.Cluster.SINGLE)) {
            ShapeOutcome.Sample sample = LookupSampler.sample(bootstraps.of(lookupCase));
            Map<String, Long> phases = sample.phaseNanos();
            assertEquals(sample.totalNanos(), phases.values().stream().mapToLong(Long::longValue).sum(),
                    lookupCase.id() + " phases " + phases);
            assertTrue(phases.get("first-call") > 0, lookupCase.id() + " " + phases);
            assertTrue(sample.secondCallNanos() > 0, lookupCase.id());
            assertEquals(0, sample.failedAttempts(), lookupCase.id());
            List<String> expected = switch (lookupCase) {
                case RMI_REGISTRY -> List.of("registry-stub", "lookup");
                case RMI_SSL_REGISTRY -> List.of("registry-stub", "tls-handshake", "lookup");
                case RMI_JNDI -> List.of("initial-context", "lookup");
                case RMI_SSL_JNDI -> List.of("initial-context", "tls-handshake", "lookup");
                case RMI_BIND -> List.of("registry-stub", "bind", "lookup");
                case SOAP -> List.of("wsdl", "proxy");
                case GRPC, GRPC_TLS -> List.of("channel", "connect");
                default -> List.of("client");
            };
            for (String phase : expected) {
                assertTrue(phases.getOrDefault(phase, 0L) > 0, lookupCase.id() + " has no " + phase + ": " + phases);
            }
        }
    }

    @Test
    void storkStepsOverTheDeadInstanceAndNeverFails() throws Exception {
        for (LookupCase lookupCase : List.of(LookupCase.REST_HTTP_STORK_ONE_DOWN, LookupCase.GRPC_STORK_ONE_DOWN)) {
            int failedTries = 0;
            for (int i = 0; i < 4; i++) {
                ShapeOutcome.Sample sample = LookupSampler.sample(bootstraps.of(lookupCase));
                failedTries += sample.failedAttempts();
                assertTrue(sample.failedAttempts() <= 1, lookupCase.id() + " tried the dead instance twice");
                if (sample.failedAttempts() > 0) {
                    assertTrue(sample.phaseNanos().get("failed-attempt") > 0, lookupCase.id());
                }
            }
            // round-robin over two instances: of any two lookups in a row, one starts at the dead one
            assertTrue(failedTries >= 1, lookupCase.id() + " never met the dead instance");
        }
    }

    @Test
    void theSamplerCountsAFailedLookupAsAnErrorNotATime() throws Exception {
        ShapeOutcome outcome = new LookupSampler(java.time.Duration.ofSeconds(10)).measure("broken", "warm",
                clock -> {
                    throw new java.rmi.NotBoundException("nothing bound");
                }, 2, 3, java.time.Duration.ZERO);
        assertEquals(0, outcome.samples().size());
        assertEquals(Map.of("other", 6L), outcome.errors());
        assertTrue(outcome.errorExamples().getFirst().contains("nothing bound"), outcome.errorExamples().toString());
    }
}
