package dev.wirerace.launcher.nativecompare;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirerace.results.data.NativeComparisonDocument.Toolchain;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What native-build/build.sh wrote about the builds ({@code .wirerace/native/builds.json}): the toolchain,
 * and seconds, artifact and size per service and mode. Empty when it has not run (a JVM-only comparison).
 */
record NativeBuilds(JsonNode facts) {

    static NativeBuilds read(Path file, ObjectMapper json) throws IOException {
        return new NativeBuilds(Files.isRegularFile(file) ? json.readTree(file.toFile()) : json.createObjectNode());
    }

    /** How the native executables were built, shown beside every native figure. */
    String label() {
        return facts.path("label").asText("native");
    }

    Toolchain toolchain() {
        List<String> caveats = new ArrayList<>();
        facts.path("caveats").forEach(caveat -> caveats.add(caveat.asText()));
        return new Toolchain(label(), facts.path("nativeImageVersion").asText(null), caveats);
    }

    /** One build: its wall time, its artifact and that artifact's size; nulls where it was not built. */
    record Build(Double seconds, String artifact, Long bytes) {
    }

    Build of(Service service, Mode mode) {
        JsonNode build = facts.path(service.id()).path(mode.id());
        return new Build(build.path("seconds").isNumber() ? build.get("seconds").asDouble() : null,
                build.path("artifact").asText(null), build.path("bytes").isNumber() ? build.get("bytes").asLong() : null);
    }
}
