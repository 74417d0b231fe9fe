package dev.wirerace.launcher.payload;

import dev.wirerace.payload.schema.JsonSchemaReader;
import dev.wirerace.payload.schema.PayloadProblem;
import dev.wirerace.payload.schema.PayloadType.ObjectType;
import dev.wirerace.payload.schema.SampleCheck;
import dev.wirerace.payload.schema.SampleInference;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A payload typed as the build types it (PayloadBuild): from its sample, or from its schema with the sample checked
 * against it. Shared by {@code ./wirerace payload} and a suite's {@code --payload}, so both refuse the same things.
 */
record TypedPayload(byte[] bytes, ObjectType root, long values) {

    /** What cannot be typed, with the file its place is in (the sample's or the schema's). */
    static final class Refused extends Exception {
        Refused(Path file, PayloadProblem problem) {
            super(file.getFileName() + ": " + problem.getMessage(), problem);
        }
    }

    /** @throws java.nio.file.NoSuchFileException for a file that is not there */
    static TypedPayload of(Path sample, Optional<Path> schema) throws IOException, Refused {
        Path reading = sample;
        try {
            byte[] bytes = read(sample);
            var document = SampleInference.parse(bytes);
            ObjectType root;
            if (schema.isPresent()) {
                reading = schema.get();
                root = JsonSchemaReader.read(read(schema.get()));
                reading = sample;
            } else {
                root = SampleInference.infer(document);
            }
            return new TypedPayload(bytes, root, SampleCheck.fits(document, root));
        } catch (PayloadProblem problem) {
            throw new Refused(reading, problem);
        }
    }

    private static byte[] read(Path file) throws IOException {
        if (Files.isDirectory(file)) {
            throw new PayloadProblem("", file + " is a directory, not a JSON file");
        }
        return Files.readAllBytes(file);
    }
}
