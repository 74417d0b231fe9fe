package dev.wirerace.payload.generate;

import com.palantir.javapoet.JavaFile;
import dev.wirerace.payload.schema.PayloadType.ObjectType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Everything a payload's wires are built from, out of its one model of types: the plain Java types and the facts
 * that prove a document whole (model package), the .proto, and the converters to and from its messages.
 *
 * <p>One generator for all three rather than jsonschema2pojo for the Java types: the classes, the .proto and the
 * converters must agree on every name, and one model naming them all keeps them in step.
 */
public final class PayloadSources {

    /** Where in payload-model's jar the native images' metadata for these types lies (NativeMetadata). */
    public static final String NATIVE_METADATA_RESOURCE = NativeMetadata.RESOURCE;

    private final ObjectType root;
    /** The plain Java types, made once: the sources and the native metadata both name them. */
    private final List<JavaFile> modelClasses;

    public PayloadSources(ObjectType root) {
        this.root = root;
        DocumentFacts.varied(root);
        this.modelClasses = ModelClasses.of(root);
    }

    /** The Java types and DocumentFacts: what every wire but gRPC needs, and what compiles without protobuf. */
    public List<JavaFile> model() {
        List<JavaFile> files = new ArrayList<>(modelClasses);
        files.add(DocumentFacts.of(root));
        return files;
    }

    public JavaFile protoConverters() {
        return ProtoConverters.of(root);
    }

    public String proto() {
        return ProtoFile.of(root);
    }

    /** What a native image must be told about these types (NativeMetadata). */
    public String nativeMetadata() {
        return NativeMetadata.of(modelClasses);
    }

    /** Where each call's number is written (a JSON Pointer), for the console and the results. */
    public String varied() {
        return DocumentFacts.varied(root).pointer();
    }

    /**
     * Writes the Java sources under {@code javaRoot} and payload.proto into {@code protoDir}, each file only where
     * its text changed (so that a build from the same payload compiles nothing again), and removes the files a
     * payload before it left there. Returns how many files it wrote.
     */
    public int writeTo(Path javaRoot, Path protoDir) throws IOException {
        Map<Path, String> files = new LinkedHashMap<>();
        for (JavaFile file : model()) {
            files.put(pathOf(javaRoot, file), file.toString());
        }
        JavaFile converters = protoConverters();
        files.put(pathOf(javaRoot, converters), converters.toString());
        files.put(protoDir.resolve(ProtoFile.FILE_NAME), proto());
        for (Path folder : List.of(javaRoot, protoDir)) {
            if (Files.isDirectory(folder)) {
                try (Stream<Path> old = Files.walk(folder)) {
                    for (Path stale : old.filter(Files::isRegularFile).filter(path -> !files.containsKey(path)).toList()) {
                        Files.delete(stale);
                    }
                }
            }
        }
        int written = 0;
        for (Map.Entry<Path, String> file : files.entrySet()) {
            if (!Files.isRegularFile(file.getKey()) || !Files.readString(file.getKey()).equals(file.getValue())) {
                Files.createDirectories(file.getKey().getParent());
                Files.writeString(file.getKey(), file.getValue());
                written++;
            }
        }
        return written;
    }

    private static Path pathOf(Path javaRoot, JavaFile file) {
        return javaRoot.resolve(file.packageName().replace('.', '/')).resolve(file.typeSpec().name() + ".java");
    }
}
