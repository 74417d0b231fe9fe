package dev.wirerace.launcher.nativecompare;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.wirerace.results.data.NativeComparisonDocument.K6Figures;
import dev.wirerace.results.data.NativeComparisonDocument.WireFigures;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What makes a comparison a failed run: figures behind which a call or a check failed, or nothing was checked. */
class NativeComparisonTest {

    private static WireFigures wire(String mode, String wire, int concurrency, long errors) {
        return new WireFigures(mode, wire, "addOne", concurrency, 1000.0, 50.0, 90.0, errors, 2.0, List.of(), null, null);
    }

    private static K6Figures k6(String mode, String script, long passed, long failed) {
        return new K6Figures(mode, script, 1000, 50.0, 0.5, 2.0, passed, failed, failed > 0 ? 99 : 0);
    }

    @Test
    void figuresWithEveryCallAndCheckPassedAreNoProblem() {
        assertEquals(Optional.empty(), NativeComparison.problems(List.of(wire("jvm", "rest-http", 1, 0),
                wire("native", "rest-http", 1, 0)), List.of(wire("aot", "grpc", 1, 0)), List.of(k6("jvm", "grpc", 12, 0))));
        assertEquals(Optional.empty(), NativeComparison.problems(List.of(), List.of(), List.of()));
    }

    @Test
    void aWireWithEvenOneFailedCallIsNamedWithItsModeOperationAndConcurrency() {
        assertEquals(Optional.of("native rmi-ssl addOne c=4: 1 failed calls"), NativeComparison.problems(
                List.of(wire("native", "rmi", 4, 0), wire("native", "rmi-ssl", 4, 1)), List.of(), List.of()));
    }

    @Test
    void aK6ScriptWithAFailedCheckIsNamedWithHowManyOfItsChecksPassed() {
        assertEquals(Optional.of("jvm k6 soap: passed 10 of 12 checks"),
                NativeComparison.problems(List.of(), List.of(),
                        List.of(k6("jvm", "rest-http", 12, 0), k6("jvm", "soap", 10, 2))));
    }

    /** A script that ran no check (a wrong target, a summary without checks) proves nothing about its replies. */
    @Test
    void aK6ScriptWithNoPassedCheckIsAProblemEvenWithoutFailedOnes() {
        assertEquals(Optional.of("native k6 grpc-tls: passed 0 of 0 checks"),
                NativeComparison.problems(List.of(), List.of(), List.of(k6("native", "grpc-tls", 0, 0))));
    }

    /** A wire's warm-up from a fresh start ends in a short measured row: a call failing there fails it too. */
    @Test
    void aFailedCallAfterAFreshStartIsNamedAsSuch() {
        assertEquals(Optional.of("aot soap addOne c=1 after a fresh start: 3 failed calls"), NativeComparison.problems(
                List.of(wire("aot", "soap", 1, 0)), List.of(wire("aot", "grpc", 1, 0), wire("aot", "soap", 1, 3)),
                List.of()));
    }

    @Test
    void everyProblemIsReportedWiresFirst() {
        assertEquals(Optional.of("jvm grpc addOne c=1: 1 failed calls; jvm rmi addOne c=4 after a fresh start: 2 failed"
                + " calls; native k6 soap: passed 0 of 5 checks"), NativeComparison.problems(
                        List.of(wire("jvm", "grpc", 1, 1)), List.of(wire("jvm", "rmi", 4, 2)),
                        List.of(k6("native", "soap", 0, 5))));
    }
}
