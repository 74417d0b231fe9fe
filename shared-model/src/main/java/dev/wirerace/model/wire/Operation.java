package dev.wirerace.model.wire;

/**
 * The business operations, each with the one id it has everywhere the project names it: results, the
 * command line, /call, the page and the k6 scripts. (A wire's own names, such as REST's path
 * {@code /rest/add-one}, belong to that wire's contract.)
 */
public enum Operation {
    ADD_ONE("addOne"),
    CONCAT("concat"),
    ACCOUNTS("accounts"),
    /** The user's payload (payload-model): a call number up, the sample with that number in it back. */
    FETCH("fetch"),
    /** The user's payload: the document up, how many values it held and their checksum back. */
    STORE("store");

    private final String id;

    Operation(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** Whether this call carries the user's payload rather than a built-in argument. */
    public boolean carriesPayload() {
        return this == FETCH || this == STORE;
    }

    public static Operation byId(String id) {
        for (Operation operation : values()) {
            if (operation.id.equals(id)) {
                return operation;
            }
        }
        throw new IllegalArgumentException("unknown operation '" + id + "'; the operations are "
                + String.join(", ", java.util.Arrays.stream(values()).map(Operation::id).toList()));
    }
}
