package dev.wirerace.launcher.nativecompare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.results.ResultsStore;
import dev.wirerace.results.data.NativeComparisonDocument.WarmupFigures;
import dev.wirerace.results.data.NativeComparisonDocument.WireFigures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The warm-up curve a mode's suite run kept, read as time and calls to steady and calls per second; its rows with
 * what the run flagged on them and their CPU per call per tier.
 */
class SuiteWiresTest {

    @TempDir
    Path results;

    @Test
    void theCurveIsEachCyclesCallsOverItsShareOfTheWiresOwnTime() throws Exception {
        Path run = Files.createDirectories(results.resolve("r1"));
        Files.writeString(run.resolve("run.json"), """
                {"kind": "comparison", "runId": "r1", "status": "completed", "settings": {"wireWarmups": {
                  "rmi": {"millis": 2000, "cycles": 5, "steady": true, "callsPerCycle": [100, 200, 300, 400, 400]},
                  "soap": {"millis": 1200, "cycles": 3, "steady": false, "callsPerCycle": [10, 20, 40]}}},
                 "scenarios": []}""");
        List<WarmupFigures> warmups = SuiteWires.warmups(
                SuiteWires.completedRun(new ResultsStore(results, ResultsStore.plainMapper()), "r1"), Mode.AOT, false);

        WarmupFigures rmi = warmups.get(0);
        assertEquals("aot", rmi.mode());
        assertEquals("rmi", rmi.wire());
        assertEquals(Boolean.FALSE, rmi.freshStart(), "measured in the suite's pass");
        assertTrue(rmi.steady());
        assertEquals(2_000, rmi.millisToSteady());
        assertEquals(1_400, rmi.callsToSteady());
        // five cycles in 2 s of the wire's own time: 0.4 s each
        assertEquals(List.of(250.0, 500.0, 750.0, 1_000.0, 1_000.0), rmi.callsPerSecond());

        WarmupFigures soap = warmups.get(1);
        assertFalse(soap.steady(), "the budget ran out first");
        assertEquals(List.of(25.0, 50.0, 100.0), soap.callsPerSecond());
    }

    @Test
    void eachRowKeepsWhatTheRunFlaggedOnIt() throws Exception {
        Path run = Files.createDirectories(results.resolve("r2"));
        Files.writeString(run.resolve("run.json"), """
                {"kind": "comparison", "runId": "r2", "status": "completed", "settings": {}, "scenarios": [
                  {"wire": "soap", "operation": "addOne", "concurrency": 1, "opsPerSecond": 884.0,
                   "latencyMicros": {"p50": 1100.0, "p99": 2500.0}, "errors": {"timeout": 0},
                   "trust": {"flags": ["unsteady-warmup", "compiling"]}},
                  {"wire": "rmi", "operation": "addOne", "concurrency": 1, "opsPerSecond": 9000.0,
                   "latencyMicros": {"p50": 100.0, "p99": 300.0}, "errors": {"timeout": 0}, "trust": {"flags": []},
                   "cost": {"serverCpuMicros": 21.5, "clientCpuMicros": 34.25}}]}""");
        List<WireFigures> wires = SuiteWires.wires(
                SuiteWires.completedRun(new ResultsStore(results, ResultsStore.plainMapper()), "r2"), Mode.JVM, 200.0);

        assertEquals(List.of("unsteady-warmup", "compiling"), wires.get(0).flags());
        assertTrue(wires.get(0).flagged());
        assertEquals(List.of(), wires.get(1).flags());
        assertFalse(wires.get(1).flagged());
        assertEquals(45.0, wires.get(1).opsPerSecondPerMb(), 1e-9);
        assertEquals(21.5, wires.get(1).serverCpuMicros(), "the ledger's CPU per call, server");
        assertEquals(34.25, wires.get(1).clientCpuMicros(), "and client");
        assertEquals(null, wires.get(0).serverCpuMicros(), "a row without a ledger has none");
    }

    @Test
    void theRowsComeInTheRunTablesOrderNotTheOrderTheyFinishedIn() throws Exception {
        Path run = Files.createDirectories(results.resolve("r3"));
        Files.writeString(run.resolve("run.json"), """
                {"kind": "comparison", "runId": "r3", "status": "completed", "settings": {}, "scenarios": [
                  {"wire": "rmi", "operation": "accounts", "concurrency": 1, "opsPerSecond": 1.0},
                  {"wire": "rmi", "operation": "addOne", "concurrency": 4, "opsPerSecond": 1.0},
                  {"wire": "soap", "operation": "addOne", "concurrency": 1, "opsPerSecond": 1.0},
                  {"wire": "rmi", "operation": "addOne", "concurrency": 1, "opsPerSecond": 1.0}]}""");
        List<WireFigures> wires = SuiteWires.wires(
                SuiteWires.completedRun(new ResultsStore(results, ResultsStore.plainMapper()), "r3"), Mode.JVM, 200.0);

        // the Wire enum lists SOAP before RMI; addOne before accounts; one caller before four
        assertEquals(List.of("soap addOne 1", "rmi addOne 1", "rmi addOne 4", "rmi accounts 1"), wires.stream()
                .map(w -> w.wire() + " " + w.operation() + " " + w.concurrency()).toList());
    }
}
