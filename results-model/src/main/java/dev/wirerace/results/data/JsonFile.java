package dev.wirerace.results.data;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** A results file written whole or not at all. */
public final class JsonFile {

    private JsonFile() {
    }

    /** Writes {@code value} over {@code file} by write-then-rename: a reader finds the old file or the new, never half. */
    public static void replace(ObjectMapper json, Path file, Object value) throws IOException {
        Path staging = Files.createTempFile(file.getParent(), "." + file.getFileName(), ".tmp");
        json.writerWithDefaultPrettyPrinter().writeValue(staging.toFile(), value);
        Files.move(staging, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
