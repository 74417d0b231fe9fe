package dev.wirerace.results.data;

/** One thing the injector did, for the results: when (ISO instant), during which wire's scenario, what. */
public record FaultEvent(String at, String wire, String action) {
}
