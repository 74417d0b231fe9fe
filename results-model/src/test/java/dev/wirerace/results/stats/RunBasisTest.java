package dev.wirerace.results.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.results.data.MadeUpRuns;
import dev.wirerace.results.data.JavaSpeed;
import dev.wirerace.results.data.PrecisionRequest;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.RunSettings;
import dev.wirerace.results.data.ScenarioResult;
import dev.wirerace.results.data.TestRows;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What an answer rests on: forks, rounds, clean rows, waits, the precision reached against what was asked. */
class RunBasisTest {

    private static final List<ScenarioResult> ROWS = List.of(
            MadeUpRuns.row("grpc", List.of(100.0, 104.0), List.of(9_000.0, 8_800.0)),
            MadeUpRuns.row("rmi", List.of(80.0, 81.0), List.of(11_000.0, 10_900.0)));

    @Test
    void aRunThatReachedItsPrecisionSaysSoAndWhatItWaited() {
        RunDocument run = MadeUpRuns.run("r", ROWS);
        RunSettings.NoiseGuard guard = new RunSettings.NoiseGuard(0.1, 0.05, 0.25, 3, 240_000L, 2, 70_000L, false);
        RunSettings settings = withGuard(run.settings(), guard)
                .withPrecisionRequest(new PrecisionRequest(0.10, 600_000, 0.06, PrecisionRequest.REACHED, 330_000));
        String basis = basis(run.withSettings(settings));
        assertEquals("basis: from 3 forks × 5 rounds; 2 of 2 rows clean of others' load; 2 waits for a quiet host"
                + " (1 min 10 s of 4 min 0 s allowed); precision ±6 % on the median row's paired ratio, asked ±10 %.", basis);
    }

    @Test
    void aRunThatSpentItsBudgetSaysItsFiguresAreIndicative() {
        RunDocument run = MadeUpRuns.run("r", ROWS);
        RunSettings settings = run.settings()
                .withPrecisionRequest(new PrecisionRequest(0.05, 600_000, 0.18, PrecisionRequest.BUDGET, 610_000));
        String basis = basis(run.withSettings(settings));
        assertTrue(basis.contains("precision ±18 % on the median row's paired ratio, asked ±5 %: another fork would not fit"
                + " in the budget (10 min 10 s of 10 min 0 s spent)"), basis);
        assertTrue(basis.endsWith("The figures are indicative: the run could not vouch for them all."), basis);
    }

    @Test
    void aNearMissIsSaidButNotCalledIndicative() {
        RunDocument run = MadeUpRuns.run("r", ROWS);
        RunSettings settings = run.settings()
                .withPrecisionRequest(new PrecisionRequest(0.12, 480_000, 0.13, PrecisionRequest.BUDGET, 470_000));
        String basis = basis(run.withSettings(settings));
        assertTrue(basis.contains("precision ±13 % on the median row's paired ratio, asked ±12 %: another fork would not"
                + " fit in the budget (7 min 50 s of 8 min 0 s spent)."), basis);
    }

    @Test
    void disturbedRowsBeyondATenthMakeTheFiguresIndicative() {
        ScenarioResult disturbed = TestRows.row("soap", 300.0).trust(true, 2, 2, ScenarioResult.Trust.DISTURBED).build();
        RunDocument run = MadeUpRuns.run("r", List.of(ROWS.get(0), ROWS.get(1), disturbed));
        String basis = basis(run);
        assertTrue(basis.contains("2 of 3 rows clean of others' load"), basis);
        assertTrue(basis.endsWith("indicative: the run could not vouch for them all."), basis);
    }

    @Test
    void aHostWhoseJavaSpeedMovedBetweenForksIsSaid() {
        RunDocument run = MadeUpRuns.run("r", ROWS);
        // run 20261202-133135-quick-jvm: the presentation host's yardstick read 5.54 and 8.59 µs a pass
        RunSettings moved = withSpeed(run.settings(), new JavaSpeed(List.of(5539.0, 8591.0), List.of(7964.0, 8325.0)));
        assertTrue(basis(run.withSettings(moved)).contains("the host ran Java 1.55× slower in one fork than in another"
                + " (the yardstick, presentation host)"), basis(run.withSettings(moved)));
        RunSettings held = withSpeed(run.settings(), new JavaSpeed(List.of(5539.0, 6000.0), List.of(7964.0, 8325.0)));
        assertTrue(!basis(run.withSettings(held)).contains("ran Java"), "a JVM start moves it up to 15 %: not said");
    }

    private static RunSettings withSpeed(RunSettings s, JavaSpeed speed) {
        return new RunSettings(s.warmup(), s.timing(), s.load(), s.faults(), s.environment(), s.forks(), s.noiseGuard(),
                s.precision(), speed, s.precisionRequest());
    }

    private static String basis(RunDocument run) {
        return RunBasis.describe(run, RunDigest.groups(run));
    }

    private static RunSettings withGuard(RunSettings s, RunSettings.NoiseGuard guard) {
        return new RunSettings(s.warmup(), s.timing(), s.load(), s.faults(), s.environment(), s.forks(), guard,
                s.precision(), s.javaSpeed(), s.precisionRequest());
    }
}
