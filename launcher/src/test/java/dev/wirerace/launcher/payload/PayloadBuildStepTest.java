package dev.wirerace.launcher.payload;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.wirerace.payload.generate.PayloadBuild;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Both services are rebuilt for a payload unless the last build was of this very sample and schema, and after it. */
class PayloadBuildStepTest {

    @TempDir
    Path root;

    private Path sample;

    private void built(String name, String content, String schemaDigest, Instant keptAt, Instant servicesAt)
            throws Exception {
        Path generated = root.resolve("payload-model/target/generated-resources/payload");
        Path kept = write(generated.resolve(PayloadBuild.SAMPLE_RESOURCE), content);
        write(generated.resolve(PayloadBuild.NAME_RESOURCE), name);
        write(generated.resolve(PayloadBuild.SCHEMA_DIGEST_RESOURCE), schemaDigest);
        Files.setLastModifiedTime(kept, FileTime.from(keptAt));
        for (String service : new String[] {"business-service", "presentation-service"}) {
            Path jar = write(root.resolve(service + "/target/quarkus-app/quarkus-run.jar"), "jar");
            Files.setLastModifiedTime(jar, FileTime.from(servicesAt));
        }
    }

    private static Path write(Path file, String content) throws Exception {
        Files.createDirectories(file.getParent());
        return Files.writeString(file, content);
    }

    @Test
    void theSamePayloadBuiltBeforeTheServicesNeedsNoBuild() throws Exception {
        sample = write(root.resolve("in/order.json"), "{\"id\": 1}");
        built("order.json", "{\"id\": 1}", "none", Instant.parse("2026-12-01T10:00:00Z"), Instant.parse("2026-12-01T10:05:00Z"));
        assertTrue(PayloadBuildStep.builtWith(root, sample, Optional.empty()));
    }

    @Test
    void anotherSampleANameASchemaOrServicesOlderThanItAreBuilt() throws Exception {
        sample = write(root.resolve("in/order.json"), "{\"id\": 1}");
        Instant before = Instant.parse("2026-12-01T10:00:00Z");
        Instant after = Instant.parse("2026-12-01T10:05:00Z");
        built("order.json", "{\"id\": 2}", "none", before, after);
        assertFalse(PayloadBuildStep.builtWith(root, sample, Optional.empty()), "other bytes");
        built("other.json", "{\"id\": 1}", "none", before, after);
        assertFalse(PayloadBuildStep.builtWith(root, sample, Optional.empty()), "another file name");
        Path schema = write(root.resolve("in/schema.json"), "{}");
        built("order.json", "{\"id\": 1}", "none", before, after);
        assertFalse(PayloadBuildStep.builtWith(root, sample, Optional.of(schema)), "a schema asked, none built");
        built("order.json", "{\"id\": 1}", PayloadBuild.schemaDigest(schema.toString()), before, after);
        assertTrue(PayloadBuildStep.builtWith(root, sample, Optional.of(schema)), "the schema built");
        built("order.json", "{\"id\": 1}", "none", after, before);
        assertFalse(PayloadBuildStep.builtWith(root, sample, Optional.empty()), "services built before the payload");
    }
}
