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
 * from, its file name ({@value #NAME_RESOURCE}), which names its rows, and what a native image must be told about
 * the types (NativeMetadata). A payload that
 * cannot be typed fails the build with its place, before anything is compiled.
 */
public final class PayloadBuild {

    /** Where the sample lies in the payload-model jar. */
    public static final String SAMPLE_RESOURCE = "dev/wirerace/payload/sample.json";

    /** Where the sample's file name lies in the payload-model jar: the name its rows are given. */
    public static final String NAME_RESOURCE = "dev/wirerace/payload/name.txt";

    /** Where the SHA-256 of the schema the types were made from lies ("none": typed from the sample). */
    public static final String SCHEMA_DIGEST_RESOURCE = "dev/wirerace/payload/schema.sha256";

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
            PayloadSources sources = new PayloadSources(root);
            int written = sources.writeTo(Path.of(args[2]), Path.of(args[3]));
            written += keep(Path.of(args[4]).resolve(PayloadSources.NATIVE_METADATA_RESOURCE),
                    sources.nativeMetadata().getBytes(java.nio.charset.StandardCharsets.UTF_8));
            written += keep(Path.of(args[4]).resolve(SAMPLE_RESOURCE), document);
            written += keep(Path.of(args[4]).resolve(NAME_RESOURCE),
                    sample.getFileName().toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
            written += keep(Path.of(args[4]).resolve(SCHEMA_DIGEST_RESOURCE), schemaDigest(args[1])
                    .getBytes(java.nio.charset.StandardCharsets.UTF_8));
            System.out.printf("payload %s: %d generated files changed%n", sample.getFileName(), written);
        } catch (PayloadProblem problem) {
            throw new IllegalArgumentException("payload " + sample + ": " + problem.getMessage(), problem);
        }
    }

    /** "none", or the schema file's SHA-256 in hex: what a launcher compares to know the built payload is the one asked. */
    public static String schemaDigest(String schema) throws IOException {
        if ("none".equals(schema)) {
            return "none";
        }
        try {
            return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                    .digest(Files.readAllBytes(Path.of(schema))));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Writes {@code bytes} to {@code file} unless it holds them already (a rebuild from the same payload rewrites nothing). */
    private static int keep(Path file, byte[] bytes) throws IOException {
        if (Files.isRegularFile(file) && java.util.Arrays.equals(Files.readAllBytes(file), bytes)) {
            return 0;
        }
        Files.createDirectories(file.getParent());
        Files.write(file, bytes);
        return 1;
    }
}
