package dev.wirerace.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.engine.LoadModel;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The plan the launcher hands the presentation-service: it must arrive exactly as it left. */
class RunPlanTest {

    @Test
    void everyFieldSurvivesTheTripThroughJson() {
        RunPlan plan = new RunPlan(
                new RunPlan.Durations(Duration.ofMillis(500), 7, Duration.ofMillis(160), Duration.ofMillis(1_200),
                        Duration.ofSeconds(360)),
                new RunPlan.Selection(List.of("rest-http", "grpc:virtual@vertx"), List.of("worker"), List.of("all"),
                        List.of(55, 2_000), List.of(1, 64, 1_024)),
                new RunPlan.Load(LoadModel.FIXED_RATE, List.of(2_000.0, 8_000.0), dev.wirerace.engine.CallerThreads.VIRTUAL), new RunPlan.Noise(0.2, 0.04, 0.3, Duration.ofSeconds(90)),
                new RunPlan.Forks(true, 2, 3), true, 42L, new RunPlan.Work(Duration.ofNanos(20_500), Duration.ofMillis(1)));
        assertEquals(plan, RunPlan.fromJson(plan.toJson()));
        assertEquals(RunPlan.DEFAULTS, RunPlan.fromJson(RunPlan.DEFAULTS.toJson()));
    }

    @Test
    void whatIsLeftOutTakesTheDefaults() {
        RunPlan plan = RunPlan.fromJson("{\"selection\":{\"wires\":[\"rmi\"]}}");
        assertEquals(List.of("rmi"), plan.selection().wires());
        assertEquals(RunPlan.Noise.DEFAULTS, plan.noise());
        assertEquals(RunPlan.Forks.ONE, plan.forks());
        assertEquals(RunPlan.Work.NONE, plan.work());
        assertEquals(List.of(), plan.work().jvmOptions(), "no work: the core's own default, no setting");
        assertEquals(LoadModel.CLOSED, plan.load().model());
        assertEquals(List.of(0.0), plan.load().offeredRates(), "the closed model offers no rate");
        assertEquals(null, plan.load().recordedRate());
        assertEquals(List.of(1_000.0), new RunPlan.Load(LoadModel.FIXED_RATE, null).offeredRates());
        assertEquals(1_000.0, new RunPlan.Load(LoadModel.FIXED_RATE, null).recordedRate());
        RunPlan.Load several = new RunPlan.Load(LoadModel.FIXED_RATE, List.of(8_000.0, 1_000.0, 8_000.0), null);
        assertEquals(List.of(1_000.0, 8_000.0), several.offeredRates(), "lowest first, each once");
        assertEquals(null, several.recordedRate(), "a run at several rates records each row's own");
    }

    @Test
    void aPlanThatIsNotOneSaysSo() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> RunPlan.fromJson("{\"durations\":{\"warmup\":\"soon\"}}"));
        assertTrue(refused.getMessage().startsWith(RunPlan.PROPERTY), refused.getMessage());
        IllegalArgumentException noIteration = assertThrows(IllegalArgumentException.class,
                () -> RunPlan.fromJson("{\"durations\":{\"iteration\":\"PT0S\"}}"));
        assertTrue(noIteration.getMessage().contains("iteration: above 0, not PT0S"), noIteration.getMessage());
        assertEquals(Duration.ZERO, RunPlan.fromJson("{\"durations\":{\"warmup\":\"PT0S\"}}").durations().warmup(),
                "a scenario may have no warm-up of its own");
    }

    @Test
    void theWorkPerCallGoesToBothTiersAsTheCoresSettingsAndNoMoreThanASecond() {
        RunPlan.Work work = new RunPlan.Work(RunPlan.duration("20us"), RunPlan.duration("1ms"));
        assertEquals(List.of("-Dwirerace.work-nanos=20000", "-Dwirerace.wait-nanos=1000000"), work.jvmOptions());
        IllegalArgumentException tooLong = assertThrows(IllegalArgumentException.class,
                () -> new RunPlan.Work(Duration.ofSeconds(2), null));
        assertTrue(tooLong.getMessage().startsWith("work: at most 1 s"), tooLong.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new RunPlan.Work(null, Duration.ofNanos(-1)));
    }

    @Test
    void durationsInTheCommandLinesUnits() {
        assertEquals(Duration.ofMillis(500), RunPlan.duration("500ms"));
        assertEquals(Duration.ofNanos(500), RunPlan.duration("500ns"));
        assertEquals(Duration.ofNanos(20_000), RunPlan.duration("20us"));
        assertEquals(Duration.ofNanos(1_500), RunPlan.duration("1.5µs"));
        assertEquals(Duration.ofSeconds(2), RunPlan.duration("2s"));
        assertEquals(Duration.ofSeconds(90), RunPlan.duration("1.5m"));
        assertEquals(Duration.ofHours(1), RunPlan.duration("1h"));
        assertEquals(Duration.ofSeconds(2), RunPlan.duration("PT2S"));
        assertThrows(IllegalArgumentException.class, () -> RunPlan.duration("2 weeks"));
    }
}
