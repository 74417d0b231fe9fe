package dev.wirerace.business.admin;

import dev.wirerace.model.usage.HostDescription;
import dev.wirerace.probes.HostDescriptionProbe;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/** The machine this business-service runs on, and its pinning: a run across two hosts records both. */
@Path("/admin/host")
public class HostResource {

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public HostDescription host() {
        return HostDescriptionProbe.ofThisProcess();
    }
}
