package dev.wirerace.launcher.payload;

import dev.wirerace.launcher.workspace.Workspace;
import java.io.IOException;
import dev.wirerace.payload.generate.PayloadBuild;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/**
 * A suite's {@code --payload}: both services built with the user's payload (payload-model's generator on
 * {@code -Dpayload.sample}, and everything that depends on it), unless the built ones carry it already. The payload
 * is typed and checked here first, so a payload that cannot be typed is refused with its place before anything is
 * built, and the services built before stay as they were.
 */
public final class PayloadBuildStep {

    /** Where payload-model's build keeps what it was made from (PayloadBuild's resources). */
    public static final String GENERATED = "payload-model/target/generated-resources/payload/";
    private static final String[] SERVICES = { "business-service/target/quarkus-app/quarkus-run.jar",
            "presentation-service/target/quarkus-app/quarkus-run.jar" };
    private static final Duration BUILD_BOUND = Duration.ofMinutes(30);

    private PayloadBuildStep() {
    }

    /** @throws IllegalArgumentException naming the file and the place of what cannot be typed */
    public static void ensureBuilt(Path sample, Optional<Path> schema) throws IOException, InterruptedException {
        Path sampleFile = sample.toAbsolutePath().normalize();
        Optional<Path> schemaFile = schema.map(s -> s.toAbsolutePath().normalize());
        check(sampleFile, schemaFile);
        Workspace workspace = Workspace.current();
        if (builtWith(workspace.root(), sampleFile, schemaFile)) {
            return;
        }
        System.err.printf("wirerace: building both services with the payload %s (log .wirerace/logs/payload-build.log) ...%n",
                sampleFile.getFileName());
        Path log = workspace.root().resolve(".wirerace/logs/payload-build.log");
        Files.createDirectories(log.getParent());
        int exit = workspace.runScriptLogged(BUILD_BOUND, log, "mvnw", "-B", "-ntp", "install", "-DskipTests",
                "-pl", "business-service,presentation-service", "-am", "-Dpayload.sample=" + sampleFile,
                "-Dpayload.schema=" + schemaFile.map(Path::toString).orElse("none"));
        if (exit != 0) {
            throw new IllegalStateException("the build with the payload " + sampleFile + " failed (exit " + exit
                    + "); its log: " + log);
        }
    }

    /**
     * Whether payload-model was last built from this sample (its bytes and file name) and schema, and both services
     * since: any build rewrites those resources, so a build of the default payload in between is seen.
     */
    static boolean builtWith(Path root, Path sample, Optional<Path> schema) throws IOException {
        Path generated = root.resolve(GENERATED);
        Path keptSample = generated.resolve(PayloadBuild.SAMPLE_RESOURCE);
        Path name = generated.resolve(PayloadBuild.NAME_RESOURCE);
        Path digest = generated.resolve(PayloadBuild.SCHEMA_DIGEST_RESOURCE);
        if (!Files.isRegularFile(keptSample) || !Files.isRegularFile(name) || !Files.isRegularFile(digest)) {
            return false;
        }
        for (String service : SERVICES) {
            Path jar = root.resolve(service);
            if (!Files.isRegularFile(jar)
                    || Files.getLastModifiedTime(jar).compareTo(Files.getLastModifiedTime(keptSample)) < 0) {
                return false;
            }
        }
        return java.util.Arrays.equals(Files.readAllBytes(keptSample), Files.readAllBytes(sample))
                && Files.readString(name, StandardCharsets.UTF_8).strip().equals(sample.getFileName().toString())
                && Files.readString(digest, StandardCharsets.UTF_8).strip()
                        .equals(PayloadBuild.schemaDigest(schema.map(Path::toString).orElse("none")));
    }

    /** The same typing and check as the build's generator, with the file a refusal's place is in. */
    private static void check(Path sample, Optional<Path> schema) throws IOException {
        try {
            TypedPayload.of(sample, schema);
        } catch (TypedPayload.Refused refused) {
            throw new IllegalArgumentException(refused.getMessage(), refused);
        } catch (NoSuchFileException missing) {
            throw new IllegalArgumentException("no file " + missing.getFile(), missing);
        }
    }
}
