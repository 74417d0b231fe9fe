package dev.wirerace.presentation.run;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A run says it was made by a JVM started from an AOT cache, so that compare sees the mode differ. */
class RunEnvironmentTest {

    @Test
    void onlyAJvmStartedFromACacheIsInTheAotMode() {
        assertTrue(RunEnvironment.startedFromAotCache(List.of("-Xmx1g", "-XX:AOTMode=on",
                "-XX:AOTCache=/w/.wirerace/aot/presentation-service.aot", "-Xlog:aot=info")));
        assertFalse(RunEnvironment.startedFromAotCache(List.of("-Xmx1g")));
        assertFalse(RunEnvironment.startedFromAotCache(List.of("-XX:AOTCacheOutput=/tmp/training.aot")),
                "a training run writes a cache; it does not start from one");
    }
}
