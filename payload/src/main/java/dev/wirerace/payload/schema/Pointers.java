package dev.wirerace.payload.schema;

/** JSON Pointer (RFC 6901) pieces: the places a refusal names. */
public final class Pointers {

    private Pointers() {
    }

    public static String escape(String key) {
        return key.replace("~", "~0").replace("/", "~1");
    }

    public static String child(String pointer, String key) {
        return pointer + "/" + escape(key);
    }

    public static String child(String pointer, int index) {
        return pointer + "/" + index;
    }
}
