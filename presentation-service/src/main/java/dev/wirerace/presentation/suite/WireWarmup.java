package dev.wirerace.presentation.suite;

import java.time.Duration;

/**
 * The warm-up pass that precedes all measurement (see SuiteRunner.warmUp): every wire runs cycles of its
 * scenarios, each cycle a third of {@code least}, until its throughput is steady (three cycles at the fewest,
 * so {@code least}), or until the whole pass has taken {@code budget}. Every wire is warmed up before any is
 * measured, so that no wire is measured against a server still compiling another's code.
 */
record WireWarmup(Duration least, Duration budget) {

    Duration cycle() {
        return least.dividedBy(3);
    }
}
