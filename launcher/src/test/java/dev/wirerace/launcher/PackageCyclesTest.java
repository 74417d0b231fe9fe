package dev.wirerace.launcher;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No package of the build depends on itself through others: a reader can start at any package and find what it
 * needs below it, never back above. Maven already forbids cycles between modules; this holds the packages inside
 * them. Runs in the launcher, the last module the build makes, over every module's compiled classes.
 */
class PackageCyclesTest {

    @Test
    void noPackageCycleAnywhereInTheBuild() throws IOException {
        List<Path> compiled = compiledModules(Path.of("..").toAbsolutePath().normalize());
        assertTrue(compiled.size() >= 10, "the build's modules compiled: " + compiled);
        JavaClasses classes = new ClassFileImporter().importPaths(compiled);
        slices().matching("dev.wirerace.(**)").should().beFreeOfCycles().check(classes);
    }

    @Test
    void aCycleIsSeen() {
        JavaClasses cycle = new ClassFileImporter().importPackages("dev.wirerace.launcher.cyclefixture");
        assertThrows(AssertionError.class,
                () -> slices().matching("dev.wirerace.(**)").should().beFreeOfCycles().check(cycle));
    }

    /** Every module's {@code target/classes} under the build's root, the studies' nested modules included. */
    private static List<Path> compiledModules(Path root) throws IOException {
        try (Stream<Path> folders = Files.walk(root, 5)) {
            return folders.filter(p -> p.endsWith(Path.of("target", "classes")))
                    .filter(p -> !p.toString().contains("node_modules"))
                    .filter(p -> Files.isDirectory(p.resolve("dev")))
                    .sorted()
                    .toList();
        }
    }
}
