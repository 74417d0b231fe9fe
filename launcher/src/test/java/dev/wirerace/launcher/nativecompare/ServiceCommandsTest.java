package dev.wirerace.launcher.nativecompare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.tiers.ports.BusinessPorts;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Pinned services see the CPUs taskset leaves them in both modes, and the business-service one event loop per CPU. */
class ServiceCommandsTest {

    /** What the AOT mode's services are asked to get on top (--aot-jvm-option). */
    private static final List<String> AOT_OPTIONS = List.of("-XX:+UnlockExperimentalVMOptions", "-XX:+AOTCompileEagerly");

    @TempDir
    Path artifacts;

    @Test
    void aPinnedImageIsToldItsCpuCountAndTheBusinessServiceGetsOneEventLoopPerCpu() throws Exception {
        ServiceCommands commands = commands(Optional.of("1"), Optional.of("0,2-3"));
        BusinessPorts ports = commands.businessPorts();

        List<String> nativeBusiness = commands.business(Mode.NATIVE, ports);
        assertTrue(nativeBusiness.contains("-XX:ActiveProcessorCount=1"), nativeBusiness.toString());
        assertTrue(nativeBusiness.contains("-Dquarkus.http.io-threads=1"), nativeBusiness.toString());

        List<String> jvmBusiness = commands.business(Mode.JVM, ports);
        assertTrue(jvmBusiness.contains("-Dquarkus.http.io-threads=1"), jvmBusiness.toString());
        assertFalse(jvmBusiness.stream().anyMatch(o -> o.startsWith("-XX:ActiveProcessorCount")),
                "the JVM counts the CPUs it may run on by itself: " + jvmBusiness);

        List<String> nativePresentation = commands.presentation(Mode.NATIVE, 18081, ports, artifacts, "pinned");
        assertTrue(nativePresentation.contains("-XX:ActiveProcessorCount=3"), nativePresentation.toString());
        assertFalse(nativePresentation.stream().anyMatch(o -> o.startsWith("-Dquarkus.http.io-threads")),
                nativePresentation.toString());
    }

    /**
     * The JVM's own command on the AOT build, with the cache it must open (or fail, not quietly run without it) and
     * say so, and the options asked for the mode; its training run writes the cache instead.
     */
    @Test
    void theAotModeIsTheJvmCommandOnTheAotBuildWithItsCache() throws Exception {
        ServiceCommands commands = commands(Optional.empty(), Optional.empty());
        BusinessPorts ports = commands.businessPorts();
        List<String> jvm = commands.business(Mode.JVM, ports);
        List<String> aot = commands.business(Mode.AOT, ports);
        List<String> training = commands.training().business(Mode.AOT, ports);
        assertEquals(artifacts.resolve("business.jar").toString(), jvm.get(jvm.size() - 1));
        for (List<String> onAotBuild : List.of(aot, training)) {
            assertEquals(artifacts.resolve("business-aot.jar").toString(), onAotBuild.get(onAotBuild.size() - 1));
        }
        assertEquals(List.of("-XX:AOTMode=on", "-XX:AOTCache=" + artifacts.resolve("business.aot"), "-Xlog:aot=info",
                "-XX:+UnlockExperimentalVMOptions", "-XX:+AOTCompileEagerly"), added(jvm, aot));
        assertEquals(List.of("-XX:AOTCacheOutput=" + artifacts.resolve("business.aot")), added(jvm, training));
    }

    /** What a command has that the JVM's has not, its jar left out. */
    private static List<String> added(List<String> jvm, List<String> other) {
        List<String> added = new java.util.ArrayList<>(other.subList(0, other.size() - 1));
        added.removeAll(jvm);
        return added;
    }

    @Test
    void unpinnedServicesKeepTheirDefaults() throws Exception {
        ServiceCommands commands = commands(Optional.empty(), Optional.empty());
        List<String> business = commands.business(Mode.NATIVE, commands.businessPorts());
        assertFalse(business.stream().anyMatch(o -> o.startsWith("-XX:ActiveProcessorCount")
                || o.startsWith("-Dquarkus.http.io-threads")), business.toString());
        assertEquals(artifacts.resolve("business").toString(), business.get(0));
    }

    private ServiceCommands commands(Optional<String> businessCpus, Optional<String> presentationCpus)
            throws Exception {
        for (String artifact : List.of("business", "business.jar", "business-aot.jar", "business.aot", "presentation",
                "presentation.jar", "presentation-aot.jar", "presentation.aot")) {
            Files.writeString(artifacts.resolve(artifact), "");
        }
        NativeCompareConfig config = new NativeCompareConfig(List.of(Mode.JVM, Mode.NATIVE),
                NativeCompareConfig.Workload.of("quick"), 5, true, "java",
                List.of("-Xmx1g"), AOT_OPTIONS, List.of("-Xmx1g"),
                new NativeCompareConfig.Tier(artifacts.resolve("business.jar"), artifacts.resolve("business"),
                        artifacts.resolve("business-aot.jar"), artifacts.resolve("business.aot"), businessCpus),
                new NativeCompareConfig.Tier(artifacts.resolve("presentation.jar"), artifacts.resolve("presentation"),
                        artifacts.resolve("presentation-aot.jar"), artifacts.resolve("presentation.aot"), presentationCpus),
                "pinned", artifacts.resolve("builds.json"), Optional.empty(), artifacts, artifacts, "abc");
        return new ServiceCommands(config, "native");
    }
}
