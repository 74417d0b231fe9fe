package dev.wirerace.launcher.payload;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** {@code --payload} and {@code --payload-schema}: the user's own document, for every command that carries it. */
public final class PayloadOptions {

    @Option(names = "--payload", paramLabel = "FILE", description = "Your own call's payload, a sample JSON document: fetch and store of it beside every accounts row, typed on every wire (see ./wirerace payload FILE); both services are built with it first.")
    public Optional<Path> sample = Optional.empty();

    @Option(names = "--payload-schema", paramLabel = "SCHEMA", description = "With --payload: the payload's JSON Schema (one ./wirerace payload wrote and you corrected, or your own) instead of the types the sample shows.")
    public Optional<Path> schema = Optional.empty();

    public boolean asked() {
        return sample.isPresent();
    }

    /**
     * Both services built with the payload, unless they carry it already; nothing when none is asked.
     *
     * @throws ParameterException for a schema without a sample, or a payload that cannot be typed (with its place)
     */
    public void ensureBuilt(CommandLine commandLine) throws Exception {
        if (schema.isPresent() && sample.isEmpty()) {
            throw new ParameterException(commandLine, "--payload-schema: it types a payload; give the sample with"
                    + " --payload");
        }
        if (sample.isPresent()) {
            ensureBuilt(commandLine, sample.get(), schema);
        }
    }

    /**
     * Both services built with {@code sample} (and {@code schema}), unless they carry it already.
     *
     * @throws ParameterException for a payload that cannot be typed, with its place
     */
    public static void ensureBuilt(CommandLine commandLine, Path sample, Optional<Path> schema) throws Exception {
        try {
            PayloadBuildStep.ensureBuilt(sample, schema);
        } catch (IllegalArgumentException refused) {
            throw new ParameterException(commandLine, "--payload: " + refused.getMessage());
        }
    }

    /** The Maven properties that build payload-model with it: none for the built-in payload. */
    public List<String> mavenProperties() {
        List<String> properties = new ArrayList<>();
        sample.ifPresent(file -> properties.add("-Dpayload.sample=" + file.toAbsolutePath().normalize()));
        schema.ifPresent(file -> properties.add("-Dpayload.schema=" + file.toAbsolutePath().normalize()));
        return properties;
    }
}
