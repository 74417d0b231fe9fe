package dev.wirerace.business.admin;

import dev.wirerace.business.bare.BareServer;
import dev.wirerace.business.floor.EchoServer;
import dev.wirerace.business.rmi.RmiServer;
import dev.wirerace.model.BoundPorts;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/**
 * The ports this business-service bound besides its HTTP ones: where a client outside the process finds the RMI
 * registries, the bare server and the floor when they were given 0 (tests) or another port than the standard one.
 */
@Path("/admin/ports")
public class PortsResource {

    @Inject
    RmiServer rmi;

    @Inject
    BareServer bare;

    @Inject
    EchoServer floor;

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public BoundPorts bound() {
        return new BoundPorts(rmi.registryPort(), rmi.sslRegistryPort(), bare.port(), floor.port(), floor.tlsPort());
    }
}
