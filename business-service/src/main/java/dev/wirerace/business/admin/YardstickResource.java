package dev.wirerace.business.admin;

import dev.wirerace.model.usage.YardstickReading;
import dev.wirerace.probes.JavaYardstick;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/**
 * How fast this tier's host runs Java right now (JavaYardstick), on a worker thread of this process's own CPU:
 * the presentation tier reads it between measured slots, so that a comparison can tell a host that ran slower
 * from a wire that costs more. About ten milliseconds of work; never read inside a measured window.
 */
@Path("/admin/yardstick")
public class YardstickResource {

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public YardstickReading read() {
        return JavaYardstick.read().orElseThrow(() -> new WebApplicationException(Response
                .status(Response.Status.NOT_IMPLEMENTED).type(MediaType.TEXT_PLAIN)
                .entity("this JVM cannot read a thread's own CPU time").build()));
    }
}
