package dev.wirerace.business.admin;

import dev.wirerace.core.CallCounter;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.Map;

/** What the core served, per operation, for clients that check their own count against it. */
@Path("/admin/calls")
public class CallsResource {

    private final CallCounter counter;

    public CallsResource(CallCounter counter) {
        this.counter = counter;
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public Map<String, Long> calls() {
        return counter.snapshot();
    }
}
