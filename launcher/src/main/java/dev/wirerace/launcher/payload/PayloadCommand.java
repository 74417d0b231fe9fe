package dev.wirerace.launcher.payload;

import dev.wirerace.launcher.workspace.Workspace;
import dev.wirerace.payload.generate.PayloadSources;
import dev.wirerace.payload.schema.JsonSchemaWriter;
import dev.wirerace.payload.schema.PayloadSummary;
import dev.wirerace.payload.schema.PayloadType.ObjectType;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * A user's own payload read and typed, before anything is built from it: the types a sample shows (or a schema
 * states), what the user should check in them, and the schema written out to correct and pass back.
 */
@Command(name = "payload",
        description = { "Reads a sample JSON document (your own call's payload) and types it as every wire would carry it:",
                "integer widths, dates, enums, optional fields, nested objects and lists. Prints what to check (keys renamed",
                "for Java and protobuf, enums, optional fields, the value each call changes) and writes the types as a JSON",
                "Schema you can correct and pass back with --schema. Anything that cannot be typed is refused with its place." })
public final class PayloadCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "A sample document: one JSON object, at most 16 MiB.")
    Path sample;

    @Option(names = "--schema", paramLabel = "SCHEMA", description = "A JSON Schema of the payload (one this command wrote and you corrected, or your own): the sample is checked against it instead of typed from itself.")
    Optional<Path> schema = Optional.empty();

    @Option(names = "--out", paramLabel = "DIR", description = "Where the schema is written (default: .wirerace/payloads/<the file's name>/).")
    Optional<Path> out = Optional.empty();

    @Override
    public Integer call() throws IOException {
        PrintWriter console = spec.commandLine().getOut();
        PrintWriter errors = spec.commandLine().getErr();
        try {
            TypedPayload typed = TypedPayload.of(sample, schema);
            ObjectType root = typed.root();
            byte[] bytes = typed.bytes();
            long values = typed.values();
            String varied = new PayloadSources(root).varied();
            PayloadSummary summary = PayloadSummary.of(root);
            console.printf("payload %s: %,d bytes, %,d values, %d type%s (%s)%n", sample.getFileName(), bytes.length,
                    values, summary.types().size(), summary.types().size() == 1 ? "" : "s",
                    String.join(", ", summary.types()));
            list(console, "keys renamed for Java (and protobuf)", summary.renamed());
            list(console, "enums (a few values repeated; a schema can make them strings)", summary.enums());
            list(console, "optional (absent or null somewhere)", summary.optional());
            console.printf("  each call changes %s, so that no cache can answer for the wire%n", varied);
            if (schema.isEmpty()) {
                Path written = write(root);
                console.printf("schema written: %s (correct it, then pass it back with --schema)%n", written);
            } else {
                console.printf("the sample fits %s%n", schema.get());
            }
            return 0;
        } catch (TypedPayload.Refused refused) {
            errors.println("payload: " + refused.getMessage());
            return 2;
        } catch (NoSuchFileException missing) {
            errors.println("payload: no file " + Path.of(missing.getFile()).toAbsolutePath());
            return 2;
        }
    }

    private Path write(ObjectType root) throws IOException {
        String name = sample.getFileName().toString().replaceFirst("\\.json$", "");
        Path directory = out.orElse(Workspace.current().root().resolve(".wirerace").resolve("payloads").resolve(name));
        Files.createDirectories(directory);
        Path file = directory.resolve("schema.json");
        Files.writeString(file, JsonSchemaWriter.write(root));
        return file;
    }

    private static void list(PrintWriter console, String heading, List<String> places) {
        if (!places.isEmpty()) {
            console.printf("  %s:%n", heading);
            places.forEach(place -> console.printf("    %s%n", place));
        }
    }
}
