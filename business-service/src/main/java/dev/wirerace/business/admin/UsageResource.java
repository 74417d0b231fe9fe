package dev.wirerace.business.admin;

import dev.wirerace.model.usage.ProcessUsage;
import dev.wirerace.probes.ProcessUsageProbe;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/**
 * This process's CPU time, allocation and collections so far: the presentation tier reads it before and
 * after each measured window, outside it, and charges the difference to the calls it made in between.
 */
@Path("/admin/usage")
public class UsageResource {

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public ProcessUsage usage() {
        return ProcessUsageProbe.ofThisProcess();
    }
}
