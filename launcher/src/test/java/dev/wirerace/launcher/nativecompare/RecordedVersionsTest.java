package dev.wirerace.launcher.nativecompare;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The services' Quarkus version is read from their JVM build, as Quarkus lays it out. */
class RecordedVersionsTest {

    @TempDir
    Path app;

    @Test
    void quarkusIsTheVersionOfTheBuildsQuarkusCoreJar() throws Exception {
        Path libraries = Files.createDirectories(app.resolve("lib/main"));
        Files.writeString(libraries.resolve("io.quarkus.quarkus-core-deployment-spi-3.30.6.jar"), "");
        Files.writeString(libraries.resolve("io.quarkus.quarkus-core-3.30.6.jar"), "");

        assertEquals("3.30.6", RecordedVersions.quarkus(app.resolve("quarkus-run.jar")));
    }

    @Test
    void withoutABuildQuarkusIsUnknown() {
        assertEquals("unknown", RecordedVersions.quarkus(app.resolve("quarkus-run.jar")));
    }
}
