package dev.wirerace.model.wire;

/**
 * A wire as one server model serves it and one of its clients speaks it: the unit a run opens, warms up,
 * forks and keys its per-wire records by. Its id is the wire's own for the wire's default model and client,
 * so that runs without other models or clients read as before: "wire[:model][@client]", such as
 * "rest-http:virtual@apache5".
 */
public record Way(Wire wire, ServerModel server, Client client) {

    /** The one check that a model serves and a client speaks a wire: scenarios, clients and ids all build a Way. */
    public Way {
        if (!ServerModel.of(wire).contains(server)) {
            throw new IllegalArgumentException(wire.id() + " is not served on " + server.id() + ": "
                    + ServerModel.of(wire).stream().map(ServerModel::id).toList());
        }
        if (!Client.of(wire).contains(client)) {
            throw new IllegalArgumentException(wire.id() + " is not spoken by " + client.id() + ": "
                    + Client.of(wire).stream().map(Client::id).toList());
        }
    }

    /** The wire served its default way. */
    public Way(Wire wire, Client client) {
        this(wire, ServerModel.defaultOf(wire), client);
    }

    public String id() {
        return wire.id() + (server.isDefaultOf(wire) ? "" : ":" + server.id())
                + (client.isDefaultOf(wire) ? "" : "@" + client.id());
    }

    /** A way's id back: "rest-http" (the defaults), "rest-http:worker", "rest-http@quarkus-rest", or both. */
    public static Way byId(String id) {
        int at = id.indexOf('@');
        String wireAndModel = at < 0 ? id : id.substring(0, at);
        int colon = wireAndModel.indexOf(':');
        Wire wire = Wire.byId(colon < 0 ? wireAndModel : wireAndModel.substring(0, colon));
        ServerModel server = colon < 0 ? ServerModel.defaultOf(wire) : ServerModel.byId(wireAndModel.substring(colon + 1));
        Client client = at < 0 ? Client.defaultOf(wire) : Client.byId(id.substring(at + 1));
        return new Way(wire, server, client);
    }
}
