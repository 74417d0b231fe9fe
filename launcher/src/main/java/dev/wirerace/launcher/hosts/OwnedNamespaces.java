package dev.wirerace.launcher.hosts;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Network namespaces this command made: removed when it closes them, or when the JVM exits (Ctrl-C) if it
 * never did. Those of a run that was killed outright are found and removed by the next one
 * ({@link Namespaces#removeStale}).
 */
abstract class OwnedNamespaces implements AutoCloseable {

    private final List<String> namespaces = new ArrayList<>();
    private final Thread removeOnExit = new Thread(this::remove, "remove-namespaces");
    private boolean removed;

    OwnedNamespaces() {
        Runtime.getRuntime().addShutdownHook(removeOnExit);
    }

    /** Makes this command's namespace for {@code role}, its loopback up; it goes with the others. */
    String add(String role) throws IOException, InterruptedException {
        String namespace = Namespaces.name(role);
        synchronized (this) {
            namespaces.add(namespace);
        }
        Namespaces.add(namespace);
        return namespace;
    }

    private synchronized void remove() {
        if (!removed) {
            removed = true;
            Namespaces.delete(namespaces.reversed());
        }
    }

    @Override
    public void close() {
        remove();
        try {
            Runtime.getRuntime().removeShutdownHook(removeOnExit);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running or has run
        }
    }
}
