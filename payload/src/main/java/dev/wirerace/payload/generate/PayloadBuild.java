package dev.wirerace.payload.generate;

import dev.wirerace.payload.schema.JsonSchemaReader;
import dev.wirerace.payload.schema.PayloadProblem;
import dev.wirerace.payload.schema.PayloadType.ObjectType;
import dev.wirerace.payload.schema.SampleCheck;
import dev.wirerace.payload.schema.SampleInference;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The payload-model build's first step: a payload's sources generated from its sample (typed from itself) or its
 * schema (the sample checked against it). Arguments: SAMPLE SCHEMA-OR-none JAVA-DIR PROTO-DIR RESOURCE-DIR; the sample is
 * kept among the resources ({@value #SAMPLE_RESOURCE}), so that both services carry the document the types were made
 * from. A payload that
 * cannot be typed fails the build with its place, before anything is compiled.
 */
public final class PayloadBuild {

    /** Where the sample lies in the payload-model jar. */
    public static final String SAMPLE_RESOURCE = "dev/wirerace/payload/sample.json";

    private PayloadBuild() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 5) {
            throw new IllegalArgumentException("arguments: SAMPLE SCHEMA-OR-none JAVA-DIR PROTO-DIR RESOURCE-DIR");
        }
        Path sample = Path.of(args[0]);
        byte[] document = Files.readAllBytes(sample);
        try {
            ObjectType root = "none".equals(args[1]) ? SampleInference.infer(document)
                    : JsonSchemaReader.read(Files.readAllBytes(Path.of(args[1])));
            SampleCheck.fits(SampleInference.parse(document), root);
            int written = new PayloadSources(root).writeTo(Path.of(args[2]), Path.of(args[3]));
            Path kept = Path.of(args[4]).resolve(SAMPLE_RESOURCE);
            if (!Files.isRegularFile(kept) || !java.util.Arrays.equals(Files.readAllBytes(kept), document)) {
                Files.createDirectories(kept.getParent());
                Files.write(kept, document);
                written++;
            }
            System.out.printf("payload %s: %d generated files changed%n", sample.getFileName(), written);
        } catch (PayloadProblem problem) {
            throw new IllegalArgumentException("payload " + sample + ": " + problem.getMessage(), problem);
        }
    }
}
