package dev.wirerace.payload.schema;

/** JSON Pointer (RFC 6901) pieces: the places a refusal names. */
final class Pointers {

    private Pointers() {
    }

    static String escape(String key) {
        return key.replace("~", "~0").replace("/", "~1");
    }

    static String child(String pointer, String key) {
        return pointer + "/" + escape(key);
    }

    static String child(String pointer, int index) {
        return pointer + "/" + index;
    }
}
