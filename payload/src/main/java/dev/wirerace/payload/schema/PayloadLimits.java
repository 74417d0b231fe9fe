package dev.wirerace.payload.schema;

/** What a payload may be: stated, and refused beyond with the place it was passed. */
public final class PayloadLimits {

    /** The largest document read: 16 MiB, which every wire here carries in one message with its default limits raised. */
    public static final long MOST_BYTES = 16L * 1024 * 1024;

    /** The deepest nesting of objects and lists: deeper than any message a service would design, shallower than a parser's stack. */
    public static final int MOST_DEPTH = 32;

    private PayloadLimits() {
    }
}
