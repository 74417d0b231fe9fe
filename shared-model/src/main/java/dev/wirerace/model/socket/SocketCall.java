package dev.wirerace.model.socket;

/**
 * One call on the WebSocket wire, a JSON text frame: its correlation id (the caller's, echoed in the reply), the
 * operation's id (Operation) and that operation's arguments; the others absent. {@code tx} is a TxMode wire name.
 */
public record SocketCall(Long id, String op, Integer x, String a, String b, String tx, Integer count) {

    /** Where the business-service holds its sockets, on its HTTP port. */
    public static final String PATH = "/ws/business";

    public static SocketCall addOne(long id, int x) {
        return new SocketCall(id, "addOne", x, null, null, null, null);
    }

    public static SocketCall concat(long id, String a, String b) {
        return new SocketCall(id, "concat", null, a, b, null, null);
    }

    public static SocketCall accounts(long id, String tx, int count) {
        return new SocketCall(id, "accounts", null, null, null, tx, count);
    }
}
