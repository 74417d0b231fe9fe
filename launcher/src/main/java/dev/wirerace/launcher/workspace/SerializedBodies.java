package dev.wirerace.launcher.workspace;

import dev.wirerace.tiers.process.ChildProcess;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/** The Java-serialized request bodies k6's serialized.js sends, made by the shared model itself (examples/). */
public final class SerializedBodies {

    private SerializedBodies() {
    }

    public static void write(Workspace workspace, Path directory) throws IOException, InterruptedException {
        int exit = ChildProcess.of("serialized bodies", List.of(workspace.java(), "-cp",
                workspace.sharedModelJar().toString(), workspace.root().resolve("examples/SerializedBodies.java").toString(),
                "k6-fixtures", directory.toString())).start().awaitExit(Duration.ofMinutes(2));
        if (exit != 0) {
            throw new IOException("examples/SerializedBodies.java k6-fixtures failed (exit " + exit + ")");
        }
    }
}
