package dev.wirerace.engine;

import java.util.Arrays;
import java.util.Locale;

/**
 * The threads a run's callers are: platform threads, as a blocking client has always been driven, or a virtual
 * thread each (JDK 21+), on which the same blocking clients park instead of holding an OS thread.
 */
public enum CallerThreads {
    PLATFORM("platform"),
    VIRTUAL("virtual");

    private final String id;

    CallerThreads(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** A caller thread of this kind, not yet started. */
    Thread unstarted(String name, Runnable body) {
        return switch (this) {
            case PLATFORM -> Thread.ofPlatform().name(name).unstarted(body);
            case VIRTUAL -> Thread.ofVirtual().name(name).unstarted(body);
        };
    }

    public static CallerThreads byId(String id) {
        String wanted = id.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(c -> c.id.equals(wanted)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("callers: platform or virtual, not '" + id + "'"));
    }
}
