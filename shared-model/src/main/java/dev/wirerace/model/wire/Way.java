package dev.wirerace.model.wire;

/**
 * A wire as one of its clients speaks it: the unit a run opens, warms up, forks and keys its per-wire
 * records by. Its id is the wire's own for the wire's default client, so that runs without other clients
 * read as before, and "wire@client" otherwise.
 */
public record Way(Wire wire, Client client) {

    /** The one check that a client speaks a wire: scenarios, clients and ids all build a Way. */
    public Way {
        if (!Client.of(wire).contains(client)) {
            throw new IllegalArgumentException(wire.id() + " is not spoken by " + client.id() + ": "
                    + Client.of(wire).stream().map(Client::id).toList());
        }
    }

    public String id() {
        return client.isDefaultOf(wire) ? wire.id() : wire.id() + "@" + client.id();
    }

    /** A way's id back: "rest-http" (the default client) or "rest-http@quarkus-rest". */
    public static Way byId(String id) {
        int at = id.indexOf('@');
        Wire wire = Wire.byId(at < 0 ? id : id.substring(0, at));
        Client client = at < 0 ? Client.defaultOf(wire) : Client.byId(id.substring(at + 1));
        return new Way(wire, client);
    }
}
