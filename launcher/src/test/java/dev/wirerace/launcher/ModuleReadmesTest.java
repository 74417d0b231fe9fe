package dev.wirerace.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every module of the build says in its README what it is, how to run it and how to test it: a newcomer opens any
 * folder and finds the three. The modules of an aggregating module (the replication study's nodes and runner) are
 * each named in its README, which says it for them all.
 */
class ModuleReadmesTest {

    private static final Path REPO = Path.of("..").toAbsolutePath().normalize();
    private static final Pattern MODULE = Pattern.compile("<module>([^<]+)</module>");

    @Test
    void everyModuleHasAReadmeThatSaysHowToRunAndTestIt() throws IOException {
        List<String> modules = listed(REPO);
        assertTrue(modules.size() >= 12, "the build's modules: " + modules);
        List<String> missing = new ArrayList<>();
        for (String module : modules) {
            Path folder = REPO.resolve(module);
            for (String part : listed(folder)) {
                if (!Files.readString(folder.resolve("README.md")).contains("`" + part + "`")) {
                    missing.add(module + "/" + part + ": not named in " + module + "/README.md");
                }
            }
            Path readme = REPO.resolve(module).resolve("README.md");
            if (!Files.isRegularFile(readme)) {
                missing.add(module + ": no README.md");
                continue;
            }
            String text = Files.readString(readme);
            if (!text.contains("**Run**")) {
                missing.add(module + ": no **Run**");
            }
            if (!text.contains("**Test**")) {
                missing.add(module + ": no **Test**");
            }
        }
        assertEquals(List.of(), missing);
    }

    /** The modules a folder's pom lists, as written there. */
    private static List<String> listed(Path folder) throws IOException {
        List<String> found = new ArrayList<>();
        Matcher listed = MODULE.matcher(Files.readString(folder.resolve("pom.xml")));
        while (listed.find()) {
            found.add(listed.group(1));
        }
        return found;
    }
}
