package dev.wirerace.launcher.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirerace.launcher.workspace.Workspace;
import dev.wirerace.tiers.k6.K6Target;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The manifests of ./wirerace k8s, generated from this checkout's build (target/kubernetes of both services,
 * k6/, a real k6 archive) and checked offline; and the check, shown a broken manifest, says what is wrong.
 */
class ClusterManifestsTest {

    private static final Path REPO = Path.of("..").toAbsolutePath().normalize();

    @TempDir
    static Path out;

    @BeforeAll
    static void generate() throws Exception {
        Workspace workspace = workspaceAt(REPO);
        assertTrue(Files.isExecutable(workspace.tool("k6")), "k6 is missing: tools/install.sh k6 (./wirerace test installs it)");
        new ClusterManifests(workspace, "default", 2).writeTo(out);
    }

    private static Workspace workspaceAt(Path root) {
        System.setProperty("wirerace.repo", root.toString());
        return Workspace.current();
    }

    @Test
    void theGeneratedManifestsPassTheOfflineCheck() throws Exception {
        assertEquals(List.of(), ManifestCheck.problems(out, REPO.resolve("k6")));
        for (String target : K6Target.names(REPO.resolve("k6/targets.txt"))) {
            assertTrue(Files.isRegularFile(out.resolve("k6/testrun-" + target + ".yml")), target);
        }
    }

    @Test
    void theCheckNamesAPortTheServiceLacksAndAnArchiveTheConfigMapLacks() throws Exception {
        Path broken = Files.createTempDirectory(out.getParent(), "broken-");
        try (var files = Files.walk(out)) {
            for (Path file : files.toList()) {
                Path copy = broken.resolve(out.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(copy);
                } else {
                    Files.copy(file, copy);
                }
            }
        }
        List<JsonNode> business = Manifests.read(broken.resolve("business-service.yml"));
        for (JsonNode document : business) {
            if (document.path("kind").asText().equals("Service")) {
                ArrayNode ports = (ArrayNode) document.path("spec").path("ports");
                for (Iterator<JsonNode> port = ports.iterator(); port.hasNext();) {
                    if (port.next().path("targetPort").asInt() == 1100) {
                        port.remove();
                    }
                }
            }
        }
        Manifests.write(broken.resolve("business-service.yml"), business);
        List<JsonNode> scripts = Manifests.read(broken.resolve("k6-scripts.yml"));
        ((ObjectNode) scripts.get(0).path("binaryData")).remove("rest.tar");
        Manifests.write(broken.resolve("k6-scripts.yml"), scripts);

        List<String> problems = ManifestCheck.problems(broken, REPO.resolve("k6"));
        assertTrue(problems.contains("Service wirerace-business's ports lack [1100]"), problems.toString());
        assertTrue(problems.stream().anyMatch(problem -> problem.startsWith("TestRun wirerace-k6-rest-http: rest.tar is not in ConfigMap")),
                problems.toString());
    }
}
