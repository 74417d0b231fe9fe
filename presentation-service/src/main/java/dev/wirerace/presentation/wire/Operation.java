package dev.wirerace.presentation.wire;

/** The business operations a scenario calls. */
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
        throw new IllegalArgumentException("unknown operation '" + id + "'");
    }
}
