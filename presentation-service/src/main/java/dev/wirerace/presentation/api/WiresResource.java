package dev.wirerace.presentation.api;

import dev.wirerace.model.wire.Client;
import dev.wirerace.model.wire.Wire;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.Arrays;
import java.util.List;

/** The list of wires, for the page and the k6 runner: no second list anywhere. */
@Path("/api/wires")
public class WiresResource {

    /** @param clients the client libraries that speak the wire (Client), its default first */
    public record WireInfo(String id, String label, String reach, boolean tls, boolean k6, List<String> clients) {
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public List<WireInfo> wires() {
        return Arrays.stream(Wire.values())
                .map(w -> new WireInfo(w.id(), w.label(), w.reach().name().toLowerCase(), w.tls(), w.k6(),
                        Client.of(w).stream().map(Client::id).toList())).toList();
    }
}
