package dev.wirerace.payload.schema;

/**
 * A payload or schema that cannot be typed, with the place in the document it was found: thrown before anything is
 * generated or built.
 */
public final class PayloadProblem extends RuntimeException {

    private final String pointer;

    /** @param pointer the JSON Pointer of the place ("" for the whole document) */
    public PayloadProblem(String pointer, String message) {
        super((pointer.isEmpty() ? "the document" : pointer) + ": " + message);
        this.pointer = pointer;
    }

    public String pointer() {
        return pointer;
    }
}
