package dev.wirerace.presentation.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.presentation.BusinessServiceProcess;
import dev.wirerace.presentation.suite.SuiteRunner;
import dev.wirerace.results.data.FaultEvent;
import dev.wirerace.results.data.Recovery;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.ScenarioResult;
import dev.wirerace.suite.RunPlan;
import dev.wirerace.suite.Suite;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The business-service killed (SIGKILL) in the middle of a faults run and started again: the run
 * completes with the kill's errors counted, every client opened before the kill comes back on its own, and
 * a later run against the restarted service is clean.
 */
@QuarkusTest
@TestProfile(KillTest.Kill.class)
@QuarkusTestResource(value = BusinessServiceProcess.class, restrictToAnnotatedClass = true)
class KillTest {

    public static class Kill implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("wirerace.faults.plan", "kill", RunPlan.PROPERTY, RunPlan.DEFAULTS.withSelection(new RunPlan.Selection(
                    // each wire's default model and client: the later smoke run checks recovery, not every client
                    List.of("rest-http", "grpc", "rmi"), List.of("default"), List.of("default"), null, null)).toJson(),
                    "wirerace.business.call-timeout", "1s", "wirerace.business.connect-timeout", "1s");
        }
    }

    @Inject
    SuiteRunner runner;

    @Test
    void aKilledBusinessServiceGivesACompletedRunWithErrorsAndALaterRunIsClean() {
        RunDocument faulted = runner.run(Suite.FAULTS, runner.claim(Suite.FAULTS));

        assertEquals("completed", faulted.status(), faulted.failureReason());
        List<String> actions = faulted.settings().faults().faultEvents().stream()
                .map(FaultEvent::action).toList();
        assertEquals(List.of("business-service killed (SIGKILL) and started again", "business-service answering again",
                "every way probed until it answers"), actions);
        // every client opened before the kill serves again on its own, RMI's stale stub included (how fast is
        // a benchmark figure: ./wirerace faults --faults kill, docs/findings/fault-recovery.md, evidence in docs/notebook/fault-recovery.md)
        assertEquals(List.of("grpc", "rest-http", "rmi"),
                faulted.recoveries().stream().map(Recovery::way).sorted().toList(), faulted.recoveries().toString());
        for (Recovery recovery : faulted.recoveries()) {
            assertTrue(recovery.recovered(), recovery + " did not come back within the probe's bound");
        }
        String killedDuring = faulted.settings().faults().faultEvents().getFirst().wire();
        ScenarioResult hit = faulted.scenarios().stream().filter(s -> s.spoken().wire().equals(killedDuring)).findFirst()
                .orElseThrow();
        assertTrue(hit.errorCount() > 0, killedDuring + " counted no error while the service was down");

        RunDocument later = runner.run(Suite.SMOKE, runner.claim(Suite.SMOKE));
        assertEquals("completed", later.status(), later.failureReason());
        for (ScenarioResult scenario : later.scenarios()) {
            assertEquals(0, scenario.errorCount(), "after the restart: " + scenario.spoken().wire() + " " + scenario.errors());
        }
    }
}
