package dev.wirerace.business.admin;

import dev.wirerace.model.usage.ProcessHealth;
import dev.wirerace.probes.ProcessHealthProbe;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/** Heap after GC, RSS, threads, open files and sockets of this process: the soak samples it every 10 s. */
@Path("/admin/process")
public class ProcessHealthResource {

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public ProcessHealth process() {
        return ProcessHealthProbe.ofThisProcess();
    }
}
