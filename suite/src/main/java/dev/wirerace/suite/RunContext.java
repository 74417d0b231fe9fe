package dev.wirerace.suite;

import dev.wirerace.results.data.RunHeader;
import java.time.Instant;
import java.util.List;

/**
 * What a run needs to know of the process it runs in, to name and stamp its document: the mode it runs in, its
 * pinning, and the header every run kind shares. The presentation-service's {@code RunEnvironment} is one.
 */
public interface RunContext {

    /** The mode the run is labelled with (jvm, native). */
    String mode();

    /** The pinning in words, as every run records it. */
    String cpuAffinity();

    RunHeader header(String kind, String runId, String suite, List<String> failures, Instant startedAt);
}
