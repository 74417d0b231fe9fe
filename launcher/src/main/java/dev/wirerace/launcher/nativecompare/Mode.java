package dev.wirerace.launcher.nativecompare;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * How a service runs in the comparison: on the JVM from its Quarkus build; on the JVM from that build and an
 * AOT cache (JDK 25's Project Leyden: classes loaded and linked ahead of time, method profiles from a training
 * run); or as its native executable.
 */
public enum Mode {
    JVM("jvm"),
    AOT("aot"),
    NATIVE("native");

    private final String id;

    Mode(String id) {
        this.id = id;
    }

    /** Its name in the command line, the results and the page. */
    public String id() {
        return id;
    }

    /** Every mode's id, for messages: "jvm, native". */
    public static String ids() {
        return Arrays.stream(values()).map(Mode::id).collect(Collectors.joining(", "));
    }

    public static Mode byId(String id) {
        for (Mode mode : values()) {
            if (mode.id.equals(id)) {
                return mode;
            }
        }
        throw new IllegalArgumentException("unknown mode '" + id + "'; the modes are " + ids());
    }

    /** A comma-separated list such as "jvm,native", in its order; unknown and repeated modes are refused. */
    public static List<Mode> list(String ids) {
        List<Mode> modes = new ArrayList<>();
        for (String id : ids.split(",", -1)) {
            Mode mode = byId(id.strip());
            if (modes.contains(mode)) {
                throw new IllegalArgumentException("mode '" + id.strip() + "' twice; the modes are " + ids());
            }
            modes.add(mode);
        }
        return modes;
    }
}
