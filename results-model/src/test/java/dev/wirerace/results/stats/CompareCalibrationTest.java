package dev.wirerace.results.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.results.ResultsStore;
import dev.wirerace.results.data.MadeUpRuns;
import dev.wirerace.results.data.RunDocument;
import dev.wirerace.results.data.RunPrecision;
import dev.wirerace.results.data.ScenarioResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CompareCalibrationTest {

    /**
     * A same-code pair whose latency agrees fork for fork while every row's server CPU per call came out
     * {@code serverShift} × A's (a host slower at Java code in B): ten wires, two rows each, two forks.
     */
    /** Two runs of the made-up design the tests' calibrations are chosen for. */
    private static final List<RunDocument> RUNS = pair(1.0);

    private static List<RunDocument> pair(double serverShift) {
        List<ScenarioResult> a = new ArrayList<>();
        List<ScenarioResult> b = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            String way = "wire-" + (i % 10);
            int concurrency = i / 10 + 1;
            List<Double> p50s = List.of(100.0 + i, 102.0 + i);
            List<Double> ops = List.of(1e6 / (100 + i), 1e6 / (102 + i));
            a.add(MadeUpRuns.withServerCpu(MadeUpRuns.row(way, concurrency, p50s, ops, 0), List.of(30.0 + i, 30.6 + i)));
            b.add(MadeUpRuns.withServerCpu(MadeUpRuns.row(way, concurrency, p50s, ops, 0),
                    List.of((30.0 + i) * serverShift, (30.6 + i) * serverShift)));
        }
        return List.of(MadeUpRuns.run("A", ForkSpread.pool(a)), MadeUpRuns.run("B", ForkSpread.pool(b)));
    }

    @Test
    void theRunToRunTermIsWhatTwoSameCodeRunsMovedBeyondTheirOwnForks(@TempDir Path results) throws Exception {
        // every row of B lands 10 % above or below A's, its forks agreeing to 1 %: the forks cannot see it
        java.util.Random random = new java.util.Random(3);
        List<ScenarioResult> a = new ArrayList<>();
        List<ScenarioResult> b = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            String way = "wire-" + (i % 10);
            int concurrency = i / 10 + 1;
            double shift = Math.exp(0.10 * random.nextGaussian());
            List<Double> p50A = List.of(100.0, 101.0);
            List<Double> p50B = List.of(100.0 * shift, 101.0 * shift);
            a.add(MadeUpRuns.row(way, concurrency, p50A, p50A.stream().map(v -> 1e6 / v).toList(), 0));
            b.add(MadeUpRuns.row(way, concurrency, p50B, p50B.stream().map(v -> 1e6 / v).toList(), 0));
        }
        RunDocument runA = MadeUpRuns.run("A", a);
        RunDocument runB = MadeUpRuns.run("B", b);
        ObjectMapper json = ResultsStore.plainMapper();
        assertEquals(RunComparison.RunToRun.UNKNOWN, CompareCalibration.runToRun(runA, runB, results, json),
                "nothing kept yet: not known");
        assertTrue(RunDigest.of(runA, RunComparison.RunToRun.UNKNOWN).runToRun() == null, "a run without precision says nothing");

        CompareCalibration.add(results, CompareCalibration.calibrate(runA, runB, false), json);
        RunComparison.RunToRun term = CompareCalibration.runToRun(runA, runB, results, json);
        assertTrue(term.known());
        assertEquals(0.10, term.p50LogSd(), 0.03, "about the 10 % put in");
        assertTrue(term.source().contains("the quick suite with 2 forks"), term.source());
        assertEquals(RunComparison.RunToRun.UNKNOWN.source(), CompareCalibration.runToRun(MadeUpRuns.run("C",
                List.of(MadeUpRuns.row("wire-0", 1, List.of(1.0, 1.0, 1.0), List.of(1.0, 1.0, 1.0), 0))), results, json).source(),
                "another design (three forks) is not known");
        String secondRun = RunDigest.secondRun(term, new RunPrecision(2, 2, 0.05, 0, 10, 0.05, 100, 10, null, 4));
        assertTrue(secondRun.startsWith("run to run: a second run of this command would land within ±"), secondRun);
    }

    @Test
    void eachVerdictGetsTheSmallestMarginAtWhichTheSameCodeLooksAlike() {
        List<RunDocument> runs = pair(1.10);
        CompareCalibration.Pair calibrated = CompareCalibration.calibrate(runs.get(0), runs.get(1), false);

        assertEquals(0.0, calibrated.margin(), 1e-9, "the latency agreed: no margin needed");
        assertTrue(calibrated.serverCpuMargin() > 0.05 && calibrated.serverCpuMargin() < 0.10,
                "the server's 10 % needs a margin of its own: " + calibrated.serverCpuMargin());
        assertTrue(calibrated.serverCpuClearAtMargin() <= 1, "at most 5 % of 20 rows: " + calibrated.serverCpuClearAtMargin());
        RunComparison atBoth = RunComparison.of(runs.get(0), runs.get(1), calibrated.margin(), "test",
                calibrated.serverCpuMargin() - 0.005, "test", false);
        assertTrue(atBoth.rows().stream().filter(r -> RunComparison.DEARER.equals(r.server().verdict())).count() > 1,
                "half a step below it the server's rows differ");
    }

    @Test
    void aCalibrationFromBeforeTheServerCpuVerdictLeavesThatVerdictOnTheDefault(@TempDir Path results) throws Exception {
        ObjectMapper json = ResultsStore.plainMapper();
        Files.writeString(results.resolve(CompareCalibration.FILE), """
                {"pairs": [{"runA": "a", "runB": "b", "repetition": "forks", "perFloor": true, "margin": 0.02,
                  "rows": 64, "clearAtMargin": 0, "calibratedAt": "2026-11-28T14:37:32Z", "evidence": []}]}
                """);
        CompareCalibration.Margin old = CompareCalibration.choose(Optional.empty(), true, RUNS.get(0), RUNS.get(1), results, json);
        assertEquals(0.02, old.value(), 1e-9);
        assertEquals(RunComparison.DEFAULT_MARGIN, old.serverCpu(), 1e-9);
        assertTrue(old.serverCpuSource().startsWith("the default"), old.serverCpuSource());

        List<RunDocument> runs = pair(1.10);
        CompareCalibration.add(results, CompareCalibration.calibrate(runs.get(0), runs.get(1), true), json);
        CompareCalibration.Margin now = CompareCalibration.choose(Optional.empty(), true, RUNS.get(0), RUNS.get(1), results, json);
        assertEquals(0.02, now.value(), 1e-9, "the larger of the two pairs' p50 margins");
        assertTrue(now.serverCpu() > 0.05, "the one pair that calibrated it: " + now.serverCpu());
        assertEquals("calibrated on 1 same-code pair (A / B)", now.serverCpuSource());
        assertEquals(0.03, CompareCalibration.choose(Optional.of(0.03), true, RUNS.get(0), RUNS.get(1), results, json).serverCpu(), 1e-9);
    }

    @Test
    void aServerCpuMarginCalibratedOverTheFloorIsNotHeldToWhatIsNowReadOverTheClient(@TempDir Path results)
            throws Exception {
        ObjectMapper json = ResultsStore.plainMapper();
        Files.writeString(results.resolve(CompareCalibration.FILE), """
                {"pairs": [{"runA": "a", "runB": "b", "repetition": "forks", "perFloor": true, "margin": 0.02,
                  "rows": 64, "clearAtMargin": 0, "calibratedAt": "2026-11-29T00:37:32Z", "evidence": [],
                  "serverCpuMargin": 0.0, "serverCpuClearAtMargin": 0},
                 {"runA": "c", "runB": "d", "repetition": "forks", "perFloor": false, "margin": 0.04,
                  "rows": 64, "clearAtMargin": 0, "calibratedAt": "2026-11-29T00:38:32Z", "evidence": [],
                  "serverCpuMargin": 0.01, "serverCpuClearAtMargin": 0}]}
                """);
        CompareCalibration.Margin drifted = CompareCalibration.choose(Optional.empty(), true, RUNS.get(0), RUNS.get(1), results, json);
        assertEquals(0.02, drifted.value(), 1e-9);
        assertEquals(RunComparison.DEFAULT_MARGIN, drifted.serverCpu(), 1e-9, "calibrated on another figure");
        assertTrue(drifted.serverCpuSource().startsWith("the default"), drifted.serverCpuSource());
        assertEquals(0.01, CompareCalibration.choose(Optional.empty(), false, RUNS.get(0), RUNS.get(1), results, json).serverCpu(), 1e-9,
                "as measured, the server's CPU per call is what it was");

        List<RunDocument> runs = pair(1.0);
        CompareCalibration.Pair now = CompareCalibration.calibrate(runs.get(0), runs.get(1), true);
        assertEquals(RunComparison.SERVER_OVER_CLIENT, now.serverCpuBasis());
        CompareCalibration.add(results, now, json);
        assertEquals("calibrated on 1 same-code pair (A / B)",
                CompareCalibration.choose(Optional.empty(), true, RUNS.get(0), RUNS.get(1), results, json).serverCpuSource());
    }

    @Test
    void aMarginHoldsOnlyForTheDesignItWasCalibratedOn(@TempDir Path results) throws Exception {
        ObjectMapper json = ResultsStore.plainMapper();
        // a pair of quick runs of six forks kept a 12 % margin; the made-up runs here are of their own suite and forks
        Files.writeString(results.resolve(CompareCalibration.FILE), """
                {"pairs": [{"runA": "q1", "runB": "q2", "repetition": "forks", "perFloor": false, "margin": 0.12,
                  "rows": 64, "clearAtMargin": 3, "calibratedAt": "2026-12-02T10:00:00Z", "evidence": [],
                  "serverCpuMargin": 0.2, "serverCpuClearAtMargin": 2, "serverCpuBasis": "as measured",
                  "runToRun": {"suite": "quick", "forks": 6, "p50LogSd": 0.05, "serverCpuLogSd": 0.06, "rows": 64}}]}
                """);
        CompareCalibration.Margin other = CompareCalibration.choose(Optional.empty(), false, RUNS.get(0), RUNS.get(1),
                results, json);
        assertEquals(RunComparison.DEFAULT_MARGIN, other.value(), 1e-9, "not the quick runs' margin");
        assertTrue(other.source().startsWith("the default, not calibrated for the "), other.source());

        CompareCalibration.add(results, CompareCalibration.calibrate(RUNS.get(0), RUNS.get(1), false), json);
        CompareCalibration.Margin own = CompareCalibration.choose(Optional.empty(), false, RUNS.get(0), RUNS.get(1),
                results, json);
        assertEquals("calibrated on 1 same-code pair (A / B)", own.source(), "its own design's pair only");
        assertTrue(own.value() < 0.12, "not held to the other design's larger margin: " + own.value());
        assertEquals(0.12, CompareCalibration.read(results, json).orElseThrow()
                .margin(false, new CompareCalibration.Design("quick", 6)).orElseThrow(), 1e-9);
    }
}
