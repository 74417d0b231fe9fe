package dev.wirerace.model;

import java.util.Locale;

/**
 * Study 5's transaction variants of the accounts operation. {@code NONE} is the plain call with no
 * transaction interceptor; the others run under {@code @Transactional} with that attribute.
 */
public enum TxMode {
    NONE, REQUIRED, NEVER, SUPPORTS;

    /** The lower-case name used in URLs and results ({@code ?tx=required}). */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * Reads a wire name; {@code null} or empty means {@link #NONE}.
     *
     * @throws IllegalArgumentException naming the accepted values
     */
    public static TxMode fromWireName(String name) {
        if (name == null || name.isEmpty()) {
            return NONE;
        }
        for (TxMode mode : values()) {
            if (mode.wireName().equals(name)) {
                return mode;
            }
        }
        throw new IllegalArgumentException("tx must be one of none, required, never, supports; got '" + name + "'");
    }
}
