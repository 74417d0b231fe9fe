package dev.wirerace.payload.generate;

import com.palantir.javapoet.JavaFile;
import dev.wirerace.payload.schema.PayloadType.ObjectType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Everything a payload's wires are built from, out of its one model of types: the plain Java types and the facts
 * that prove a document whole (model package), the .proto, and the converters to and from its messages.
 *
 * <p>One generator for all three rather than jsonschema2pojo for the Java types: the classes, the .proto and the
 * converters must agree on every name, and one model naming them all keeps them in step.
 */
public final class PayloadSources {

    private final ObjectType root;

    public PayloadSources(ObjectType root) {
        this.root = root;
        DocumentFacts.varied(root);
    }

    /** The Java types and DocumentFacts: what every wire but gRPC needs, and what compiles without protobuf. */
    public List<JavaFile> model() {
        List<JavaFile> files = new ArrayList<>(ModelClasses.of(root));
        files.add(DocumentFacts.of(root));
        return files;
    }

    public JavaFile protoConverters() {
        return ProtoConverters.of(root);
    }

    public String proto() {
        return ProtoFile.of(root);
    }

    /** Where each call's number is written (a JSON Pointer), for the console and the results. */
    public String varied() {
        return DocumentFacts.varied(root).pointer();
    }

    /** Writes the Java sources under {@code javaRoot} and payload.proto into {@code protoDir}. */
    public void writeTo(Path javaRoot, Path protoDir) throws IOException {
        for (JavaFile file : model()) {
            file.writeTo(javaRoot);
        }
        protoConverters().writeTo(javaRoot);
        Files.createDirectories(protoDir);
        Files.writeString(protoDir.resolve(ProtoFile.FILE_NAME), proto());
    }
}
