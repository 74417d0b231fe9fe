package dev.wirerace.model.wire;

/**
 * The business operations, each with the one id it has everywhere the project names it: results, the
 * command line, /call, the page and the k6 scripts. (A wire's own names, such as REST's path
 * {@code /rest/add-one}, belong to that wire's contract.)
 */
public enum Operation {
    ADD_ONE("addOne"),
    CONCAT("concat"),
    ACCOUNTS("accounts");

    private final String id;

    Operation(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static Operation byId(String id) {
        for (Operation operation : values()) {
            if (operation.id.equals(id)) {
                return operation;
            }
        }
        throw new IllegalArgumentException("unknown operation '" + id + "'; the operations are addOne, concat, accounts");
    }
}
