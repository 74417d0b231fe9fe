package dev.wirerace.files;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Folders this project makes for a while (staging, a child's output, a tool's run) and removes again. */
public final class Folders {

    private Folders() {
    }

    /** Removes the folder and everything in it, deepest first; nothing when it is not there. */
    public static void deleteRecursively(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }
}
