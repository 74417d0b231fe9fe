package dev.wirerace.launcher.nativecompare;

import dev.wirerace.results.data.RunHeader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The versions a comparison records, as a suite run does: Quarkus, Java and the OS. This process runs on the
 * same JDK as the JVM-mode services (./wirerace's), but has no Quarkus of its own: the services' is read from
 * their JVM build.
 */
final class RecordedVersions {

    /** quarkus-core's own jar, not quarkus-core-deployment-spi's and the like: its version follows the name. */
    private static final Pattern QUARKUS_CORE = Pattern.compile("io\\.quarkus\\.quarkus-core-(\\d[\\w.-]*)\\.jar");

    private RecordedVersions() {
    }

    /** @param quarkusRunJar a service's {@code quarkus-app/quarkus-run.jar} */
    static Map<String, String> of(Path quarkusRunJar) {
        return RunHeader.versions(quarkus(quarkusRunJar));
    }

    /** The version in the name of the build's quarkus-core jar ({@code lib/main/}); "unknown" without one. */
    static String quarkus(Path quarkusRunJar) {
        Path libraries = quarkusRunJar.resolveSibling("lib").resolve("main");
        if (!Files.isDirectory(libraries)) {
            return "unknown";
        }
        try (Stream<Path> jars = Files.list(libraries)) {
            return jars.map(jar -> QUARKUS_CORE.matcher(jar.getFileName().toString())).filter(Matcher::matches)
                    .map(core -> core.group(1)).findFirst().orElse("unknown");
        } catch (IOException unreadable) {
            return "unknown";
        }
    }
}
