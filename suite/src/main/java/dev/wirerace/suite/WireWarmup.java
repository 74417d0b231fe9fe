package dev.wirerace.suite;

import java.time.Duration;

/**
 * The warm-up pass that precedes all measurement (see SuiteRunner.warmUp): every wire runs cycles of its
 * scenarios, each cycle a third of {@code least}, until it is steady (SteadyState: a window of five cycles at
 * the fewest) after at least {@code leastCalls} calls, or until the whole pass has taken {@code budget}.
 * Every wire is warmed up before any is measured, so that no wire is measured against a server still
 * compiling another's code.
 *
 * <p>Why a number of calls: the JIT compiles a method with its optimizing compiler (C2) only after about
 * 15,000 invocations, so code that runs once per call is compiled only after that many calls, and the
 * compiled code is then recompiled as the profile changes. A light wire makes 40,000 calls in its first
 * cycle; SOAP, 150 calls a second at first, went on getting faster here until about 45,000 calls, yet by
 * then gained less than 5 % a cycle, too little for the steadiness test alone to see.
 */
public record WireWarmup(Duration least, Duration budget, long leastCalls) {

    Duration cycle() {
        return least.dividedBy(3);
    }
}
