package dev.wirerace.presentation.nativecompare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import dev.wirerace.processes.BusinessPorts;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.quarkus.runtime.configuration.DurationConverter;
import io.smallrye.config.PropertiesConfigSource;
import io.smallrye.config.SmallRyeConfig;
import io.smallrye.config.SmallRyeConfigBuilder;

/** Pinned services see the CPUs taskset leaves them in both modes, and the business-service one event loop per CPU. */
class ServiceCommandsTest {

    @TempDir
    Path artifacts;

    @Test
    void aPinnedImageIsToldItsCpuCountAndTheBusinessServiceGetsOneEventLoopPerCpu() throws Exception {
        ServiceCommands commands = commands(Map.of("wirerace.native-compare.business-cpus", "1",
                "wirerace.native-compare.presentation-cpus", "0,2-3"));
        BusinessPorts ports = commands.businessPorts();

        List<String> nativeBusiness = commands.business("native", ports);
        assertTrue(nativeBusiness.contains("-XX:ActiveProcessorCount=1"), nativeBusiness.toString());
        assertTrue(nativeBusiness.contains("-Dquarkus.http.io-threads=1"), nativeBusiness.toString());

        List<String> jvmBusiness = commands.business("jvm", ports);
        assertTrue(jvmBusiness.contains("-Dquarkus.http.io-threads=1"), jvmBusiness.toString());
        assertFalse(jvmBusiness.stream().anyMatch(o -> o.startsWith("-XX:ActiveProcessorCount")),
                "the JVM counts the CPUs it may run on by itself: " + jvmBusiness);

        List<String> nativePresentation = commands.presentation("native", 18081, ports, artifacts, "abc", "pinned");
        assertTrue(nativePresentation.contains("-XX:ActiveProcessorCount=3"), nativePresentation.toString());
        assertFalse(nativePresentation.stream().anyMatch(o -> o.startsWith("-Dquarkus.http.io-threads")),
                nativePresentation.toString());
    }

    @Test
    void unpinnedServicesKeepTheirDefaults() throws Exception {
        ServiceCommands commands = commands(Map.of());
        List<String> business = commands.business("native", commands.businessPorts());
        assertFalse(business.stream().anyMatch(o -> o.startsWith("-XX:ActiveProcessorCount")
                || o.startsWith("-Dquarkus.http.io-threads")), business.toString());
        assertEquals(artifacts.resolve("business").toString(), business.get(0));
    }

    private ServiceCommands commands(Map<String, String> pinning) throws Exception {
        for (String artifact : List.of("business", "business.jar", "presentation", "presentation.jar")) {
            Files.writeString(artifacts.resolve(artifact), "");
        }
        Map<String, String> builds = Map.of(
                "wirerace.native-compare.business-native", artifacts.resolve("business").toString(),
                "wirerace.native-compare.business-jar", artifacts.resolve("business.jar").toString(),
                "wirerace.native-compare.presentation-native", artifacts.resolve("presentation").toString(),
                "wirerace.native-compare.presentation-jar", artifacts.resolve("presentation.jar").toString());
        SmallRyeConfig config = new SmallRyeConfigBuilder().addSystemSources().withMapping(NativeCompareConfig.class)
                .withConverter(Duration.class, 100, new DurationConverter()) // Quarkus' "60s" form
                .withDefaultValues(builds)
                .withSources(new PropertiesConfigSource(pinning, "pinning", 500))
                .build();
        return new ServiceCommands(config.getConfigMapping(NativeCompareConfig.class));
    }
}
